import { matchRoutes, type RouteObject } from 'react-router-dom';
import { warmOf } from '@/ui/lazyPage';
import { loadLaterRoutes } from './routes';

/** The router's table as it is now (later domains join it on first need). */
type Routes = () => RouteObject[];

/**
 * A tap on a weak signal should not wait for the next page's code: most of a page's code (the screen kit, the form
 * pieces) is shared by every page but the home, and on 1.6 Mbps it is most of the wait. It comes ahead: the files
 * of the page a reader most likely opens next are fetched by index.html's loader as soon as the entry has arrived
 * (scripts/prerender-home.mjs, LIKELY_NEXT), and the code of any in-app link is loaded here the moment a finger (or a
 * pointer, or the keyboard's focus) lands on it, before the click. Loading starts nothing: features start when their
 * route is entered, as before.
 */
export function warmRoute(routes: Routes, pathname: string): void {
  const matches = matchRoutes(routes(), pathname) ?? [];
  // Only the 404's splat: the page is a later domain's, whose table loads first (as the router would load it).
  if (matches.at(-1)?.route.path === '*') {
    void loadLaterRoutes().then((later) => warmMatches(later, pathname), () => undefined);
    return;
  }
  warmMatches(routes(), pathname);
}

function warmMatches(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // A failed warm-up costs nothing: the navigation loads (and retries) the code itself.
    warmOf(route.lazy)?.().catch(() => undefined);
  }
}

/** The in-app path an event's target leads to, if it is (inside) a link of this origin. */
function linkPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return link.pathname;
}

/** Warms the route of every in-app link a finger, pointer or focus lands on. */
export function warmOnIntent(routes: Routes): void {
  const onIntent = (e: Event) => {
    const path = linkPath(e.target);
    if (path && path !== window.location.pathname) warmRoute(routes, path);
  };
  for (const type of ['touchstart', 'pointerdown', 'focusin']) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
