import type { Reducer } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { Saga } from 'redux-saga';
import type { AppDispatch, RootState } from '@/app/store';
import { retryImport } from '@/lib/retryImport';

/**
 * What a feature brings to the store when its first route loads: its slices and its saga. Features start with
 * their routes, not in the entry, so the first screen does not grow as domains arrive.
 */
export interface Feature {
  /** Started once per store, whichever of its routes loads first. */
  name: string;
  slices?: { reducerPath: string; reducer: Reducer }[];
  saga?: Saga;
  /** Features this one builds on (payment, for a feature that pays), started before it. */
  needs?: Feature[];
}

type StartFeature = (feature: Feature) => void;
let startFeature: StartFeature | null = null;

/** The store as a prefetch sees it. */
export interface PrefetchStore {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/**
 * What a page module may export beside its component: the reads it will make, asked for as soon as its route
 * matches, while its code and the before-each step are still finishing, instead of after its first render. On a
 * weak signal that is a round trip sooner. Only reads (RTK Query `util.prefetch`), never anything that changes state.
 */
export type Prefetch = (url: URL, store: PrefetchStore) => void;

interface Prefetcher {
  store: PrefetchStore;
  /** The current navigation's before-each step: who the driver is (a ticket exchange) is known after it. */
  settled: () => Promise<unknown>;
}
let prefetcher: Prefetcher | null = null;

/** The app says where prefetches go and what they wait for (createAppRoutes calls this with its store). */
export function attachPrefetcher(p: Prefetcher) {
  prefetcher = p;
}

/** A route loader that starts the page's prefetch once the driver is known, and never fails the navigation. */
function prefetchLoader(prefetch: Prefetch) {
  return async ({ request }: { request: Request }) => {
    const p = prefetcher;
    if (!p) return null;
    try {
      await p.settled();
      prefetch(new URL(request.url), p.store);
    } catch (e) {
      console.warn('[driver-app] prefetch skipped', e);
    }
    return null;
  };
}

/** The store says how to start a feature (setupStore calls this for the store it made). */
export function attachFeatureStarter(start: StartFeature) {
  startFeature = start;
}

/**
 * A route's `lazy` for a page module: `lazy: lazyPage(() => import('./pages/HomePage'), 'HomePage')`.
 * Each page is its own chunk, loaded with retries (see retryImport). `feature` (one or several), when given, loads with the page
 * and each is started before the page renders. A module that exports `prefetch` (see Prefetch) gets a loader for it.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  feature?: (() => Promise<{ feature: Feature }>) | (() => Promise<{ feature: Feature }>)[],
) {
  // Not Array.prototype.flat: its polyfill would land in the entry with this module.
  const features = feature === undefined ? [] : Array.isArray(feature) ? feature : [feature];
  return async () => {
    const [mod, ...extras] = await Promise.all([retryImport(load), ...features.map((f) => retryImport(f))]);
    for (const extra of extras) startFeature?.((extra as { feature: Feature }).feature);
    const prefetch = typeof mod.prefetch === 'function' ? (mod.prefetch as Prefetch) : null;
    return prefetch ? { Component: mod[exportName] as ComponentType, loader: prefetchLoader(prefetch) } : { Component: mod[exportName] as ComponentType };
  };
}
