import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';

/** The part of a service's RTK Query API that the store and the app-wide sagas use, whichever service it is. */
export interface ServiceApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  endpoints: object;
  util: { resetApiState: () => UnknownAction; invalidateTags: (tags: never[]) => UnknownAction };
}

type Listener = (api: ServiceApi) => void;

const made: ServiceApi[] = [];
const listeners = new Set<Listener>();

/**
 * Each service's API joins the store when its module is first evaluated, not at start (./createApi.ts calls this):
 * a page's code brings the services it calls, and the boot builds only the ones its own steps call. Building all
 * twelve at start was the largest part of the store's code at 4× CPU (docs/first-screen.md).
 */
export function registerServiceApi<A>(api: A): A {
  const service = api as unknown as ServiceApi;
  made.push(service);
  for (const listener of listeners) listener(service);
  return api;
}

/** The services' APIs made so far, in the order their modules were evaluated: no other can hold an answer. */
export function madeServiceApis(): readonly ServiceApi[] {
  return made;
}

/** The one made for this reducer path, if its module has been evaluated. */
export function madeServiceApi(reducerPath: string): ServiceApi | undefined {
  return made.find((api) => api.reducerPath === reducerPath);
}

/** Calls `listener` with every API made so far and with each one made from now on, until the returned stop. */
export function onServiceApi(listener: Listener): () => void {
  for (const api of made) listener(api);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
