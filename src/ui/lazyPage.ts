import type { Reducer } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { Saga } from 'redux-saga';
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

/** The store says how to start a feature (setupStore calls this for the store it made). */
export function attachFeatureStarter(start: StartFeature) {
  startFeature = start;
}

/**
 * A route's `lazy` for a page module: `lazy: lazyPage(() => import('./pages/HomePage'), 'HomePage')`.
 * Each page is its own chunk, loaded with retries (see retryImport). `feature`, when given, loads with the page
 * and is started before the page renders.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  feature?: () => Promise<{ feature: Feature }>,
) {
  return async () => {
    const [mod, extra] = await Promise.all([retryImport(load), feature ? retryImport(feature) : null]);
    if (extra) startFeature?.(extra.feature);
    return { Component: mod[exportName] as ComponentType };
  };
}
