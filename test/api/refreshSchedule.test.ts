import { waitFor } from '@testing-library/react';
import { refreshBudget } from '@/api/tokenRenewal';
import { reconnectTiming } from '@/app/sagas/reconnectSaga';
import { readToken } from '@/session/tokens';
import { expireAllAccessTokens } from '@mocks/db/tokens';
import { backend } from '../support/mockServer';
import { comeBackToApp, goOnline } from '../support/network';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';
import { linkedTabs } from '../support/tabs';
import { driverAccountApi } from '@/api/driver/account';

const REFRESH = '/auth/v2/api/refreshToken';
const BALANCE = '/driver/v2/api/balanceInfo';
const DRIVER = { session: { status: 'driver' as const, driverId: 'D10001' } };

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  // The middle of the jitter: each wait is the schedule's own.
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** When the app sent each refresh request, on its (fake) clock: the time its CustomPayload header carries. */
const refreshTimes = () =>
  backend.calls.list(REFRESH).map((c) => (JSON.parse(atob(c.headers.custompayload ?? '')) as { ts: number }).ts);

function maxInAnyMinute(times: number[]): number {
  return Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + 60_000).length));
}

function driverStore(options: Parameters<typeof storeWithFakes>[0] = {}) {
  return storeWithFakes({ at: '/home', preloaded: DRIVER, ...options });
}

test('while the refresh cannot get through, it is tried once per reconnect step, within 3 a minute, and the reads wait unsent', async () => {
  signInAs('A');
  const { store, ui, navigator } = driverStore();
  expireAllAccessTokens(backend.db);
  backend.faults.add({ path: REFRESH, networkError: true, times: 1000 });
  const counts: number[] = [];
  const count = () => backend.calls.list(REFRESH).length;

  const sub = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
  await jest.advanceTimersByTimeAsync(100);
  counts.push(count());
  expect(store.getState().reachability.renewalFailing).toBe(true);
  const [first, second] = reconnectTiming.delaysMs as [number, number];
  expect(store.getState().reachability.nextAttemptAt).toBe(Date.now() - 100 + first);

  await jest.advanceTimersByTimeAsync(first);
  counts.push(count());
  await jest.advanceTimersByTimeAsync(second);
  counts.push(count());
  // The third step would come at 21 s; the budget (3 a minute, and a second for the way there) holds it to 61 s.
  await jest.advanceTimersByTimeAsync(50_000);
  counts.push(count());
  await jest.advanceTimersByTimeAsync(2_500);
  counts.push(count());
  expect(counts).toEqual([1, 2, 3, 3, 4]);

  // The read was sent once, with the expired token; waiting, it is not sent again and nothing signed out.
  expect(backend.calls.list(BALANCE)).toHaveLength(1);
  expect(store.getState().session.status).toBe('driver');
  expect(navigator.visits).toEqual(['/home']);
  expect(ui.toasts).toEqual([]);
  sub.unsubscribe();
});

test('the refresh that gets through brings the reads back, and the wait is over', async () => {
  signInAs('A');
  const { store } = driverStore();
  expireAllAccessTokens(backend.db);
  backend.faults.add({ path: REFRESH, networkError: true, times: 2 });

  const sub = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
  await jest.advanceTimersByTimeAsync(20_000);

  expect(backend.calls.list(REFRESH)).toHaveLength(3);
  expect(driverAccountApi.endpoints.balanceInfo.select()(store.getState()).data).toBeDefined();
  expect(store.getState().reachability).toMatchObject({ renewalFailing: false, nextAttemptAt: null });
  expect(maxInAnyMinute(refreshTimes())).toBeLessThanOrEqual(refreshBudget.perWindow);
  sub.unsubscribe();
});

test('the network coming back, or the driver returning to the app, tries at once (within the budget)', async () => {
  signInAs('A');
  const { store } = driverStore();
  expireAllAccessTokens(backend.db);
  backend.faults.add({ path: REFRESH, networkError: true, times: 1 });
  const sub = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
  await jest.advanceTimersByTimeAsync(1_000);
  expect(backend.calls.list(REFRESH)).toHaveLength(1);

  // Too soon after the last try (3 s apart at least): the try waits for that, not for the next step.
  goOnline();
  await jest.advanceTimersByTimeAsync(1_000);
  expect(backend.calls.list(REFRESH)).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1_100);
  expect(backend.calls.list(REFRESH)).toHaveLength(2);
  await waitFor(() => expect(driverAccountApi.endpoints.balanceInfo.select()(store.getState()).data).toBeDefined());
  sub.unsubscribe();
});

test('a return to the app between steps tries then, not at the next step', async () => {
  signInAs('A');
  const { store } = driverStore();
  expireAllAccessTokens(backend.db);
  backend.faults.add({ path: REFRESH, networkError: true, times: 2 });
  const sub = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
  // Tries at 0 and 3 s; the next step is due at 9 s.
  await jest.advanceTimersByTimeAsync(7_000);
  expect(backend.calls.list(REFRESH)).toHaveLength(2);

  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  comeBackToApp();
  await jest.advanceTimersByTimeAsync(200);
  expect(backend.calls.list(REFRESH)).toHaveLength(3);
  await waitFor(() => expect(driverAccountApi.endpoints.balanceInfo.select()(store.getState()).data).toBeDefined());
  sub.unsubscribe();
});

test('a refresh the server refuses on a later step signs out once', async () => {
  signInAs('A');
  const { store, navigator } = driverStore();
  expireAllAccessTokens(backend.db);
  backend.faults.add({ path: REFRESH, networkError: true, times: 1 });
  backend.faults.add({ path: REFRESH, httpStatus: 401, times: 1 });
  const sub = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
  await jest.advanceTimersByTimeAsync(8_000);

  expect(backend.calls.list(REFRESH)).toHaveLength(2);
  expect(readToken()).toBeUndefined();
  expect(store.getState().session.status).toBe('visitor');
  expect(navigator.visits).toEqual(['/home', `/login?enCodeUrl=${encodeURIComponent('/home')}`]);
  sub.unsubscribe();
});

describe('two tabs of the app', () => {
  test('share one wave: the second tab does not refresh while the first one waits, and uses its new tokens', async () => {
    signInAs('A');
    const [linkA, linkB] = linkedTabs(2);
    const a = driverStore({ tabLink: linkA });
    const b = driverStore({ at: '/wallet', tabLink: linkB });
    expireAllAccessTokens(backend.db);
    backend.faults.add({ path: REFRESH, networkError: true, times: 1 });

    const subA = a.store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
    await jest.advanceTimersByTimeAsync(100);
    expect(backend.calls.list(REFRESH)).toHaveLength(1);
    expect(b.store.getState().reachability.renewalFailing).toBe(true);

    const balanceReads = backend.calls.list(BALANCE).length;
    const subB = b.store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
    await jest.advanceTimersByTimeAsync(100);
    expect(backend.calls.list(BALANCE)).toHaveLength(balanceReads);
    expect(backend.calls.list(REFRESH)).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(5_000);
    expect(backend.calls.list(REFRESH)).toHaveLength(2);
    for (const tab of [a, b]) {
      expect(driverAccountApi.endpoints.balanceInfo.select()(tab.store.getState()).data).toBeDefined();
      expect(tab.store.getState().reachability.renewalFailing).toBe(false);
    }
    subA.unsubscribe();
    subB.unsubscribe();
  });
});
