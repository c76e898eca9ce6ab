import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveApp } from '@/lib/externalLink';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';

// Leaving the app cannot happen in jsdom: record it instead (the http(s) check stays real).
const opened = jest.spyOn(leaveApp, 'open').mockImplementation(() => undefined);

function addNews(count: number) {
  const seed = backend.db.news[1]!;
  for (let i = 0; i < count; i += 1) {
    backend.db.news.push({ ...seed, newsId: `NX${i}`, title: `补充资讯${i}`, publishTime: seed.publishTime - (i + 100) * 86_400_000, thirdUrl: undefined, isImportant: 0 });
  }
}

const listItems = async () => within(await screen.findByRole('list', { name: '资讯列表' }, { timeout: 5000 })).getAllByRole('listitem');

describe('/newsList', () => {
  test('pages of 10 with 加载更多, then the end', async () => {
    addNews(9); // 6 seeded + 9 = 15
    renderApp('/newsList');
    expect(await listItems()).toHaveLength(10);
    expect(backend.calls.list('/publicity/v2/api/news')[0]?.query).toMatchObject({ pageNo: '1', pageSize: '10' });
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText('没有更多了');
    expect(await listItems()).toHaveLength(15);
    expect(backend.calls.list('/publicity/v2/api/news')[1]?.query).toMatchObject({ pageNo: '2', pageSize: '10' });
  });

  test('the next page loads by itself when the end scrolls into view', async () => {
    addNews(9);
    const observers: { cb: IntersectionObserverCallback; targets: Element[] }[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      private rec: { cb: IntersectionObserverCallback; targets: Element[] };
      constructor(cb: IntersectionObserverCallback) {
        this.rec = { cb, targets: [] };
        observers.push(this.rec);
      }
      observe(el: Element) {
        this.rec.targets.push(el);
      }
      disconnect() {
        this.rec.targets = [];
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    try {
      renderApp('/newsList');
      expect(await listItems()).toHaveLength(10);
      const live = observers.find((o) => o.targets.length > 0)!;
      act(() => live.cb([{ isIntersecting: true, target: live.targets[0] } as IntersectionObserverEntry], {} as IntersectionObserver));
      await screen.findByText('没有更多了');
      expect(await listItems()).toHaveLength(15);
    } finally {
      window.IntersectionObserver = original;
    }
  });

  test('an item links to its detail; one with thirdUrl opens outside', async () => {
    const { router } = renderApp('/newsList');
    await listItems();
    const external = screen.getByRole('link', { name: /市交通委：路侧停车电子收费全覆盖/ });
    expect(external).toHaveAttribute('href', 'https://www.example.com/news/road-parking-e-pay');
    await userEvent.click(external);
    expect(opened).toHaveBeenCalledWith('https://www.example.com/news/road-parking-e-pay');
    expect(router.state.location.pathname).toBe('/newsList');
    await userEvent.click(screen.getByRole('link', { name: /新能源车充电优惠活动开启/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newsDetail'));
    expect(router.state.location.search).toBe('?newId=N5002');
    expect(await screen.findByRole('heading', { name: '新能源车充电优惠活动开启' })).toBeInTheDocument();
  });

  test('a non-http thirdUrl is not followed outside', async () => {
    backend.db.news[1]!.thirdUrl = 'javascript:alert(1)';
    renderApp('/newsList');
    await listItems();
    expect(screen.getByRole('link', { name: /新能源车充电优惠活动开启/ })).toHaveAttribute('href', '/newsDetail?newId=N5002');
  });

  test('a failed list shows 重试', async () => {
    backend.faults.add({ path: '/publicity/v2/api/news', code: '500', msg: '服务繁忙' });
    renderApp('/newsList');
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await listItems()).toHaveLength(6);
  });

  test('no news says so', async () => {
    backend.db.news.length = 0;
    renderApp('/newsList');
    expect(await screen.findByText('暂无资讯', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('/newsDetail', () => {
  test('the server HTML is shown without its onerror and script', async () => {
    const alert = jest.fn();
    window.alert = alert;
    const { container } = renderApp('/newsDetail?newId=N5001');
    expect(await screen.findByRole('heading', { name: '五一假期停车收费调整通知', level: 2 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '资讯详情', level: 1 })).toBeInTheDocument();
    expect(backend.calls.list('/publicity/v2/api/news/detail')[0]?.query).toMatchObject({ newsId: 'N5001' });
    expect(screen.getByText('停车场收费标准不变。')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: '示意图' });
    expect(img).not.toHaveAttribute('onerror');
    expect(container.querySelector('article script')).toBeNull();
    expect(container.querySelector('article')?.innerHTML).not.toMatch(/onerror|<script|alert/);
    expect(screen.getByText('畅行停车运营部')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(opened).not.toHaveBeenCalled();
  });

  test('a detail with thirdUrl opens outside', async () => {
    renderApp('/newsDetail?newId=N5003');
    await screen.findByRole('heading', { name: '市交通委：路侧停车电子收费全覆盖' }, { timeout: 5000 });
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://www.example.com/news/road-parking-e-pay'));
    expect(screen.getByRole('link', { name: '如未自动打开，请点击这里' })).toHaveAttribute('href', 'https://www.example.com/news/road-parking-e-pay');
  });

  test('a link in the content says where it goes and opens only when the driver goes on; a cover-all style is gone', async () => {
    const news = backend.db.news.find((n) => n.newsId === 'N5001')!;
    news.content =
      '<p>详见<a href="https://rules.example.org/p">活动细则</a></p>' +
      '<a href="https://evil.example.com/login" style="position:fixed;inset:0;z-index:9999;background-image:image-set(\'https://evil.example.com/t.png\' 1x)">请重新登录</a>';
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    let choice: 'stay' | 'go' = 'stay';
    const { ui } = renderApp('/newsDetail?newId=N5001', { answer: () => choice });
    const link = await screen.findByRole('link', { name: '活动细则' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: '请重新登录' })).not.toHaveAttribute('style');
    await userEvent.click(link);
    await waitFor(() => expect(ui.dialogs).toHaveLength(1));
    expect(ui.dialogs[0]).toMatchObject({ title: '即将离开车主服务', safeKey: 'stay' });
    expect(ui.dialogs[0]?.content).toContain('该链接将打开 rules.example.org');
    expect(open).not.toHaveBeenCalled();
    choice = 'go';
    await userEvent.click(link);
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://rules.example.org/p', '_blank', 'noopener,noreferrer'));
    open.mockRestore();
  });

  test('an unknown id shows the error state', async () => {
    renderApp('/newsDetail?newId=N9999');
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('资讯加载失败');
  });

  test('no id says the news is gone and offers the list', async () => {
    renderApp('/newsDetail');
    expect(await screen.findByText('资讯不存在或已下线', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部资讯' })).toHaveAttribute('href', '/newsList');
    expect(backend.calls.list('/publicity/v2/api/news/detail')).toHaveLength(0);
  });
});
