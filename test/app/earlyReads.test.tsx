import { screen, waitFor, within } from '@testing-library/react';
import type { ServiceName } from '@config/api';
import { bookingSpecApi } from '@/api/booking/spec';
import { cpsSessionApi } from '@/api/cps/session';
import { forgetEarly, sendEarly, takeEarly } from '@/app/earlyAnswerStore';
import type { ApiRequest } from '@/api/request';
import { driverApi } from '@/api/driver';
import { earlyReadsFor } from '@/app/earlyReadTable';
import { startEarlyReads } from '@/app/earlyReads';
import { formatMoney } from '@/lib/format';
import { readToken } from '@/session/tokens';
import { DRIVER_A } from '@mocks/db/ids';
import { warmPages } from '../payment/kit';
import { backend } from '../support/mockServer';
import { renderApp } from '../support/renderApp';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

/**
 * Each row of app/earlyReads against its page: opened from the row's address, the page shows its figure and the
 * server got each early read once (the page took it instead of asking again). A row that drifts from its page's
 * query fails here: the page asks a second time, or leaves the early answer untaken.
 */

beforeAll(
  () => warmPages(['/chargingResults', '/chargeStationDetail', '/bookRecordDetail', '/mounthlyRenew', '/accountBalance', '/wallet', '/invoiceRecordDetail', '/customerService/feedDetail', '/payPage']),
  60_000,
);
afterEach(forgetEarly);

const FIND = { timeout: 15_000 };

