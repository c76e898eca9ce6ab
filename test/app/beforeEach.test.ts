import type { Task } from 'redux-saga';
import { beforeEachNavigation } from '@/app/sagas/beforeEachSaga';
import { readStored } from '@/session/storage';
import { readToken, saveTokens } from '@/session/tokens';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

/** The before-each step and then its background work (menu config, app info, map key) to the end. */
const run = async (store: ReturnType<typeof storeWithFakes>['store'], url: string) => {
  const background = (await store.runSaga(beforeEachNavigation, new URL(url, 'http://localhost')).toPromise()) as Task;
  await background.toPromise();
};

const reqJsonUrl = (path: string, req: unknown) => `${path}?reqJson=${encodeURIComponent(JSON.stringify(req))}`;

test('reqJson from the address bar is stored with the keys other code reads', async () => {
  const { store } = storeWithFakes();
  await run(store, reqJsonUrl('/home', { driverDealerId: '1001', clientType: 3, openId: 'o1', sourceType: 5, collectorCode: 'C9', buyid: 'B1' }));
  expect(readStored('reqJson')).toEqual({ driverDealerId: '1001', clientType: 3, openId: 'o1', sourceType: 5, collectorCode: 'C9', buyid: 'B1' });
  expect(readStored('driverDealerId')).toBe('1001');
  expect(readStored('clientType')).toBe(3);
  expect(readStored('openId')).toBe('o1');
  expect(readStored('sourceType')).toBe(5);
  expect(readStored('collectorCode')).toBe('C9');
  expect(readStored('buyid')).toBe('B1');
});

test('malformed reqJson is ignored with a console warning, never a crash', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { store } = storeWithFakes();
  await expect(run(store, '/home?reqJson=%7Bnot-json')).resolves.toBeUndefined();
  await run(store, '/home?reqJson=%5B1%2C2%5D');
  expect(readStored('reqJson')).toBeUndefined();
  // Only the reqJson warnings count: a loaded machine may add unrelated ones (a slow-call notice).
  expect(warn.mock.calls.filter(([m]) => String(m).includes('reqJson ignored'))).toHaveLength(2);
  warn.mockRestore();
});

test('a different driverDealerId clears the tokens first, and keeps the location', async () => {
  localStorage.setItem('driverDealerId', '1001');
  localStorage.setItem('lat', '39.9');
  localStorage.setItem('lng', '116.4');
  saveTokens({ token: 'at_old', refreshToken: 'rt_old' });
  const { store } = storeWithFakes({ preloaded: { session: { status: 'driver', driverId: 'D10001' } } });
  await run(store, reqJsonUrl('/home', { driverDealerId: '2002' }));
  expect(readToken()).toBeUndefined();
  expect(store.getState().session.status).toBe('visitor');
  expect(readStored('driverDealerId')).toBe('2002');
  expect(readStored('lat')).toBe(39.9);
  expect(readStored('lng')).toBe(116.4);
});

test('the same driverDealerId keeps the session', async () => {
  localStorage.setItem('driverDealerId', '1001');
  const pair = signInAs('A');
  const { store } = storeWithFakes();
  await run(store, reqJsonUrl('/home', { driverDealerId: '1001' }));
  expect(readToken()).toBe(pair.token);
});

test('a ticket in reqJson is exchanged for a token pair (ticket and openid) before the page continues', async () => {
  const { store } = storeWithFakes();
  await run(store, reqJsonUrl('/home', { ticket: 'TICKET-DEMO-A', openid: 'oWx_demo_A' }));
  expect(backend.calls.list('/driver/v2/api/getTokenByTicket')[0]?.query).toEqual({ ticket: 'TICKET-DEMO-A', openid: 'oWx_demo_A' });
  expect(readToken()).toMatch(/^at_/);
  expect(store.getState().session).toEqual({ status: 'driver', driverId: 'D10001' });
});

test('a bad ticket leaves the driver a visitor and the page still shows', async () => {
  const { store } = storeWithFakes();
  await expect(run(store, reqJsonUrl('/home', { ticket: 'NOPE', openid: 'x' }))).resolves.toBeUndefined();
  expect(readToken()).toBeUndefined();
  expect(store.getState().session.status).toBe('visitor');
});

