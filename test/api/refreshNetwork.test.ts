import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { Mutex } from '@/lib/mutex';
import { createBaseQuery, type ApiExtra } from '@/api/baseQuery';
import type { ApiRequest } from '@/api/request';
import { readRefreshToken, readToken } from '@/session/tokens';
import { expireAllAccessTokens } from '@mocks/db/tokens';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

const BALANCE: ApiRequest = { url: '/driver/v2/api/balanceInfo' };
const WITHDRAW: ApiRequest = { url: '/driver/v2/api/wallet/topUps', method: 'POST', body: { amountCents: 5000, payChannel: 1 } };
const REFRESH = '/auth/v2/api/refreshToken';
const NETWORK_MESSAGE = '网络异常，请检查网络后重试';

/** The store's own base query for the driver service, called the way RTK Query calls it. */
function setup(at = '/carManage') {
  const fakes = storeWithFakes({ at });
  const extra: ApiExtra = { reauth: new Mutex() };
  const query = createBaseQuery('driver');
  const api = (type: 'query' | 'mutation' = 'query'): BaseQueryApi => ({
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: fakes.store.dispatch,
    getState: fakes.store.getState,
    extra,
    endpoint: 'balanceInfo',
    type,
  });
  return { ...fakes, call: (req: ApiRequest) => query(req, api(), {}), pay: (req: ApiRequest) => query(req, api('mutation'), {}) };
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

describe.each([
  ['a network error', { networkError: true }],
  ['an HTTP 500', { httpStatus: 500 }],
  ['an HTTP 503 without an envelope', { httpStatus: 503, code: '503' }],
])('a refresh that fails with %s', (_name, fault) => {
  test('keeps the session; the whole wave fails with the network message after exactly one refresh, told by the banner', async () => {
    const pair = signInAs('A');
    const { call, store, ui, navigator } = setup();
    expireAllAccessTokens(backend.db);
    backend.faults.add({ path: REFRESH, times: 10, ...fault });

    const results = await Promise.all(Array.from({ length: 20 }, () => call(BALANCE)));

    expect(results.map((r) => r.error?.msg)).toEqual(Array(20).fill(NETWORK_MESSAGE));
    expect(results.every((r) => !r.error?.handled)).toBe(true);
    expect(backend.calls.list(REFRESH)).toHaveLength(1);
    expect(readToken()).toBe(pair.token);
    expect(readRefreshToken()).toBe(pair.refreshToken);
    expect(store.getState().session.status).toBe('driver');
    // The banner says it (with when the app tries next), not a toast per read.
    expect(ui.toasts).toEqual([]);
    expect(store.getState().reachability.renewalFailing).toBe(true);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(navigator.visits).toEqual(['/carManage']);
  });
});

test('a refresh that times out keeps the session and the calls fail with the timeout message', async () => {
  const pair = signInAs('A');
  const { call, store, navigator } = setup();
  expireAllAccessTokens(backend.db);
  backend.faults.add({ path: REFRESH, delayMs: 12_000, times: 10 });

  const pending = Promise.all(Array.from({ length: 5 }, () => call(BALANCE)));
  await jest.advanceTimersByTimeAsync(10_000);
  const results = await pending;

  expect(results.map((r) => r.error?.code)).toEqual(Array(5).fill('TIMEOUT_ERROR'));
  expect(backend.calls.list(REFRESH)).toHaveLength(1);
  expect(readToken()).toBe(pair.token);
  expect(store.getState().session.status).toBe('driver');
  await jest.advanceTimersByTimeAsync(5_000);
  expect(navigator.visits).toEqual(['/carManage']);
});

test('a later call with the same token is not sent, and does not refresh: the reconnect schedule alone tries again', async () => {
  signInAs('A');
  const { call } = setup();
  expireAllAccessTokens(backend.db);
  backend.faults.add({ path: REFRESH, networkError: true });

  await Promise.all([call(BALANCE), call(BALANCE), call(BALANCE)]);
  expect(backend.calls.list(REFRESH)).toHaveLength(1);
  const sent = backend.calls.list(BALANCE.url).length;

  const later = await call(BALANCE);
  expect(later.error).toMatchObject({ code: 'NETWORK_ERROR', msg: NETWORK_MESSAGE });
  expect(backend.calls.list(REFRESH)).toHaveLength(1);
  expect(backend.calls.list(BALANCE.url)).toHaveLength(sent);
});

test('a top-up while the refresh waits is not sent, and the driver is told at once', async () => {
  signInAs('A');
  const { call, pay, ui } = setup();
  expireAllAccessTokens(backend.db);
  backend.faults.add({ path: REFRESH, networkError: true });
  await call(BALANCE);

  const result = await pay(WITHDRAW);
  expect(result.error).toMatchObject({ code: 'NETWORK_ERROR', msg: NETWORK_MESSAGE });
  expect(backend.calls.list(WITHDRAW.url, 'POST')).toHaveLength(0);
  expect(ui.toasts.map((t) => t.text)).toEqual([NETWORK_MESSAGE]);
});

test.each([
  ['HTTP 401', { httpStatus: 401 }],
  ['code 0xd12501001', { code: '0xd12501001', msg: '登录已失效' }],
])('a refresh the server refuses (%s) signs out once and goes to login once', async (_name, fault) => {
  signInAs('A');
  const { call, store, ui, navigator } = setup();
  expireAllAccessTokens(backend.db);
  backend.faults.add({ path: REFRESH, ...fault });

  const results = await Promise.all(Array.from({ length: 10 }, () => call(BALANCE)));

  expect(results.every((r) => r.error?.code === '401' && r.error.handled)).toBe(true);
  expect(backend.calls.list(REFRESH)).toHaveLength(1);
  expect(readToken()).toBeUndefined();
  expect(store.getState().session.status).toBe('visitor');
  expect(ui.toasts).toEqual([{ text: '登录已过期，请重新登录', ms: 3000 }]);
  await jest.advanceTimersByTimeAsync(3_000);
  expect(navigator.visits).toEqual(['/carManage', `/login?enCodeUrl=${encodeURIComponent('/carManage')}`]);
});
