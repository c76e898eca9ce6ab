import type { Action, Store, StoreEnhancer, StoreEnhancerStoreCreator, UnknownAction } from '@reduxjs/toolkit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serviceApis } from '@/api';
import { basicServiceApi } from '@/api/basic/service';
import { chargingFeature } from '@/features/charging/feature';
import { stopProgressed } from '@/features/charging/session/sessionSlice';
import { lockFeature } from '@/features/booking/locks/feature';
import { lockWatched } from '@/features/booking/locks/lockSlice';
import { appInfoOf } from '@/features/supportDebug/appInfo';
import { buildDebugExport } from '@/features/supportDebug/exportLog';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { signInAs } from '../support/session';
import { endpointModules, SRC, sourcesUnder } from '../support/sourceScan';
import { storeWithFakes } from '../support/store';

/**
 * The debug panel's export replayed as Redux DevTools replay it: the app's store made with the extension's enhancer
 * (@redux-devtools/instrument under the store's middleware, as the extension's compose puts it), then the file
 * imported as the extension's Import does (@redux-devtools/utils' importState, then IMPORT_STATE on the lifted store),
 * which replays every action through the app's reducers from the state before the oldest. Each DevTools tab is a
 * page load of its own (jest.isolateModulesAsync): it knows only what it loaded, none of the pages the log passed.
 */

interface ComputedState {
  state: Record<string, unknown>;
  error?: string;
}
interface Lifted {
  computedStates: ComputedState[];
  stagedActionIds: number[];
  actionsById: Record<number, { type: string; action: UnknownAction; timestamp: number }>;
}
interface DevToolsTab {
  store: Store & { liftedStore: Store<Lifted>; stop: () => void; devToolsOn: boolean };
  /** What the extension's Import does with a file's text. */
  importFile: (text: string) => void;
  /** IMPORT_STATE with a lifted state made in the test. */
  importLifted: (lifted: object) => void;
  replayModuleLoaded: () => boolean;
}

type DevToolsWindow = Window & { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown };
const w = window as DevToolsWindow;
const env = process.env.NODE_ENV;
const tabs: DevToolsTab[] = [];
afterEach(() => {
  tabs.splice(0).forEach((tab) => tab.store.stop());
  process.env.NODE_ENV = env;
  delete w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  jest.restoreAllMocks();
});

/**
 * A fresh page load with the extension installed, booted as src/main.tsx boots (prepareDevTools, then the store).
 * `production` plays a production build without a debug session (DevTools off).
 */
async function openTab(options: { production?: boolean } = {}): Promise<DevToolsTab> {
  let tab: DevToolsTab | undefined;
  await jest.isolateModulesAsync(async () => {
    let loaded = false;
    jest.doMock('@/app/devtoolsReplay', () => {
      loaded = true;
      return jest.requireActual<object>('@/app/devtoolsReplay');
    });
    process.env.NODE_ENV = options.production ? 'production' : env;
    const { instrument, ActionTypes } = await import('@redux-devtools/instrument');
    const { importState } = await import('@redux-devtools/utils');
    // The extension's compose: its instrument innermost, the app's enhancers (the middleware) around it.
    w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
      () =>
      (...enhancers: StoreEnhancer[]) =>
      (createStore: StoreEnhancerStoreCreator) =>
        enhancers.reduceRight<StoreEnhancerStoreCreator>((composed, f) => f(composed), instrument()(createStore));
    const { prepareDevTools } = await import('@/app/devtools');
    await prepareDevTools();
    const { setupStore } = await import('@/app/store');
    const store = setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() }) as unknown as DevToolsTab['store'];
    // The page at work before the operator imports (the boot's first navigation does this in the app).
    store.dispatch({ type: 'test/pageOpened' });
    const liftedDispatch = (action: object) => (store.liftedStore.dispatch as (a: object) => unknown)(action);
    tab = {
      store,
      importFile: (text) => liftedDispatch({ type: ActionTypes.IMPORT_STATE, ...importState(text, {}) }),
      importLifted: (lifted) => liftedDispatch({ type: ActionTypes.IMPORT_STATE, nextLiftedState: lifted }),
      replayModuleLoaded: () => loaded,
    };
  });
  tabs.push(tab!);
  return tab!;
}

/** The states DevTools computed, checked to carry no error. */
function computed(tab: DevToolsTab): ComputedState[] {
  const states = tab.store.liftedStore.getState().computedStates;
  expect(states.filter((s) => s.error).map((s) => s.error)).toEqual([]);
  return states;
}

function pick(state: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, state[k]]));
}

/** A lifted state as the export writes it: @@INIT on `base`, then the actions (each with the state DevTools recorded). */
function liftedOf(base: object, actions: UnknownAction[]) {
  const actionsById: Lifted['actionsById'] = { 0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: 0 } };
  actions.forEach((action, i) => (actionsById[i + 1] = { type: 'PERFORM_ACTION', action, timestamp: i + 1 }));
  return {
    monitorState: {},
    nextActionId: actions.length + 1,
    actionsById,
    stagedActionIds: [0, ...actions.map((_, i) => i + 1)],
    skippedActionIds: [],
    committedState: base,
    currentStateIndex: actions.length,
    computedStates: [{ state: base }, ...actions.map(() => ({ state: base }))],
    isLocked: false,
    isPaused: false,
  };
}

