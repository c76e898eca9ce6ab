import type { Reducer, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Saga } from 'redux-saga';
import { retryImport } from '@/lib/retryImport';
import type { SessionState } from '@/session/sessionSlice';

/**
 * What a feature brings to the store when its first route loads: its slices and its saga. Features start with
 * their routes, not in the entry, so the first screen does not grow as domains arrive. What a feature owns beyond
 * its state (its pay kinds, its rows of the event table, the server transitions it observes) its saga registers
 * as it starts, through the saga context the store gives it: no module keeps a registry of its own.
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

/**
 * A route's `lazy` that can also be warmed: `warm` loads its code (page and features) into the module cache and
 * starts nothing, so a later navigation finds it there. See app/warmRoutes.
 */
export type WarmableLazy<T> = (() => Promise<T>) & { warm: () => Promise<unknown> };

function warmable<T>(lazy: () => Promise<T>, warm: () => Promise<unknown>): WarmableLazy<T> {
  return Object.assign(lazy, { warm });
}

/** The `warm` of a route's `lazy`, when it has one. */
export function warmOf(lazy: unknown): (() => Promise<unknown>) | null {
  const warm = typeof lazy === 'function' ? (lazy as Partial<WarmableLazy<unknown>>).warm : undefined;
  return typeof warm === 'function' ? warm : null;
}
let startFeature: StartFeature | null = null;

/**
 * The store as a prefetch sees it: its dispatch, and of its state who the driver is. Not the app's store types, so
 * that this layer does not import the store that imports it.
 */
export interface PrefetchStore {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => { session: SessionState };
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
  const code = () => Promise.all([retryImport(load), ...features.map((f) => retryImport(f))]);
  return warmable(async () => {
    const [mod, ...extras] = await code();
    for (const extra of extras) startFeature?.((extra as { feature: Feature }).feature);
    const prefetch = typeof mod.prefetch === 'function' ? (mod.prefetch as Prefetch) : null;
    return prefetch ? { Component: mod[exportName] as ComponentType, loader: prefetchLoader(prefetch) } : { Component: mod[exportName] as ComponentType };
  }, code);
}

/** A route that starts `feature` with its page (its pay kinds and rows of the event table). */
export function startingFeature(feature: () => Promise<{ feature: Feature }>, route: RouteObject): RouteObject {
  const lazy = route.lazy;
  if (typeof lazy !== 'function') return route;
  const warmPage = warmOf(lazy);
  return {
    ...route,
    lazy: warmable(
      async () => {
        const [page, extra] = await Promise.all([lazy(), retryImport(feature)]);
        startFeature?.(extra.feature);
        return page;
      },
      () => Promise.all([warmPage?.(), retryImport(feature)]),
    ),
  };
}

/**
 * Every route of a domain starts its feature, whichever page the driver opens first: data a page caches is then
 * always covered by the rows of the feature that owns it.
 */
export function withFeature(feature: () => Promise<{ feature: Feature }>, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => startingFeature(feature, route));
}
