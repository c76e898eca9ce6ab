import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** One read's answer as the cache held it, with the time the server gave it (ms since the epoch, device clock). */
export interface KeptAnswer {
  api: string;
  endpoint: string;
  arg: unknown;
  data: unknown;
  at: number;
}

/**
 * The little of a service API this needs. RTK Query types each API by its endpoints; kept answers name them by
 * string (they come back from storage), so the calls below are typed loosely on purpose.
 */
interface ServiceApi {
  reducerPath: string;
  endpoints: Record<string, { select: (arg: unknown) => (state: unknown) => { isUninitialized: boolean } }>;
  util: {
    upsertQueryEntries: (entries: { endpointName: string; arg: unknown; value: unknown }[]) => UnknownAction & { meta: { timestamp: number } };
    prefetch: (endpoint: string, arg: unknown, options: { ifOlderThan: number } | { force: true }) => unknown;
  };
}

/** A read worth keeping: its API, its endpoint, and which of its arguments (all when no `arg` test is given). */
export interface KeptRead {
  // The APIs' own types differ by endpoint; any of them fits the shape used here.
  api: unknown;
  endpoint: string;
  arg?: (arg: unknown) => boolean;
}

interface CacheEntry {
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
  fulfilledTimeStamp?: number;
}

const apiOf = (read: KeptRead) => read.api as ServiceApi;
const matches = (read: KeptRead, endpoint: string, arg: unknown) => read.endpoint === endpoint && (!read.arg || read.arg(arg));

/** The reducer paths of the services that hold `reads`: only a change of one of them can change their answers. */
export const servicesOf = (reads: KeptRead[]) => [...new Set(reads.map((r) => apiOf(r).reducerPath))];

/** The answers of `reads` the cache holds now (the last good one of each, also while it is asked again or failed). */
export function answersToKeep(state: Record<string, unknown>, reads: KeptRead[]): KeptAnswer[] {
  const kept: KeptAnswer[] = [];
  for (const path of servicesOf(reads)) {
    const queries = (state[path] as { queries?: Record<string, CacheEntry | undefined> } | undefined)?.queries ?? {};
    // Every entry of the service, whatever its argument: the cache's own selectors find one argument at a time.
    for (const q of Object.values(queries)) {
      if (!q?.endpointName || q.data === undefined || !q.fulfilledTimeStamp) continue;
      if (reads.some((r) => apiOf(r).reducerPath === path && matches(r, q.endpointName!, q.originalArgs))) {
        kept.push({ api: path, endpoint: q.endpointName, arg: q.originalArgs, data: q.data, at: q.fulfilledTimeStamp });
      }
    }
  }
  return kept;
}

/**
 * Puts kept answers back where the cache has nothing for that read yet, each dated with the time the server gave
 * it (so a screen can say how old it is), and asks again for each of them: at once when it was put back, and when
 * the cache has held it for longer than `freshForS` seconds otherwise. What the
 * cache already holds wins over any copy: a copy never overwrites a newer answer.
 */
export function restoreAnswers(
  store: { dispatch: ThunkDispatch<unknown, unknown, UnknownAction>; getState: () => unknown },
  reads: KeptRead[],
  kept: KeptAnswer[],
  freshForS: number,
) {
  const state = store.getState();
  const asked: [ServiceApi, KeptAnswer, boolean][] = [];
  for (const k of kept) {
    const read = reads.find((r) => apiOf(r).reducerPath === k.api && matches(r, k.endpoint, k.arg));
    if (!read) continue;
    // The cache's own lookup (its key for this argument): an entry in any state means the copy is not needed.
    const putBack = apiOf(read).endpoints[k.endpoint]?.select(k.arg)(state).isUninitialized ?? false;
    asked.push([apiOf(read), k, putBack]);
    if (!putBack) continue;
    const put = apiOf(read).util.upsertQueryEntries([{ endpointName: k.endpoint, arg: k.arg, value: k.data }]);
    store.dispatch({ ...put, meta: { ...put.meta, timestamp: k.at } });
  }
  // After all are in: the first answer back then finds every kept read in place. A copy put back is always asked
  // again, however young (the phone cannot know what happened while the app was closed).
  for (const [api, k, putBack] of asked) {
    store.dispatch(api.util.prefetch(k.endpoint, k.arg, putBack ? { force: true } : { ifOlderThan: freshForS }) as UnknownAction);
  }
}
