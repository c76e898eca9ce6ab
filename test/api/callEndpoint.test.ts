import { ABORTED, errorRaised, NETWORK_ERROR, type ApiError } from '@/api/apiError';
import { callEndpoint, fetchOnce, type Initiated } from '@/api/callEndpoint';
import { cpsSessionApi } from '@/api/cps/session';
import type { ChargingSession, StopChargingResult } from '@/api/cps/session.types';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

const SESSION = '/cps/v2/api/chargingOrders/{orderNo}';
const STOP = '/cps/v2/api/chargingOrders/{orderNo}/stop';
const ep = cpsSessionApi.endpoints;
const asked = () => backend.calls.list(SESSION, 'GET').length;

/** A fresh store per test with driver A signed in, and a way to run one saga on it to its end. */
function setup() {
  signInAs('A');
  const { store } = storeWithFakes();
  const run = <T>(saga: () => Generator<unknown, T, unknown>) => store.runSaga(saga).toPromise() as Promise<T>;
  /** The error catalogue's input: every api/errorRaised that reached the store. */
  const raised = () => store.debugLog.actions().map((r) => r.action).filter((a) => errorRaised.match(a)).map((a) => a.payload);
  return { store, run, raised };
}

/** The mock's control API: the next matching call fails as told. */
async function fault(body: Record<string, unknown>) {
  await fetch('http://localhost/__mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** Whether a kept subscription would bring the session back: invalidate it and give a refetch time to go out. */
async function invalidateSession(store: ReturnType<typeof setup>['store']) {
  store.dispatch(cpsSessionApi.util.invalidateTags([{ type: 'ChargingSession', id: 'C30001' }]));
  await new Promise((r) => setTimeout(r, 100));
}

describe('callEndpoint', () => {
  test('a query: its data, in the cache the pages read, and let go of (an invalidation asks nothing again)', async () => {
    const { store, run } = setup();
    const s = await run(function* () {
      return yield* callEndpoint(ep.chargingSession, 'C30001');
    });
    expect(s).toMatchObject({ orderNo: 'C30001', state: 'charging' });
    expect(ep.chargingSession.select('C30001')(store.getState() as never).data).toEqual(s);
    expect(asked()).toBe(1);

    await invalidateSession(store);
    expect(asked()).toBe(1);

    // The contrast: a subscription that is kept is asked again after the same invalidation.
    const kept = store.dispatch(ep.chargingSession.initiate('C30001'));
    await kept;
    const before = asked();
    await invalidateSession(store);
    expect(asked()).toBe(before + 1);
    kept.unsubscribe();
  });

  test('a mutation: the server received it once, its answer comes back and its entry is reset', async () => {
    const { store, run } = setup();
    const r = await run(function* () {
      const sent: StopChargingResult = yield* callEndpoint(ep.stopCharging, 'C30001');
      return sent;
    });
    expect(r).toEqual({ state: 'stopping' });
    expect(backend.calls.list(STOP, 'POST')).toHaveLength(1);
    expect(backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')?.stopRequestedAt).not.toBeNull();
    expect(Object.keys(store.getState().cpsApi.mutations)).toHaveLength(0);
  });

  test('a call handed over ready-made (a pay kind\'s create: endpoint.initiate(…)) works the same', async () => {
    const { store, run } = setup();
    const r = await run(function* () {
      return yield* callEndpoint(ep.stopCharging.initiate('C30001') as Initiated<StopChargingResult>);
    });
    expect(r).toEqual({ state: 'stopping' });
    expect(backend.calls.list(STOP, 'POST')).toHaveLength(1);
    expect(Object.keys(store.getState().cpsApi.mutations)).toHaveLength(0);
  });

  test('a refusal throws the server\'s ApiError, and the error catalogue was told', async () => {
    const { store, run, raised } = setup();
    const thrown = await run(function* () {
      try {
        yield* callEndpoint(ep.chargingSession, 'C99999');
        return null;
      } catch (e) {
        return e as ApiError;
      }
    });
    expect(thrown).toMatchObject({ code: '404', msg: '未找到该充电订单' });
    expect(raised()).toEqual([expect.objectContaining({ code: '404', msg: '未找到该充电订单' })]);
    expect(ep.chargingSession.select('C99999')(store.getState() as never).error).toMatchObject({ code: '404' });
  });

  test('a call that cannot get through throws the network error; one cut off before its answer throws ABORTED', async () => {
    const { run } = setup();
    await fault({ path: SESSION, method: 'GET', networkError: true });
    const network = await run(function* () {
      try {
        yield* callEndpoint(ep.chargingSession, 'C30001');
        return null;
      } catch (e) {
        return e as ApiError;
      }
    });
    expect(network).toMatchObject({ code: NETWORK_ERROR });

    await fault({ path: SESSION, method: 'GET', delayMs: 500 });
    const start = ep.chargingSession.initiate('C30001', { forceRefetch: true });
    // The same thunk, aborted as soon as it is sent (as a page going away or a newer request would).
    const cutOff = ((...args: Parameters<typeof start>) => {
      const started = start(...args);
      started.abort();
      return started;
    }) as unknown as Initiated<ChargingSession>;
    const aborted = await run(function* () {
      try {
        yield* callEndpoint(cutOff);
        return null;
      } catch (e) {
        return e as ApiError;
      }
    });
    expect(aborted).toMatchObject({ code: ABORTED, handled: true });
  });
});

describe('fetchOnce', () => {
  test('reads through the cache, or asks again with forceRefetch; never stays subscribed', async () => {
    const { store, run } = setup();
    const first = await run(function* () {
      return yield* fetchOnce(ep.chargingSession, 'C30001');
    });
    expect(first).toMatchObject({ orderNo: 'C30001' });
    const cached = await run(function* () {
      return yield* fetchOnce(ep.chargingSession, 'C30001');
    });
    expect(cached).toEqual(first);
    expect(asked()).toBe(1);
    await run(function* () {
      return yield* fetchOnce(ep.chargingSession, 'C30001', { forceRefetch: true });
    });
    expect(asked()).toBe(2);

    await invalidateSession(store);
    expect(asked()).toBe(2);
  });

  test('a failure is null, and the error catalogue was told', async () => {
    const { run, raised } = setup();
    const r = await run(function* () {
      return yield* fetchOnce(ep.chargingSession, 'C99999');
    });
    expect(r).toBeNull();
    expect(raised()).toEqual([expect.objectContaining({ code: '404' })]);
  });
});