/** Does the server's recorded call carry the request's parameters and body (the server's extra body fields aside)? */
function carries(call: { query: Record<string, unknown>; body: unknown }, req: ApiRequest): boolean {
  const params = Object.entries(req.params ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (Object.keys(call.query).length !== params.length || params.some(([k, v]) => call.query[k] !== String(v))) return false;
  const body = (req.body ?? {}) as Record<string, unknown>;
  const got = (call.body ?? {}) as Record<string, unknown>;
  return Object.entries(body).every(([k, v]) => JSON.stringify(got[k]) === JSON.stringify(v));
}

/** Every call the server got on this request's method and path, whatever its parameters. */
const callsOn = (req: ApiRequest) => backend.calls.list(req.url, req.method ?? 'GET');

/** No read of any service API is waiting for its answer. */
function pendingQueries(state: Record<string, unknown>): string[] {
  return Object.values(state).flatMap((slice) => {
    const queries = (slice as { queries?: Record<string, { status?: string }> } | null)?.queries;
    return queries ? Object.entries(queries).filter(([, q]) => q?.status === 'pending').map(([key]) => key) : [];
  });
}

interface Row {
  url: string;
  /** How many reads the row sends. */
  reads: number;
  /** The reads that follow from an answer (the wallet's top-up limits, once the wallets are in). */
  then?: [ServiceName, ApiRequest][];
  /** The driver sees what they came for, and everything the row's reads feed is on screen. */
  shown: () => Promise<void>;
}

const ROWS: Row[] = [
  {
    url: '/payPage?uniqueId=U20001&parkId=P1001',
    reads: 5,
    shown: async () => {
      const card = await screen.findByRole('region', { name: '停车账单' }, FIND);
      expect(within(card).getByText('京A·12345')).toBeInTheDocument();
      await screen.findByRole('button', { name: '立即支付' });
    },
  },
  {
    url: '/chargingResults?orderNo=C30001',
    reads: 1,
    shown: async () => {
      const figures = await screen.findByRole('region', { name: '充电数据' }, FIND);
      expect(within(figures).getByText('已充电量')).toBeInTheDocument();
      expect(within(figures).getByText(/^\d+\.\d{2} 度$/)).toBeInTheDocument();
      expect(screen.getByText('充电中')).toBeInTheDocument();
    },
  },
  {
    url: '/chargeStationDetail?stationId=S2001',
    reads: 2,
    shown: async () => {
      await screen.findByRole('heading', { name: '王府井百货充电站' }, FIND);
      expect(screen.getByText('当前电价')).toBeInTheDocument();
      const access = await screen.findByRole('region', { name: '预约与排队' });
      await waitFor(() => expect(access).not.toHaveTextContent('加载中'));
      expect(within(access).getAllByRole('button').length).toBeGreaterThan(0);
    },
  },
  {
    url: '/bookRecordDetail?bookOrderId=BO090003',
    reads: 1,
    shown: async () => {
      const details = await screen.findByRole('region', { name: '预约详情' }, FIND);
      expect(details).toHaveTextContent('待入场');
    },
  },
  {
    url: '/mounthlyRenew?bagId=BG9001',
    reads: 3,
    shown: async () => {
      await screen.findByText('续费后有效期至', {}, FIND);
      await waitFor(() => expect(screen.queryByText('支付方式加载中')).not.toBeInTheDocument());
    },
  },
  {
    url: '/accountBalance',
    reads: 3,
    shown: async () => {
      const driver = backend.db.drivers.find((d) => d.driverId === DRIVER_A)!;
      const card = await screen.findByRole('region', { name: '账户余额' }, FIND);
      expect(card).toHaveTextContent(formatMoney(driver.balanceCents));
    },
  },
  {
    url: '/wallet',
    reads: 3,
    then: [['driver', { url: '/driver/v2/api/wallet/topUpRules', params: { walletId: 'W4001' } }]],
    shown: async () => {
      // The default wallet's figure is the driver's balance (the mock keeps one source of it).
      const driver = backend.db.drivers.find((d) => d.driverId === DRIVER_A)!;
      const mine = await screen.findByRole('region', { name: '我的钱包' }, FIND);
      expect(mine).toHaveTextContent(`余额 ${formatMoney(driver.balanceCents)}`);
      await screen.findByRole('heading', { name: '充值到：通用余额' });
    },
  },
  {
    url: '/wallet?walletId=W4002',
    reads: 3,
    then: [['driver', { url: '/driver/v2/api/wallet/topUpRules', params: { walletId: 'W4002' } }]],
    shown: async () => {
      await screen.findByRole('heading', { name: '充值到：充电专用钱包' }, FIND);
    },
  },
  {
    url: '/invoiceRecordDetail?invoiceNo=FP24110001',
    reads: 1,
    shown: async () => {
      const invoice = backend.db.invoices.find((i) => i.invoiceNo === 'FP24110001')!;
      const head = await screen.findByLabelText('开票状态', {}, FIND);
      expect(head).toHaveTextContent(formatMoney(invoice.amountCents).replace('元', ''));
    },
  },
  {
    url: '/customerService/feedDetail?requestNo=SR000001',
    reads: 1,
    shown: async () => {
      const replies = await screen.findByRole('region', { name: '客服回复' }, FIND);
      expect(replies).toHaveTextContent('感谢您的建议，我们已转交产品团队评估。');
    },
  },
];

describe.each(ROWS)('$url', ({ url, reads, then = [], shown }) => {
  test('its reads go out before the page, and the page takes each instead of asking again', async () => {
    signInAs('A');
    const where = new URL(url, 'http://localhost/');
    const token = readToken();
    const early = earlyReadsFor(where, token);
    expect(early).toHaveLength(reads);
    startEarlyReads(where);
    // Out before the page's code runs at all.
    await waitFor(() => early.forEach(([, req]) => expect(callsOn(req).length).toBeGreaterThan(0)));

    const { store } = renderApp(url);
    await shown();
    await waitFor(() => expect(pendingQueries(store.getState() as unknown as Record<string, unknown>)).toEqual([]));

    for (const [service, req] of [...early, ...then]) {
      const label = `${service} ${req.method ?? 'GET'} ${req.url}`;
      // Once on its path, whatever the parameters: a page asking with others would make a second.
      expect({ label, calls: callsOn(req).length }).toEqual({ label, calls: 1 });
      expect({ label, carried: carries(callsOn(req)[0]!, req) }).toEqual({ label, carried: true });
      // Taken by the page: a row the page never asks (another path) would still be waiting here.
      expect({ label, waiting: takeEarly(service, req, token) !== null }).toEqual({ label, waiting: false });
    }
  });
});

test('a visitor sends nothing: the pages ask a signed-in driver', async () => {
  for (const { url } of ROWS) {
    const where = new URL(url, 'http://localhost/');
    expect(earlyReadsFor(where, undefined)).toEqual([]);
    startEarlyReads(where);
  }
  await new Promise((r) => setTimeout(r, 100));
  expect(backend.calls.list()).toEqual([]);
});

test('an address that signs someone in (ticket) sends nothing', async () => {
  signInAs('A');
  for (const { url } of ROWS) {
    const where = new URL(`${url}${url.includes('?') ? '&' : '?'}ticket=T123`, 'http://localhost/');
    expect(earlyReadsFor(where, readToken())).toEqual([]);
    startEarlyReads(where);
  }
  await new Promise((r) => setTimeout(r, 100));
  expect(backend.calls.list()).toEqual([]);
});

test('the early reads go out together, not a task each: a browser with scheduler.yield sends every one at once', async () => {
  signInAs('A');
  // A scheduler whose next task never comes: a page's query waits for it (a page's queries start a task each,
  // api/baseQuery), the early script's reads must not.
  const waiting: (() => void)[] = [];
  const held = { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) };
  Object.assign(globalThis, { scheduler: held });
  try {
    const { store } = storeWithFakes();
    startEarlyReads({ pathname: '/payPage', search: '?uniqueId=U20001&parkId=P1001' });
    const ordinary = store.dispatch(driverApi.endpoints.plateCount.initiate(undefined, { subscribe: false }));
    await waitFor(() => expect(backend.calls.list().map((c) => c.path).sort()).toEqual(
      ['/charge/v2/api/parkOrders/msp/detail', '/charge/v2/api/parkOrders/msp/usableCoupons', '/dealer/v2/api/parkPayTypesFetch', '/driver/v2/api/balanceInfo', '/pay/v2/api/payModel'],
    ));
    await new Promise((r) => setTimeout(r, 100));
    expect(backend.calls.list('/driver/v2/api/plateCount', 'GET')).toEqual([]);
    // Its task comes: it goes.
    waiting.forEach((resolve) => resolve());
    expect((await ordinary).isSuccess).toBe(true);
  } finally {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  }
});

