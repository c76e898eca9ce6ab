import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { useBookOrderPagesInfiniteQuery } from '@/api/booking/spec';
import { domainEvent } from '@/api/events';
import { PagedList } from '@/ui/PagedList/PagedList';
import { bookingCalls, failNext } from '../features/booking/bookingKit';
import { backend, server } from '../support/mockServer';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

/**
 * PagedList on a real RTK Query infinite query (a cursor-paged list of the booking service, 15 a page) against the
 * mock server: what the driver sees page by page, when a page fails, and what the server is asked again.
 */
function Bookings() {
  const q = useBookOrderPagesInfiniteQuery({ state: 3 });
  return (
    <>
      {/* What PagedList's pull to refresh does (antd-mobile's gesture is not drawn in jsdom). */}
      <button type="button" onClick={() => void q.refetch()}>
        下拉刷新
      </button>
      <PagedList
        query={q}
        label="预约记录"
        itemKey={(o) => o.bookOrderId}
        renderItem={(o) => <span>{o.bookOrderId}</span>}
        loading="预约记录加载中"
        error="预约记录加载失败"
        empty="暂无预约"
        endText="没有更多预约了"
        pullToRefresh
      />
    </>
  );
}

function show() {
  signInAs('A');
  const seed = backend.db.bookOrders.find((o) => o.bookOrderId === 'BO090002')!;
  for (let i = 1; i <= 17; i += 1) backend.db.bookOrders.push({ ...seed, id: 80000 + i, bookOrderId: `BO0800${String(i).padStart(2, '0')}` });
  const { store } = storeWithFakes();
  render(
    <Provider store={store}>
      <Bookings />
    </Provider>,
  );
  return store;
}

const shown = () => within(screen.getByRole('list', { name: '预约记录' })).getAllByRole('listitem');
const asked = () => bookingCalls('getBookOrderList').map((c) => (c.body as { lastId: number }).lastId);

test('a skeleton, the first page, the next on 加载更多, then the end', async () => {
  show();
  expect(screen.getByRole('status')).toHaveTextContent('预约记录加载中');
  await waitFor(() => expect(shown()).toHaveLength(15));
  fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
  await waitFor(() => expect(shown()).toHaveLength(18));
  expect(screen.getByText('没有更多预约了')).toBeInTheDocument();
  expect(asked()).toEqual([0, expect.any(Number)]);
  expect(bookingCalls('getBookOrderList')[1]?.body).toMatchObject({ state: 3, pageSize: 15 });
});

test('a next page that fails keeps the pages shown and offers a retry, which asks for that page only', async () => {
  show();
  await waitFor(() => expect(shown()).toHaveLength(15));
  await failNext('/api/v1/getBookOrderList');
  fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
  const retry = await screen.findByRole('button', { name: '加载失败，点击重试' });
  expect(shown()).toHaveLength(15);
  fireEvent.click(retry);
  await waitFor(() => expect(shown()).toHaveLength(18));
  const [first, next, again] = asked();
  expect(first).toBe(0);
  expect(again).toBe(next);
  expect(asked()).toHaveLength(3);
});

test('pull to refresh and an event that makes bookings stale both read every page shown again, in order', async () => {
  const store = show();
  await waitFor(() => expect(shown()).toHaveLength(15));
  fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
  await waitFor(() => expect(shown()).toHaveLength(18));
  const twoPages = asked();

  fireEvent.click(screen.getByRole('button', { name: '下拉刷新' }));
  await waitFor(() => expect(asked()).toEqual([...twoPages, ...twoPages]));
  expect(shown()).toHaveLength(18);

  // The entry's row of the event table: a payment makes the bookings stale (api/events.ts, app/entryEvents.ts).
  act(() => {
    store.dispatch(domainEvent('paid'));
  });
  await waitFor(() => expect(asked()).toEqual([...twoPages, ...twoPages, ...twoPages]));
  expect(shown()).toHaveLength(18);
});

test('a refresh whose second page fails keeps every page shown', async () => {
  show();
  await waitFor(() => expect(shown()).toHaveLength(15));
  fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
  await waitFor(() => expect(shown()).toHaveLength(18));
  // During the refresh the first page answers and the second fails (once).
  let failed = 0;
  server.use(
    http.post(/\/api\/v1\/getBookOrderList$/, async ({ request }) => {
      const body = (await request.clone().json()) as { lastId: number };
      if (failed > 0 || body.lastId === 0) return undefined;
      failed += 1;
      return HttpResponse.json({ code: '500', msg: '服务器繁忙', data: null }, { status: 500 });
    }),
  );
  const before = asked().length;
  fireEvent.click(screen.getByRole('button', { name: '下拉刷新' }));
  await waitFor(() => expect(failed).toBe(1));
  expect(asked()).toHaveLength(before + 1);
  await act(() => new Promise((r) => setTimeout(r, 100)));
  expect(shown()).toHaveLength(18);
  expect(screen.queryByText('预约记录加载失败')).not.toBeInTheDocument();
});
