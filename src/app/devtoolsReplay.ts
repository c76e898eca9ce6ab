import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import '@/api/allEndpoints';
import { serviceApis } from '@/api';
import { chargingFeature } from '@/features/charging/feature';
import { lockFeature } from '@/features/booking/locks/feature';
import { paymentFeature } from '@/payment/feature';
import type { Feature } from '@/ui/lazyPage';

/**
 * What Redux DevTools need to replay a log exported from any page (the debug panel's 导出日志) in a tab that has opened
 * none of them: every endpoint a page injects into its service's API (src/api/allEndpoints.ts), every slice a
 * feature adds when its route loads, and a guard that turns what this build cannot reduce into a note instead of an
 * error. prepareDevTools loads this module in its own chunk only when DevTools will be on; the store uses it when
 * it is loaded (src/app/store.ts). Nothing here reaches a driver without DevTools.
 */

/**
 * Every feature that owns slices (its `needs` are followed). test/app/devtoolsReplayCatalogue.test.ts fails on a
 * Feature with `slices:` missing here.
 */
export const featuresWithSlices: Feature[] = [paymentFeature, chargingFeature, lockFeature];

type SliceLike = NonNullable<Feature['slices']>[number];

function slicesOf(features: Feature[], into = new Map<string, SliceLike>()): Map<string, SliceLike> {
  for (const feature of features) {
    for (const slice of feature.slices ?? []) into.set(slice.reducerPath, slice);
    slicesOf(feature.needs ?? [], into);
  }
  return into;
}

/** Where the notes of a replay go: a key of the state, so the operator sees them in DevTools beside every state. */
export const REPLAY_NOTES = 'replayNotes';
const MAX_NOTES = 50;
const replayNotesSlice: SliceLike = {
  reducerPath: REPLAY_NOTES,
  reducer: (state: string[] = []) => state,
};

/** Every slice a feature may add, and the notes': injected into the root reducer before the store is made. */
export const replaySlices: SliceLike[] = [...slicesOf(featuresWithSlices).values(), replayNotesSlice];

const REGISTERED = '/config/middlewareRegistered';
const ENDPOINT_ACTION = /^([^/]+)\/(executeQuery|executeMutation)\//;

/** An RTK Query action naming an endpoint this build's API does not have: what a file from another build holds. */
function missingEndpoint(action: UnknownAction): string | null {
  const api = ENDPOINT_ACTION.exec(action.type)?.[1];
  if (!api) return null;
  const endpointName = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg?.endpointName;
  if (typeof endpointName !== 'string') return null;
  const service = serviceApis.find((s) => s.reducerPath === api);
  return service && endpointName in service.endpoints ? null : `${api}.${endpointName}`;
}

function noted<S>(state: S, note: string): S {
  console.warn(`[driver-app] DevTools: ${note}`);
  const notes = (state as Record<string, unknown>)[REPLAY_NOTES];
  const before = Array.isArray(notes) ? (notes as string[]) : [];
  return { ...state, [REPLAY_NOTES]: [...before, note].slice(-MAX_NOTES) };
}

/**
 * The store's reducer with DevTools on. What this page dispatched (it passed the store's middleware) is reduced as
 * always, errors and all. What DevTools replay from a file is guarded: an action for an endpoint this build does not
 * have, or one a reducer throws on, leaves the state as it was, with a note in `replayNotes` and a console warning,
 * so the rest of the log still replays.
 */
export function guardReplay<S, P>(reducer: Reducer<S, UnknownAction, P>): { reducer: Reducer<S, UnknownAction, P>; middleware: Middleware } {
  const live = new WeakSet<object>();
  // RTK Query notes that an API's middleware registered with an id of this page load's API; the id a log recorded
  // is another page load's, which would read as a conflict of two middlewares: replayed with this page's own.
  const registrations = new Map<string, unknown>();
  const middleware: Middleware = () => (next) => (action) => {
    if (action && typeof action === 'object') {
      live.add(action);
      const { type, payload } = action as UnknownAction;
      if (type.endsWith(REGISTERED)) registrations.set(type, payload);
    }
    return next(action);
  };
  const guarded: Reducer<S, UnknownAction, P> = (state, recorded) => {
    if (state === undefined || live.has(recorded)) return reducer(state, recorded);
    const action = registrations.has(recorded.type) ? { ...recorded, payload: registrations.get(recorded.type) } : recorded;
    const missing = missingEndpoint(action);
    if (missing) return noted(state as S, `此动作来自另一版本的应用：接口 ${missing} 不在本版本中，未重放（${action.type}）`);
    try {
      return reducer(state, action);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return noted(state as S, `此动作本版本无法重放，状态保持不变（${action.type}：${why}）`);
    }
  };
  return { reducer: guarded, middleware };
}
