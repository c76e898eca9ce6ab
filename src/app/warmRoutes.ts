import { matchRoutes, type RouteObject } from 'react-router-dom';
import entryRoutes from '@config/entryRoutes.json';
import { paths } from '@/lib/paths';
import { selectIsDriver, type SessionState } from '@/session/sessionSlice';
import { warmOf } from '@/ui/lazyPage';
import { loadLaterRoutes } from './routes';

/** The router's table as it is now (later domains join it on first need). */
type Routes = () => RouteObject[];

/**
 * A tap on a weak signal should not wait for the next page's code: most of a page's code (the screen kit, the form
 * pieces) is shared by every page but the home, and on 1.6 Mbps it is most of the wait. It comes ahead: the files
 * of the page a reader most likely opens next are fetched by index.html's loader as soon as the entry has arrived
 * (scripts/prerender-home.mjs, LIKELY_NEXT) and run here once the page is idle, and the code of any in-app link is
 * loaded here the moment a finger (or a pointer, or the keyboard's focus) lands on it, before the click. Loading
 * starts nothing: features start when their route is entered, as before.
 */
export function warmRoute(routes: Routes, pathname: string): void {
  const matches = matchRoutes(routes(), pathname) ?? [];
  // Only the 404's splat: the page is a later domain's, whose table loads first (as the router would load it).
  // (Not .at(-1): Chrome 92 / iOS 15.4, newer than the phones the app promises — scripts/check-compat.mjs.)
  if (matches[matches.length - 1]?.route.path === '*') {
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

/**
 * The page a reader on the home most likely opens next (config/entryRoutes.json `likelyNext`): a visitor's sign-in, a
 * driver's bill. Elsewhere none: on a page a reminder or a code opened, that page is what the phone works for.
 */
export function likelyNextPage(state: { session: SessionState }, pathname: string): string | undefined {
  if (pathname !== paths.root && pathname !== paths.home) return undefined;
  return selectIsDriver(state) ? entryRoutes.likelyNext.driver : entryRoutes.likelyNext.visitor;
}

/** The in-app path an event's target leads to, if it is (inside) a link of this origin. */
function linkPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return link.pathname;
}

/**
 * Warms each path once a visit: a tap is three intents (pointerdown, touchstart, focusin), and matching a path against
 * the whole table is 5–25 ms of main thread at 4× CPU, in the task that answers the finger.
 */
function warmingOnce(routes: Routes): (pathname: string) => void {
  const warmed = new Set<string>();
  return (pathname) => {
    if (warmed.has(pathname) || pathname === window.location.pathname) return;
    warmed.add(pathname);
    warmRoute(routes, pathname);
  };
}

/**
 * Warms the route of every in-app link a finger, pointer or focus lands on, and at once the page likely next (the
 * caller runs this when the page is first idle, within 200 ms of mounting): index.html fetched that page's code, and
 * running it now (40–70 ms at 4× CPU) is what a tap on the menu would otherwise wait for, with its styles' download.
 */
export function warmOnIntent(routes: Routes, { likelyNext }: { likelyNext?: string } = {}): void {
  const warm = warmingOnce(routes);
  const onIntent = (e: Event) => {
    const path = linkPath(e.target);
    if (path) warm(path);
  };
  for (const type of ['touchstart', 'pointerdown', 'focusin']) document.addEventListener(type, onIntent, { capture: true, passive: true });
  if (likelyNext) warm(likelyNext);
}