test('an early answer is taken once: the next ask of the same read goes to the network', async () => {
  signInAs('A');
  const { store } = storeWithFakes({ at: '/chargingResults?orderNo=C30001' });
  startEarlyReads({ pathname: '/chargingResults', search: '?orderNo=C30001' });
  const SESSION = '/cps/v2/api/chargingOrders/C30001';

  const first = await store.dispatch(cpsSessionApi.endpoints.chargingSession.initiate('C30001', { subscribe: false }));
  expect(first.data?.orderNo).toBe('C30001');
  expect(backend.calls.list(SESSION, 'GET')).toHaveLength(1);

  const again = await store.dispatch(cpsSessionApi.endpoints.chargingSession.initiate('C30001', { subscribe: false, forceRefetch: true }));
  expect(again.data?.orderNo).toBe('C30001');
  expect(backend.calls.list(SESSION, 'GET')).toHaveLength(2);
});

test('a mutation never takes an early answer, even of the very same call', async () => {
  signInAs('A');
  const { store } = storeWithFakes();
  const token = readToken();
  const service: ServiceName = 'booking';
  const req: ApiRequest = { url: '/api/v1/previewBookOrderCancelResult', method: 'POST', body: { bookOrderId: 'BO090003' } };
  sendEarly(service, req, token);
  await waitFor(() => expect(backend.calls.list(req.url, 'POST')).toHaveLength(1));

  const preview = await store.dispatch(bookingSpecApi.endpoints.previewBookOrderCancel.initiate({ bookOrderId: 'BO090003' }));
  expect('data' in preview).toBe(true);
  expect(backend.calls.list(req.url, 'POST')).toHaveLength(2);
  // Still there, untouched by the mutation.
  expect(takeEarly(service, req, token)).not.toBeNull();
});

test('the pages that send reads early are the ones index.html runs the early script on, each an entry route', async () => {
  const { earlyReadPaths } = await import('@/app/earlyReadTable');
  const { routes, earlyReads } = (await import('@config/entryRoutes.json')).default;
  expect([...earlyReadPaths()].sort()).toEqual([...earlyReads].sort());
  expect(earlyReads.filter((p) => !routes.includes(p))).toEqual([]);
});