test('the menu config is loaded, except on notice and failure pages', async () => {
  const { store } = storeWithFakes();
  await run(store, '/notice1');
  expect(backend.calls.list('/basic/v2/api/menuConfigs')).toHaveLength(0);
  await run(store, '/home');
  expect(backend.calls.list('/basic/v2/api/menuConfigs')).toHaveLength(1);
  // Cached: the next page does not ask again.
  await run(store, '/mine');
  expect(backend.calls.list('/basic/v2/api/menuConfigs')).toHaveLength(1);
});

test.each([
  [2, 1],
  [3, 1],
  [1, 0],
] as const)('client type %i: app info and map key fetched %i time(s)', async (clientType, times) => {
  localStorage.setItem('clientType', String(clientType));
  const { store } = storeWithFakes();
  await run(store, '/home');
  expect(backend.calls.list('/basic/v2/api/applicationInfos')).toHaveLength(times);
  expect(backend.calls.list('/basic/v2/api/getAk')).toHaveLength(times);
  if (times) {
    expect(readStored('appid')).toBeTruthy();
    expect(readStored('ak')).toBeTruthy();
  }
});

test('a failing step degrades: the saga still finishes', async () => {
  backend.faults.add({ path: '/basic/v2/api/menuConfigs', networkError: true });
  backend.faults.add({ path: '/basic/v2/api/applicationInfos', code: '500', msg: '服务异常' });
  const { store, ui } = storeWithFakes();
  await expect(run(store, '/home')).resolves.toBeUndefined();
  // menuConfigs and applicationInfos are silent: the driver is not bothered about them.
  expect(ui.toasts).toEqual([]);
});

describe('what a page waits for', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  /** Only the part the root loader awaits; resolves with the background task. */
  const step = (store: ReturnType<typeof storeWithFakes>['store'], url: string) =>
    store.runSaga(beforeEachNavigation, new URL(url, 'http://localhost')).toPromise() as Promise<Task>;

  test('the page waits for the ticket exchange, not for a slow menu config, app info or map key', async () => {
    for (const path of ['/basic/v2/api/menuConfigs', '/basic/v2/api/applicationInfos', '/basic/v2/api/getAk']) {
      backend.faults.add({ path, delayMs: 12_000 });
    }
    const { store } = storeWithFakes();
    let done = false;
    const blocking = step(store, reqJsonUrl('/home', { ticket: 'TICKET-DEMO-A', openid: 'oWx_demo_A' })).then((t) => {
      done = true;
      return t;
    });
    await jest.advanceTimersByTimeAsync(50);
    expect(done).toBe(true);
    expect(store.getState().session).toEqual({ status: 'driver', driverId: 'D10001' });
    const background = await blocking;
    expect(background.isRunning()).toBe(true);
    // The answers still arrive and are kept (the request timeout is 10 s: a 12 s answer is a timeout).
    await jest.advanceTimersByTimeAsync(12_000);
    await background.toPromise();
    expect(backend.calls.list('/basic/v2/api/menuConfigs')).toHaveLength(1);
  });

  test('a ticket exchange slower than its budget lets the page go on as a visitor, and signs in when it answers', async () => {
    backend.faults.add({ path: '/driver/v2/api/getTokenByTicket', delayMs: 7_000 });
    const { store } = storeWithFakes();
    let done = false;
    void step(store, reqJsonUrl('/home', { ticket: 'TICKET-DEMO-A', openid: 'oWx_demo_A' })).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(4_900);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
    expect(store.getState().session.status).toBe('visitor');
    await jest.advanceTimersByTimeAsync(2_000);
    expect(store.getState().session).toEqual({ status: 'driver', driverId: 'D10001' });
    expect(readToken()).toMatch(/^at_/);
  });
});

test('the last menu config is kept for the next visit; another operator\'s entry forgets it', async () => {
  const { store } = storeWithFakes();
  await run(store, reqJsonUrl('/home', { driverDealerId: '1001' }));
  expect(readStored('menuConfig')).toEqual(expect.objectContaining({ charging: expect.any(Number) }));
  backend.faults.add({ path: '/basic/v2/api/menuConfigs', networkError: true });
  const next = storeWithFakes();
  await run(next.store, reqJsonUrl('/home', { driverDealerId: '2002' }));
  expect(readStored('menuConfig')).toBeUndefined();
});
