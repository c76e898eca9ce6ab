import { createDebugLog, createRing, DEBUG_LOG_SIZE } from '@/api/debugLog';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';
import { driverAccountApi } from '@/api/driver/account';

test('a ring keeps the last N, oldest first, and hands back what it drops', () => {
  const ring = createRing<number>(3);
  expect(ring.list()).toEqual([]);
  expect([1, 2, 3].map((n) => ring.push(n))).toEqual([undefined, undefined, undefined]);
  expect(ring.push(4)).toBe(1);
  expect(ring.list()).toEqual([2, 3, 4]);
  for (let n = 5; n <= 10; n += 1) ring.push(n);
  expect(ring.list()).toEqual([8, 9, 10]);
});

test('the log keeps the last 200 actions and 200 calls; its base state is the one before the oldest kept action', () => {
  const log = createDebugLog();
  expect(DEBUG_LOG_SIZE).toBe(200);
  for (let i = 0; i < 250; i += 1) {
    log.recordAction({ type: `a${i}` }, { n: i }, { n: i + 1 }, i);
    log.recordCall({ at: i, method: 'GET', path: `/p${i}`, status: 200, code: '200', durationMs: 1 });
  }
  expect(log.actions()).toHaveLength(200);
  expect(log.actions()[0]).toEqual({ at: 50, action: { type: 'a50' }, state: { n: 51 } });
  expect(log.actions()[199]?.action).toEqual({ type: 'a249' });
  expect(log.baseState()).toEqual({ n: 50 });
  expect(log.calls()).toHaveLength(200);
  expect(log.calls()[0]?.path).toBe('/p50');
});

test('before anything is dropped, the base is the state before the first action', () => {
  const log = createDebugLog();
  log.recordAction({ type: 'x' }, { first: true }, { first: false });
  expect(log.baseState()).toEqual({ first: true });
});

test('the store records what reaches its reducers and every API exchange: method, path, status, code, duration', async () => {
  signInAs('A');
  backend.faults.add({ path: '/driver/v2/api/balanceInfo', code: '0xd06510042', msg: '余额不足' });
  const { store } = storeWithFakes();
  const balance = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate(undefined));
  await balance;
  balance.unsubscribe();
  const calls = store.debugLog.calls().filter((c) => c.path === '/driver/v2/api/balanceInfo');
  expect(calls).toEqual([expect.objectContaining({ method: 'GET', status: 200, code: '0xd06510042', msg: '余额不足' })]);
  expect(calls[0]?.durationMs).toBeGreaterThanOrEqual(0);
  const types = store.debugLog.actions().map((a) => (a.action as { type: string }).type);
  expect(types).toContain('driverApi/executeQuery/pending');
  expect(types).toContain('driverApi/executeQuery/rejected');
  // Each entry holds the state after it: the last one is the store's state now.
  expect(store.debugLog.actions().at(-1)?.state).toBe(store.getState());
});
