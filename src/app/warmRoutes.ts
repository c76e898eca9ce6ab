import { matchRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { selectIsDriver, type SessionState } from '@/session/sessionSlice';
import { warmOf } from '@/ui/lazyPage';
import { loadLaterRoutes } from './routes';

/** The router's table as it is now (later domains join it on first need). */
type Routes = () => RouteObject[];

/**
 * A tap on a weak signal should not wait for the next page's code: most of a page's code (the screen kit, the form
 * pieces) is shared by every page but the home, and on 1.6 Mbps it is most of the wait. The app loads it ahead:
 * the page a reader is most likely to open next once the first screen is idle, and any in-app link the moment a
 * finger (or a pointer, or the keyboard's focus) lands on it, before the click. Loading starts nothing: features
 * start when their route is entered, as before.
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

/** The files of the entry routes' code, as the build wrote them into index.html (#route-code), if it did. */
function routeCodeOf(pathname: string): string[] | null {
  try {
    const map = JSON.parse(document.getElementById('route-code')?.textContent ?? 'null') as Record<string, string[]> | null;
    return map?.[pathname] ?? null;
  } catch {
    return null;
  }
}

/**
 * Called once the first screen is idle: a visitor's next page is the sign-in (the login prompt and every entry that
 * needs a driver lead there); a driver's is the bill's payment page. Its files are fetched, not run: running a
 * page's code (the screen kit is its largest part) is long work the driver's taps would wait behind, and it is
 * short once the files are in. Where the build named no files (a development build), the code is loaded.
 */
export function warmLikelyNext(routes: Routes, session: SessionState): void {
  const pathname = selectIsDriver({ session }) ? paths.payPage : paths.login;
  const files = routeCodeOf(pathname);
  if (!files) return warmRoute(routes, pathname);
  for (const href of files) {
    if (document.querySelector(`link[href="${href}"], script[src="${href}"]`)) continue;
    const link = document.createElement('link');
    // Prefetch is a fetch at the lowest priority into the HTTP cache; WebKit has none, and preloads (at low priority).
    const prefetch = link.relList.supports?.('prefetch');
    link.rel = prefetch ? 'prefetch' : 'preload';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    if (!prefetch) link.setAttribute('fetchpriority', 'low');
    link.href = href;
    document.head.appendChild(link);
  }
}
