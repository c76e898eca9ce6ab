import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createBaseQuery, type ApiExtra } from '@/api/baseQuery';
import type { ApiRequest } from '@/api/request';
import { readRefreshToken, readToken } from '@/session/tokens';
import { expireAllAccessTokens } from '@mocks/db/tokens';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

const BALANCE: ApiRequest = { url: '/driver/v2/api/balanceInfo' };

/** The store's own base query for the driver service, called the way RTK Query calls it. */
function baseQueryOf(store: ReturnType<typeof storeWithFakes>['store'], extra: ApiExtra) {
  const query = createBaseQuery('driver');
  const api = (): BaseQueryApi => ({
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra,
    endpoint: 'balanceInfo',
    type: 'query',
  });
  return (req: ApiRequest) => query(req, api(), {});
}

async function setup(at = '/mine') {
  const fakes = storeWithFakes({ at });
  const { Mutex } = await import('@/lib/mutex');
  const extra: ApiExtra = { reauth: new Mutex() };
  return { ...fakes, call: baseQueryOf(fakes.store, extra) };
}

test('a valid token gets the data with no refresh', async () => {
  signInAs('A');
  const { call } = await setup();
  const result = await call(BALANCE);
  expect(result.error).toBeUndefined();
  expect(backend.calls.list('/auth/v2/api/refreshToken')).toHaveLength(0);
});

test('50 concurrent calls that all get 401 cause exactly one refresh, and all 50 replay with the new token', async () => {
  const old = signInAs('A');
  const { call } = await setup();
  expireAllAccessTokens(backend.db);

  const results = await Promise.all(Array.from({ length: 50 }, () => call(BALANCE)));

  expect(results.filter((r) => r.error)).toEqual([]);
  expect(backend.calls.list('/auth/v2/api/refreshToken')).toHaveLength(1);
  const fresh = readToken();
  expect(fresh).toBeDefined();
  expect(fresh).not.toBe(old.token);
  expect(readRefreshToken()).not.toBe(old.refreshToken);
  const balanceCalls = backend.calls.list('/driver/v2/api/balanceInfo');
  expect(balanceCalls).toHaveLength(100);
  expect(balanceCalls.filter((c) => c.headers.authorization === fresh)).toHaveLength(50);
  expect(balanceCalls.filter((c) => c.headers.authorization === old.token)).toHaveLength(50);
});

test('a call whose 401 arrives after another call already refreshed replays without refreshing again', async () => {
  signInAs('A');
  const { call } = await setup();
  expireAllAccessTokens(backend.db);
  await call(BALANCE);
  // A second wave with a token that has since been refreshed and expired again refreshes once more, not twice.
  expireAllAccessTokens(backend.db);
  await Promise.all([call(BALANCE), call(BALANCE), call(BALANCE)]);
  expect(backend.calls.list('/auth/v2/api/refreshToken')).toHaveLength(2);
});

test('a failed refresh signs out exactly once and sends the driver to login once, with the page to come back to', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    signInAs('A');
    const { call, store, ui, navigator } = await setup('/carManage?from=home');
    expireAllAccessTokens(backend.db);
    backend.faults.add({ path: '/auth/v2/api/refreshToken', code: '0xd12501001', msg: '登录已失效' });

    const results = await Promise.all(Array.from({ length: 20 }, () => call(BALANCE)));

    expect(results.every((r) => r.error?.code === '401' && r.error.handled)).toBe(true);
    expect(backend.calls.list('/auth/v2/api/refreshToken')).toHaveLength(1);
    expect(readToken()).toBeUndefined();
    expect(store.getState().session.status).toBe('visitor');
    expect(ui.toasts).toEqual([{ text: '登录已过期，请重新登录', ms: 3000 }]);
    await jest.advanceTimersByTimeAsync(2_900);
    expect(navigator.visits).toEqual(['/carManage?from=home']);
    await jest.advanceTimersByTimeAsync(200);
    expect(navigator.visits).toEqual(['/carManage?from=home', `/login?enCodeUrl=${encodeURIComponent('/carManage?from=home')}`]);
  } finally {
    jest.useRealTimers();
  }
});

test('a 401 with no stored token shows the login toast, then goes to login with the encoded URL after 3 s', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const { call, ui, navigator } = await setup('/orderRecord?page=2');
    const results = await Promise.all([call(BALANCE), call(BALANCE)]);
    expect(results.every((r) => r.error?.code === '401')).toBe(true);
    expect(backend.calls.list('/auth/v2/api/refreshToken')).toHaveLength(0);
    expect(ui.toasts).toEqual([{ text: '请先登录', ms: 3000 }]);
    await jest.advanceTimersByTimeAsync(2_999);
    expect(navigator.visits).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(navigator.visits[1]).toBe('/login?enCodeUrl=%2ForderRecord%3Fpage%3D2');
  } finally {
    jest.useRealTimers();
  }
});

test('on the login page already, a 401 tells the driver and stays: login is never a return target, nor opened twice', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const { call, navigator, ui } = await setup('/login?redirect=%2Fmine');
    await call(BALANCE);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(ui.toasts).toEqual([{ text: '请先登录', ms: 3000 }]);
    expect(navigator.visits).toEqual(['/login?redirect=%2Fmine']);
  } finally {
    jest.useRealTimers();
  }
});
