import { Suspense, type ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyBlock } from '@/ui/lazyBlock';

function Rows({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** A chunk that comes when the test says so. */
function chunk() {
  let arrive: () => void = () => undefined;
  const code = jest.fn(() => new Promise<typeof Rows>((resolve) => (arrive = () => resolve(Rows))));
  return { code, arrive: () => arrive() };
}

const page = (Block: (props: { label: string }) => ReactElement) => (
  <Suspense fallback={<p>加载中</p>}>
    <Block label="三条资讯" />
  </Suspense>
);

describe('lazyBlock: a block whose code is a chunk of its own', () => {
  it('is drawn with no fallback when its code came before it was first drawn', async () => {
    const { code, arrive } = chunk();
    const Block = lazyBlock(code);
    Block.load();
    await act(async () => arrive());

    render(page(Block));

    // In the same commit: no fallback was ever on screen.
    expect(screen.getByText('三条资讯')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  });

  it('shows the fallback until its code comes when it is drawn first', async () => {
    const { code, arrive } = chunk();
    const Block = lazyBlock(code);

    render(page(Block));
    expect(screen.getByText('加载中')).toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByText('三条资讯')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  });

  it('asks for its code once, however often it is loaded and drawn', async () => {
    const { code, arrive } = chunk();
    const Block = lazyBlock(code);
    Block.load();
    Block.load();
    render(page(Block));
    await act(async () => arrive());
    render(page(Block));

    expect(await screen.findAllByText('三条资讯')).toHaveLength(2);
    expect(code).toHaveBeenCalledTimes(1);
  });
});