test('a log that passed customer service and charging and lock pages replays in a tab that opened none of them, to the states it recorded', async () => {
  // The driver's tab (DevTools off, as on a driver's phone): customer service's call, charging's and locks' slices.
  signInAs('A');
  const { store, platform } = storeWithFakes();
  const info = store.dispatch(basicServiceApi.endpoints.serviceInfo.initiate());
  await info;
  info.unsubscribe();
  store.startFeature(chargingFeature);
  store.dispatch(stopProgressed({ orderNo: 'C30001', pending: true }));
  store.startFeature(lockFeature);
  store.dispatch(lockWatched('L50001'));
  const file = JSON.stringify(buildDebugExport(store.debugLog, appInfoOf(platform), 'SR000001'));
  const recorded = (JSON.parse((JSON.parse(file) as { payload: string }).payload) as Lifted).computedStates;
  const types = Object.values((JSON.parse((JSON.parse(file) as { payload: string }).payload) as Lifted).actionsById).map((a) => a.action.type);
  expect(types).toEqual(expect.arrayContaining(['basicApi/executeQuery/pending', 'basicApi/executeQuery/fulfilled', 'chargingSession/stopProgressed', 'bookingLocks/watched']));

  const tab = await openTab();
  expect(() => tab.importFile(file)).not.toThrow();
  const replayed = computed(tab);
  expect(replayed).toHaveLength(recorded.length);
  recorded.forEach((r, i) => {
    const state = replayed[i]?.state ?? {};
    // Slices the recording had not started yet are at their initial state here; every recorded one is as recorded.
    expect([i, pick(state, Object.keys(r.state))]).toEqual([i, r.state]);
    expect(state.replayNotes).toEqual([]);
  });
  const last = replayed.at(-1)?.state as unknown as { basicApi: { queries: Record<string, { status: string }> }; chargingSession: object };
  expect(last.basicApi.queries['serviceInfo(undefined)']).toMatchObject({ status: 'fulfilled' });
  expect(last.chargingSession).toEqual({ C30001: expect.objectContaining({ pending: true }) });
});

/**
 * An argument and an answer that answer any question (a field, a list, a string): each endpoint's own tags are
 * computed from them as the reducer computes them from a real call's.
 */
function anything(): unknown {
  const target = {};
  return new Proxy(target, {
    get(_t, key) {
      if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf') return () => 'x';
      if (key === Symbol.iterator) return function* nothing() {};
      if (key === 'toJSON' || key === 'then' || typeof key === 'symbol') return undefined;
      if (key === 'length') return 0;
      if (['map', 'flatMap', 'filter'].includes(key)) return () => [];
      if (key === 'forEach') return () => undefined;
      return anything();
    },
  });
}

/** The kind of an endpoint, from the hooks RTK Query gave it. */
function kindOf(endpoint: object): 'query' | 'mutation' | 'infinitequery' {
  if ('useMutation' in endpoint) return 'mutation';
  if ('useInfiniteQuery' in endpoint) return 'infinitequery';
  return 'query';
}

/** A pending and a fulfilled action of an endpoint, as its thunk dispatches them. */
function callOf(reducerPath: string, endpointName: string, kind: ReturnType<typeof kindOf>): UnknownAction[] {
  const requestId = `${reducerPath}.${endpointName}`;
  const originalArgs = anything();
  if (kind === 'mutation') {
    const arg = { type: 'mutation', endpointName, originalArgs, track: true };
    return [
      { type: `${reducerPath}/executeMutation/pending`, payload: undefined, meta: { arg, requestId, requestStatus: 'pending', startedTimeStamp: 1 } },
      { type: `${reducerPath}/executeMutation/fulfilled`, payload: anything(), meta: { arg, requestId, requestStatus: 'fulfilled', fulfilledTimeStamp: 2, baseQueryMeta: {} } },
    ];
  }
  const arg = { type: kind, endpointName, originalArgs, queryCacheKey: `${endpointName}(x)`, subscribe: true, forceRefetch: false, subscriptionOptions: {} };
  const payload = kind === 'infinitequery' ? { pages: [anything()], pageParams: [1] } : anything();
  return [
    { type: `${reducerPath}/executeQuery/pending`, payload: undefined, meta: { arg, requestId, requestStatus: 'pending', startedTimeStamp: 1 } },
    { type: `${reducerPath}/executeQuery/fulfilled`, payload, meta: { arg, requestId, requestStatus: 'fulfilled', fulfilledTimeStamp: 2, baseQueryMeta: {} } },
  ];
}

