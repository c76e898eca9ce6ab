import { act, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { beginTakeOver, useHydrated } from '@/ui/useHydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? '本机记录' : '默认'}</p>;
}

test('while React takes over markup it reads false, and true right after: the markup it meets is the default one', async () => {
  const container = document.createElement('div');
  container.innerHTML = '<p>默认</p>';
  const painted = container.firstChild;
  const recoverable: unknown[] = [];
  const seen: boolean[] = [];
  const tookOver = beginTakeOver();
  await act(async () => {
    hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (e) => recoverable.push(e) });
  });
  await act(async () => tookOver());
  expect(seen[0]).toBe(false);
  expect(seen.at(-1)).toBe(true);
  expect(recoverable).toEqual([]);
  // The same node, now showing what only the device knows.
  expect(container.firstChild).toBe(painted);
  expect(container.textContent).toBe('本机记录');
});

test('a page React draws itself reads true from its first render', async () => {
  const container = document.createElement('div');
  const seen: boolean[] = [];
  await act(async () => {
    createRoot(container).render(<Probe seen={seen} />);
  });
  expect(seen.every(Boolean)).toBe(true);
  expect(container.textContent).toBe('本机记录');
});

test('every block drawn during the take-over turns in the same commit: no commit shows some turned and some not', async () => {
  const container = document.createElement('div');
  container.innerHTML = '<p>默认</p><p>默认</p><p>默认</p>';
  const commits: string[] = [];
  function Block() {
    return <p>{useHydrated() ? '本机记录' : '默认'}</p>;
  }
  function Page() {
    useLayoutEffect(() => {
      commits.push(container.textContent ?? '');
    });
    return (
      <>
        <Block />
        <Block />
        <Block />
      </>
    );
  }
  const tookOver = beginTakeOver();
  await act(async () => {
    hydrateRoot(container, <Page />);
  });
  await act(async () => tookOver());
  expect(container.textContent).toBe('本机记录'.repeat(3));
  for (const drawn of commits) expect(['默认'.repeat(3), '本机记录'.repeat(3)]).toContain(drawn);
});
