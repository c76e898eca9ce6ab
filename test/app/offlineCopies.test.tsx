import { screen, waitFor, within } from '@testing-library/react';
import { offlineCopiesTiming } from '@/app/sagas/offlineCopiesSaga';
import { markStale } from '@/api/events';
import { loggedOut } from '@/session/sessionSlice';
import { keepCopy, readCopy } from '@/session/offlineCopies';
import type { PayRecord } from '@/api/charge/types';
import { backend } from '../support/mockServer';
import { goOffline, goOnline } from '../support/network';
import { renderApp } from '../support/renderApp';
import { signInAs } from '../support/session';
import { installFakeIntersectionObserver } from '../features/home/homeKit';
import { isParkingOrder } from '@mocks/services/charge/bills';

installFakeIntersectionObserver();

const PAY_RECORDS = '/charge/v2/api/parkOrders/msp/payRecords';
const realTiming = { ...offlineCopiesTiming };
beforeEach(() => {
  offlineCopiesTiming.afterFirstPageMs = 20;
});
afterEach(() => {
  Object.assign(offlineCopiesTiming, realTiming);
  goOnline();
});

const receipt = (over: Partial<PayRecord> = {}): PayRecord => ({
  payOrderId: 'PO-OFFLINE-1', uniqueIds: ['U1'], parkName: '王府井百货地下停车场', plateNos: ['京A12345'], payChannel: 3,
  payChannelName: '微信支付', originalFee: 3000, discountFee: 1000, payFee: 2000, payTime: '2026-11-22 09:05:00', ...over,
});

describe('keeping the latest receipts', () => {
  test('a driver: fetched once, a little after the first page, and kept with the time', async () => {
    signInAs('A');
    const before = Date.now();
    renderApp('/home');
    await waitFor(() => expect(readCopy('receipts')).not.toBeNull());
    const calls = backend.calls.list(PAY_RECORDS);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ pageNo: '1', pageSize: '3' });
    const copy = readCopy('receipts');
    expect(copy?.savedAt).toBeGreaterThanOrEqual(before);
    // Parking receipts only: the registry also holds what charging (an idle fee) paid through it.
    const seeded = backend.db.payOrders.filter((o) => o.state === 'paid' && o.driverId === backend.db.drivers[0]?.driverId && isParkingOrder(backend.db, o));
    expect(copy?.data.map((r) => r.payOrderId)).toEqual(
      [...seeded].sort((a, b) => (b.settledAt ?? 0) - (a.settledAt ?? 0)).slice(0, 3).map((o) => o.payOrderId),
    );
  });

  test('a visitor: nothing asked, nothing kept', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { name: '车主服务' });
    await new Promise((r) => setTimeout(r, 100));
    expect(backend.calls.list(PAY_RECORDS)).toHaveLength(0);
    expect(readCopy('receipts')).toBeNull();
  });

  test('a payment refreshes the copy; a failed refresh keeps the last one and says nothing', async () => {
    signInAs('A');
    const { store, ui } = renderApp('/home');
    await waitFor(() => expect(readCopy('receipts')).not.toBeNull());
    keepCopy('receipts', [receipt()], 1);
    backend.faults.add({ path: PAY_RECORDS, httpStatus: 500, code: '500', msg: '服务繁忙', times: 1 });
    markStale(store.dispatch, 'paid');
    await waitFor(() => expect(backend.calls.list(PAY_RECORDS)).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(readCopy('receipts')?.data[0]?.payOrderId).toBe('PO-OFFLINE-1');
    expect(ui.toasts).toEqual([]);

    markStale(store.dispatch, 'paid');
    await waitFor(() => expect(readCopy('receipts')?.data[0]?.payOrderId).not.toBe('PO-OFFLINE-1'));
  });

  test('sign-out forgets them', async () => {
    signInAs('A');
    const { store } = renderApp('/home');
    await waitFor(() => expect(readCopy('receipts')).not.toBeNull());
    store.dispatch(loggedOut({ reason: 'user' }));
    expect(readCopy('receipts')).toBeNull();
  });
});

describe('offline', () => {
  test('home shows the latest kept receipt first, with when it was fetched; online it does not', async () => {
    signInAs('A');
    keepCopy('receipts', [receipt(), receipt({ payOrderId: 'PO-OLDER' })], new Date('2026-11-22T07:30:00Z').valueOf());
    offlineCopiesTiming.afterFirstPageMs = 60_000;
    renderApp('/home');
    await screen.findByRole('heading', { name: '车主服务' });
    expect(screen.queryByRole('region', { name: '最近缴费凭证（离线）' })).not.toBeInTheDocument();

    goOffline();
    const card = await screen.findByRole('region', { name: '最近缴费凭证（离线）' });
    expect(within(card).getByText('王府井百货地下停车场')).toBeInTheDocument();
    expect(within(card).getByText('20.00元')).toBeInTheDocument();
    expect(within(card).getByText('PO-OFFLINE-1')).toBeInTheDocument();
    expect(within(card).getByText('2026-11-22 09:05')).toBeInTheDocument();
    expect(within(card).getByText('离线凭证 · 更新于 2026-11-22 15:30')).toBeInTheDocument();
    expect(within(card).queryByText('PO-OLDER')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '全部凭证' })).toHaveAttribute('href', '/billRecord');
  });

  test('/billRecord that cannot load shows the kept receipts, marked, with 重新加载', async () => {
    signInAs('A');
    keepCopy('receipts', [receipt(), receipt({ payOrderId: 'PO-OLDER', parkName: '国贸停车场' })], new Date('2026-11-22T07:30:00Z').valueOf());
    offlineCopiesTiming.afterFirstPageMs = 60_000;
    backend.faults.add({ path: PAY_RECORDS, networkError: true, times: 1 });
    renderApp('/billRecord');
    expect(await screen.findByText('网络不可用，以下为离线凭证（更新于 2026-11-22 15:30）')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '离线缴费凭证' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('国贸停车场')).toBeInTheDocument();

    screen.getByRole('button', { name: '重新加载' }).click();
    expect(await screen.findByRole('list', { name: '缴费记录' })).toBeInTheDocument();
  });

  test('/billRecord that cannot load, with nothing kept: the load error with 重试', async () => {
    signInAs('A');
    offlineCopiesTiming.afterFirstPageMs = 60_000;
    backend.faults.add({ path: PAY_RECORDS, networkError: true, times: 1 });
    renderApp('/billRecord');
    expect(await screen.findByText('缴费记录加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
