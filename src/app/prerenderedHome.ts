import { madeServiceApis } from '@/api/serviceApis';
import type { RootState } from './store';

/**
 * What `scripts/prerender-home.mjs` left in #root for /home: the page as the app draws it before any answer of
 * the server, with marks of its own (data-prerendered on <main>, the visitor's login prompt and the driver's card
 * placeholder, only one of which is for this reader). The app takes it over with hydrateRoot instead of drawing
 * it again: nothing is painted twice and the largest paint stays the first one.
 */
const MARKS = ['data-prerendered', 'data-home-login', 'data-prerender-driver'] as const;

/** The prerendered page when #root holds one, readied for this reader; null when the app draws its own. */
export function takePrerenderedHome(container: HTMLElement, isDriver: boolean): HTMLElement | null {
  const main = container.querySelector<HTMLElement>('main[data-prerendered]');
  if (!main) return null;
  // Only the blocks the app itself draws for this reader stay: React finds the same nodes where it draws them.
  main.querySelector(isDriver ? '[data-home-login]' : '[data-prerender-driver]')?.remove();
  for (const mark of MARKS) container.querySelectorAll(`[${mark}]`).forEach((el) => el.removeAttribute(mark));
  return main;
}

/**
 * The state the prerendered page was drawn from: the store as it is (session, reachability, features started),
 * with no answer of any service yet. Hydration renders from it, so the first render matches the markup whatever
 * answers came in while the code loaded; React draws them right after, as an update.
 */
export function stateBeforeAnswers(state: RootState): RootState {
  const fresh = { ...state } as Record<string, unknown>;
  for (const api of madeServiceApis()) {
    const now = (state as unknown as Record<string, { config?: unknown } | undefined>)[api.reducerPath];
    fresh[api.reducerPath] = { ...(api.reducer(undefined, { type: 'app/prerendered' }) as object), config: now?.config };
  }
  return fresh as unknown as RootState;
}
