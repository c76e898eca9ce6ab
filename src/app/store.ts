import { combineSlices, configureStore, createAction, createDynamicMiddleware, type Middleware, type MiddlewareAPI, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { Mutex } from '@/lib/mutex';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { constants } from '@config/constants';
import type { ServiceApiStates } from '@/api';
import { onServiceApi } from '@/api/serviceApis';
import { createDebugLog } from '@/api/debugLog';
import type { ApiExtra } from '@/api/baseQuery';
import { createEventTable, EVENT_TABLE } from '@/api/events';
import { reachabilitySlice } from '@/api/reachability';
import { REFRESH_GATE, refreshGateOf } from '@/api/refreshGate';
import type { TabLink } from '@/api/tabLink';
import type { ClientType } from '@/lib/wire';
import { createPlatform } from '@/platform';
import type { Platform } from '@/platform/types';
import { createPayKinds, PAY_KINDS } from '@/payment/kinds';
import type { WithPayment } from '@/payment/paymentSlice';
import { initialSessionState, sessionSlice, type SessionState } from '@/session/sessionSlice';
import { storedClientType } from '@/session/storage';
import { readToken } from '@/session/tokens';
import { createDomFeedback } from '@/ui/feedback/domFeedback';
import { attachFeatureStarter, type Feature } from '@/ui/lazyPage';
import { devToolsOptions, devToolsReplay, liveDebugSession } from './devtools';
import { entryRows } from './entryEvents';
import { navigationSlice } from './navigationSlice';
import { createLateNavigator } from '@/platform/navigator';
import { rootSaga } from './rootSaga';
import type { SagaDeps } from '@/platform/sagaContext';

export const featureStarted = createAction<string>('app/featureStarted');
/** A service's API made after the store (its first caller's code arrived): its slice has its state from this action on. */
export const serviceJoined = createAction<string>('app/serviceJoined');

/**
 * The slices every screen needs. A feature's own (payment's among them) join when its first route loads; a service's
 * API when its module is first evaluated (api/serviceApis.ts).
 */
export const rootReducer = combineSlices(sessionSlice, navigationSlice, reachabilitySlice).withLazyLoadedSlices<
  Partial<WithPayment> & ServiceApiStates
>();

/** A service's slice is there from the moment its API is made, which is before anything can ask for its state. */
export type RootState = ReturnType<typeof rootReducer> & ServiceApiStates;

function defaultPlatform(): Platform {
  return createPlatform(storedClientType(constants.defaultClientType as ClientType));
}

/** The session as the cookies say at start: a stored token means a driver (the server has the last word). */
function initialSession(): SessionState {
  return readToken() ? { status: 'driver', driverId: null } : initialSessionState;
}

/**
 * A fresh store: every service API with its middleware, the session, the saga middleware with its context.
 * Tests call it per test, passing the state they start from and fakes for the platform, navigator and UI (and a
 * link between the stores that play two tabs).
 */
export function setupStore(preloadedState?: Partial<RootState>, deps: Partial<SagaDeps> & { tabLink?: TabLink; appSagasLater?: boolean } = {}) {
  const context: SagaDeps = {
    platform: deps.platform ?? defaultPlatform(),
    navigator: deps.navigator ?? createLateNavigator(),
    ui: deps.ui ?? createDomFeedback(),
  };
  // The one event table and pay-kind registry of this store: the entry's rows now, each feature's when it starts
  // (its saga registers them through this context). Per store, so every test starts from the entry's alone.
  const events = createEventTable();
  events.register({ rows: entryRows });
  const payKinds = createPayKinds();
  // The refresh lock of every call of this store, and its gate, which the reconnect saga opens on its schedule.
  const reauth = new Mutex();
  const sagaMiddleware = createSagaMiddleware({
    context: { ...context, [EVENT_TABLE]: events, [PAY_KINDS]: payKinds, [REFRESH_GATE]: refreshGateOf(reauth, deps.tabLink) },
  });
  const devTools = devToolsOptions();
  // With DevTools on (and prepareDevTools done), every feature's slices are in the reducer from the start and what
  // DevTools replay is guarded, so a log exported from any page replays here (src/app/devtoolsReplay.ts).
  const replay = devTools ? devToolsReplay() : null;
  for (const slice of replay?.replaySlices ?? []) rootReducer.inject(slice);
  // The root reducer's type holds each service's slice as optional (injected); RootState as there, which it is from the
  // moment its API is made, before anything can read it.
  const appReducer = rootReducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>;
  const guard = replay ? replay.guardReplay<RootState, Partial<RootState>>(appReducer) : null;
  const reducer: Reducer<RootState, UnknownAction, Partial<RootState>> = guard ? guard.reducer : appReducer;
  // A live debug session relays the store to operations' relay instead of a browser extension (there is none in a
  // webview); what a monitor may make it do is guarded inside (src/app/devtoolsRemote.ts).
  const liveSession = devTools ? liveDebugSession() : null;
  // The operations debug panel's recorder: the last 200 actions (with their states) and API calls, by reference.
  const debugLog = createDebugLog();
  const extra: ApiExtra = { reauth, debugLog };
  // Each service's API joins as it is made: its reducer in the root reducer (shared by every store), its middleware in
  // this store's place for them; made after the store, it announces itself so that its slice has its state at once.
  const serviceMiddleware = createDynamicMiddleware();
  let joined: ((reducerPath: string) => void) | null = null;
  const stopJoining = onServiceApi((api) => {
    // The root reducer's slices are typed by name; a service's API is one of them by construction (api/index.ts).
    rootReducer.inject(api as unknown as Parameters<typeof rootReducer.inject>[0]);
    serviceMiddleware.addMiddleware(api.middleware);
    joined?.(api.reducerPath);
  });
  const store = configureStore({
    reducer,
    preloadedState: { session: initialSession(), ...preloadedState } as RootState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .concat(sagaMiddleware)
        .concat(events.middleware)
        .concat(serviceMiddleware.middleware)
        // Last, so it sees exactly what reaches the reducers (thunks and swallowed actions never get here).
        .concat(((api: MiddlewareAPI) => (next: (action: unknown) => unknown) => (action: unknown) => {
          const before = api.getState();
          const result = next(action);
          debugLog.recordAction(action, before, api.getState());
          return result;
        }) as Middleware)
        .concat(guard ? [guard.middleware] : []),
    devTools: liveSession ? false : devTools,
    // Every action is told to the page at once, an answer drawn in the task that brought it: measured on the phone as a
    // driver holds it, telling answers a task later (and a query's start behind other work) changed neither the
    // home's long tasks nor when a tapped page came (docs/first-screen-measured.md).
    enhancers: (getDefault) => getDefault({ autoBatch: false }).concat(liveSession?.live.enhancers ?? []),
  });
  // Every saga this store runs, so that `stop` ends them: a test's store must not go on answering window events
  // (online, visibilitychange) in the tests after it.
  const tasks: Task[] = [];
  const runSaga = ((...args: Parameters<typeof sagaMiddleware.run>) => {
    const task = sagaMiddleware.run(...args);
    tasks.push(task);
    return task;
  }) as typeof sagaMiddleware.run;
  // The app-wide sagas start with the store, or, at boot (appSagasLater), in a task of their own before the router
  // exists: starting them is half the store's set-up at 4× CPU (redux-saga's first run), and nothing is dispatched
  // in between.
  let appSagasStarted = false;
  const startAppSagas = () => {
    if (appSagasStarted) return;
    appSagasStarted = true;
    runSaga(rootSaga);
  };
  if (!deps.appSagasLater) startAppSagas();
  // A feature's slices join the reducer and its saga starts when its first route loads, once per store.
  const started = new Set<string>();
  const startFeature = (feature: Feature) => {
    if (started.has(feature.name)) return;
    started.add(feature.name);
    for (const needed of feature.needs ?? []) startFeature(needed);
    for (const slice of feature.slices ?? []) rootReducer.inject(slice);
    if (feature.saga) runSaga(feature.saga);
    // An injected slice has no state until the next action; this one also shows in DevTools when a feature began.
    store.dispatch(featureStarted(feature.name));
  };
  attachFeatureStarter(startFeature);
  joined = (reducerPath) => store.dispatch(serviceJoined(reducerPath));
  const stop = () => {
    stopJoining();
    tasks.splice(0).forEach((task) => task.cancel());
  };
  // What the page's 远程调试中 bar ends: the socket closes and nothing of the driver's is sent again.
  const liveDebug = liveSession
    ? { requestNo: liveSession.requestNo, expiresAt: liveSession.expiresAt, end: () => liveSession.live.end(store.dispatch) }
    : null;
  return Object.assign(store, { deps: context, events, runSaga, startAppSagas, startFeature, debugLog, devToolsOn: devTools !== false, liveDebug, stop });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

// The kit's typed hooks (ui/hooks.ts) read the store's types from here without importing app.
type StoreState = RootState;
type Store = AppStore;
type Dispatch = AppDispatch;
/* eslint-disable @typescript-eslint/no-empty-object-type -- an empty extension is how a merged interface takes a type */
declare module '@/ui/storeTypes' {
  interface RootState extends StoreState {}
  interface AppStore extends Store {}
  interface AppDispatch extends Dispatch {}
}
/* eslint-enable @typescript-eslint/no-empty-object-type */