test('every endpoint of every API, injected ones included, replays its pending and fulfilled in a fresh DevTools tab', async () => {
  // Every endpoint this build has: each module that injects endpoints loaded here (found by scanning src/api).
  for (const file of endpointModules()) await import(join(SRC, 'api', file));
  const calls = serviceApis.flatMap((api) =>
    Object.entries(api.endpoints as Record<string, object>).map(([name, endpoint]) => ({ api: api.reducerPath, name, kind: kindOf(endpoint) })),
  );
  expect(calls.length).toBeGreaterThan(200);
  expect(calls).toEqual(expect.arrayContaining([{ api: 'basicApi', name: 'serviceInfo', kind: 'query' }, { api: 'chargeApi', name: 'parkingRecords', kind: 'infinitequery' }]));

  const tab = await openTab();
  const base = tab.store.getState() as object;
  const actions = calls.flatMap((c) => callOf(c.api, c.name, c.kind));
  expect(() => tab.importLifted(liftedOf(base, actions))).not.toThrow();
  const states = computed(tab);
  const last = states.at(-1)?.state as unknown as Record<string, { queries: Record<string, { status: string }>; mutations: Record<string, { status: string }> }> & { replayNotes: string[] };
  expect(last.replayNotes).toEqual([]);
  const notFulfilled = calls.filter(({ api, name, kind }) => {
    const entry = kind === 'mutation' ? last[api]?.mutations[`${api}.${name}`] : last[api]?.queries[`${name}(x)`];
    return entry?.status !== 'fulfilled';
  });
  expect(notFulfilled).toEqual([]);
});

test('a log from another build: an endpoint this build lacks, or an action its reducers throw on, leaves the state as it was with a note, and the rest replays', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const tab = await openTab();
  const base = tab.store.getState() as object;
  const gone = callOf('basicApi', 'xyz', 'query').slice(0, 1);
  const broken = { type: 'chargeApi/executeQuery/fulfilled', payload: {} };
  const pending = callOf('basicApi', 'serviceInfo', 'query').slice(0, 1);
  expect(() => tab.importLifted(liftedOf(base, [...gone, broken, ...pending]))).not.toThrow();
  const states = computed(tab).map((s) => s.state);
  expect(states).toHaveLength(4);
  const [init, afterGone, afterBroken, afterPending] = states as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];
  const { replayNotes: _notes, ...before } = init;
  expect(afterGone).toEqual({ ...before, replayNotes: ['此动作来自另一版本的应用：接口 basicApi.xyz 不在本版本中，未重放（basicApi/executeQuery/pending）'] });
  expect(afterBroken).toEqual({ ...before, replayNotes: [afterGone.replayNotes as string[], expect.stringMatching(/^此动作本版本无法重放，状态保持不变（chargeApi\/executeQuery\/fulfilled：/)].flat() });
  expect((afterPending.basicApi as { queries: object }).queries).toHaveProperty(['serviceInfo(x)', 'status'], 'pending');
  expect(afterPending.replayNotes).toHaveLength(2);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('接口 basicApi.xyz 不在本版本中'));
});

test("what the page itself dispatches is reduced as always: a reducer's error is not swallowed, DevTools on or off", async () => {
  const broken: Action = { type: 'chargeApi/executeQuery/fulfilled' };
  const on = await openTab();
  expect(on.store.devToolsOn).toBe(true);
  expect(() => on.store.dispatch(broken)).toThrow();
  const off = await openTab({ production: true });
  expect(off.store.devToolsOn).toBe(false);
  expect(() => off.store.dispatch(broken)).toThrow();
});

test('without DevTools the boot never loads the replay module; with them it does', async () => {
  const off = await openTab({ production: true });
  expect(off.replayModuleLoaded()).toBe(false);
  expect(Object.keys(off.store.getState() as object)).not.toContain('replayNotes');
  const on = await openTab();
  expect(on.replayModuleLoaded()).toBe(true);
  expect(Object.keys(on.store.getState() as object)).toEqual(expect.arrayContaining(['replayNotes', 'payment', 'chargingSession', 'bookingLocks']));
});

test('the replay module and the endpoint list are reached only by the dynamic import on the DevTools path', () => {
  const importers = sourcesUnder(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /['"][^'"]*(devtoolsReplay|allEndpoints)['"]/.test(line))
      .map((line) => `${file.slice(SRC.length + 1)}: ${line.trim()}`),
  );
  expect(importers).toEqual([
    // Its type only (erased), and the one import that loads it: in its own chunk, after devToolsEnabled() said yes.
    "app/devtools.ts: import type * as ReplayModule from './devtoolsReplay';",
    "app/devtools.ts: import(/* webpackChunkName: \"devtools-replay\" */ './devtoolsReplay'),",
    "app/devtoolsReplay.ts: import '@/api/allEndpoints';",
  ]);
  const devtools = readFileSync(join(SRC, 'app/devtools.ts'), 'utf8');
  expect(devtools.indexOf('!devToolsEnabled()) return;')).toBeGreaterThan(0);
  expect(devtools.indexOf('!devToolsEnabled()) return;')).toBeLessThan(devtools.indexOf("'./devtoolsReplay'),"));
});
