import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedList, type PagedQuery } from '@/ui/PagedList/PagedList';

interface Park {
  id: string;
  name: string;
}

function query(over: Partial<PagedQuery<Park>> = {}): PagedQuery<Park> {
  return {
    isError: false,
    isFetching: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: jest.fn(),
    refetch: jest.fn(),
    ...over,
  };
}

const page = (names: string[], total?: number) => ({ results: names.map((name) => ({ id: name, name })), total });

function show(q: PagedQuery<Park>, extra: Partial<Parameters<typeof PagedList<Park>>[0]> = {}) {
  return render(
    <PagedList
      query={q}
      label="停车场"
      itemKey={(p) => p.id}
      renderItem={(p) => <span>{p.name}</span>}
      error="停车场加载失败"
      empty="暂无停车场"
      {...extra}
    />,
  );
}

describe('PagedList', () => {
  test('the first load is a skeleton with a status line', () => {
    show(query(), { loading: '停车场加载中' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('停车场加载中');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  test('a failed first load says what failed; 重试 loads again', async () => {
    const q = query({ isError: true });
    show(q);
    expect(screen.getByRole('alert')).toHaveTextContent('停车场加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  test('an empty answer says so, with its action', () => {
    show(query({ data: { pages: [page([])] } }), { empty: { text: '暂无停车场', action: <a href="/map">去地图看看</a> } });
    expect(screen.getByText('暂无停车场')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去地图看看' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  test('the items of every page as a named list, with a header from the total; 加载更多 asks for the next page', async () => {
    const q = query({ data: { pages: [page(['甲', '乙'], 4), page(['丙'], 4)] }, hasNextPage: true });
    show(q, { header: (items, total) => <p>已显示 {items.length} / {total}</p> });
    const items = within(screen.getByRole('list', { name: '停车场' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['甲', '乙', '丙']);
    expect(screen.getByText('已显示 3 / 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('没有更多了')).not.toBeInTheDocument();
  });

  test('the next page comes by itself when the foot scrolls into view', () => {
    const observers: { cb: IntersectionObserverCallback; el?: Element }[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      rec: { cb: IntersectionObserverCallback; el?: Element };
      constructor(cb: IntersectionObserverCallback) {
        this.rec = { cb };
        observers.push(this.rec);
      }
      observe(el: Element) { this.rec.el = el; }
      disconnect() { this.rec.el = undefined; }
      unobserve() {}
      takeRecords() { return []; }
    } as unknown as typeof IntersectionObserver;
    try {
      const q = query({ data: { pages: [page(['甲'])] }, hasNextPage: true });
      show(q);
      const live = observers.find((o) => o.el)!;
      live.cb([{ isIntersecting: false, target: live.el! } as IntersectionObserverEntry], {} as IntersectionObserver);
      expect(q.fetchNextPage).not.toHaveBeenCalled();
      live.cb([{ isIntersecting: true, target: live.el! } as IntersectionObserverEntry], {} as IntersectionObserver);
      expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
    } finally {
      window.IntersectionObserver = original;
    }
  });

  test('while the next page loads the foot says so', () => {
    show(query({ data: { pages: [page(['甲'])] }, hasNextPage: true, isFetchingNextPage: true }));
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
    expect(screen.getByText('甲')).toBeInTheDocument();
  });

  test('a failed next page keeps what is shown and offers a retry', async () => {
    const q = query({ data: { pages: [page(['甲'])] }, hasNextPage: true, isFetchNextPageError: true, isError: true });
    show(q);
    expect(screen.getByText('甲')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(q.refetch).not.toHaveBeenCalled();
  });

  test('the end of the list says so, in the words given', () => {
    const { rerender } = show(query({ data: { pages: [page(['甲'])] } }));
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <PagedList
        query={query({ data: { pages: [page(['甲'])] } })}
        label="停车场"
        itemKey={(p) => p.id}
        renderItem={(p) => <span>{p.name}</span>}
        error="停车场加载失败"
        empty="暂无停车场"
        endText="无更多停车点"
      />,
    );
    expect(screen.getByText('无更多停车点')).toBeInTheDocument();
  });

  test('with pull to refresh the list is inside the pull area and still shows its items', () => {
    const { container } = show(query({ data: { pages: [page(['甲', '乙'])] } }), { pullToRefresh: true });
    expect(container.querySelector('.adm-pull-to-refresh')).not.toBeNull();
    expect(within(screen.getByRole('list', { name: '停车场' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
