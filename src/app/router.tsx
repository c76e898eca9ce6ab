import {
  createPath,
  Navigate,
  redirect,
  type RouteObject,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router-dom';
import { ShellLayout } from '@/features/shell/ShellLayout';
import { attachPrefetcher, lazyPage } from '@/ui/lazyPage';
import { PageLoading } from '@/ui/PageLoading/PageLoading';
import type { Navigator } from '@/platform/navigator';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { featureRoutes, loadLaterRoutes, notFoundRoute, tabRoutes } from './routes';
import { whenIdle } from '@/lib/whenIdle';
import { isHomeAddress } from './homeAddress';
import { beforeEachNavigation } from './sagas/beforeEachSaga';
import type { AppStore } from './store';
import { nextTask } from '@/lib/nextTask';
import { paths } from '@/lib/paths';

/**
 * The route tree: a root whose loader runs the before-each saga on every navigation, the tab pages under the
 * shell, every feature's routes, and the 404. The loader waits only for who the driver is (reqJson, the ticket
 * exchange within its budget); the menu config, app info and map key arrive in the background, so a slow call
 * never holds a page and a failed step degrades, never blocks.
 */
export function createAppRoutes(store: AppStore): RouteObject[] {
  // Page prefetches wait for this navigation's before-each step (it may sign the driver in by ticket).
  let settled: Promise<unknown> = Promise.resolve();
  attachPrefetcher({ store, settled: () => settled });
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      loader: async ({ request }) => {
        const step = (async () => {
          // In a task of its own: at start the router runs this in the task that starts it, which is long enough already.
          await nextTask();
          try {
            // Resolves once the blocking part is done; the background task it hands back is not awaited here.
            await store.runSaga(beforeEachNavigation, new URL(request.url)).toPromise();
          } catch (e) {
            console.warn('[driver-app] before-each step failed', e);
          }
        })();
        settled = step;
        await step;
        return null;
      },
      shouldRevalidate: () => true,
      children: [
        // The loader redirects before anything renders; the element covers a router that skips loaders.
        { path: paths.root, loader: () => redirect(paths.home), element: <Navigate to={paths.home} replace /> },
        { element: <ShellLayout />, children: tabRoutes },
        ...featureRoutes,
        // The kit's catalogue, in development builds only: webpack decides the condition when it builds, so the
        // production build drops the branch, the import() in it and so the chunk.
        ...(process.env.NODE_ENV === 'production'
          ? []
          : [
            {
              path: '/__kit',
              handle: { title: '界面组件' },
              lazy: lazyPage(() => import(/* webpackChunkName: "kit-catalogue" */ '@/ui/catalogue/KitCataloguePage'), 'KitCataloguePage'),
            },
          ]),
        notFoundRoute,
      ],
    },
  ];
}

/**
 * What the router does with an address its table does not hold yet (or holds only as the 404's splat): patch in the
 * entry's routes it was made without (a first page other than the home is made with its own route alone, see
 * createAppRouter), then, for an address that is none of them, load the later domains' routes once and patch them under
 * the root; react-router then matches again. Shared by the app and the tests.
 *
 * The chunk is loaded once, but every navigation that asks patches with its own `patch`: react-router drops a patch
 * made for a navigation it has since aborted (the driver pressed back while a deep link was still loading, or
 * tapped another entry on a weak signal). Patching only for the first caller left the routes out for good, and every
 * later page of the visit was the 404. Patching again is harmless: the router skips the routes it already holds.
 */
export function laterRoutesPatcher(entry: RouteObject[] = []) {
  let loaded: Promise<RouteObject[]> | null = null;
  // A chunk that failed to load (a weak signal) must be asked for again on the next navigation, not remembered as a
  // failure that turns every later page into the 404 until a reload.
  const routes = () =>
    (loaded ??= loadLaterRoutes().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
  const patcher = async ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    if (entry.length > 0) {
      patch('root', entry);
      if (holdsAddress(entry, path.split(/[?#]/)[0] ?? path)) return;
    }
    patch('root', await routes());
  };
  return Object.assign(patcher, { routes });
}

/**
 * Whether a table names this address as a page (a static path, any letter case, a trailing slash or not; the 404's
 * splat is no page). An address it does not name may still be one of its pages with a parameter: that is only a
 * later-routes table loaded for nothing, never a page missed.
 */
export function holdsAddress(routes: RouteObject[], pathname: string): boolean {
  const wanted = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  return routes.some((route) => hasPage(route, '/', (path, own) => !/[:*]/.test(own) && path.toLowerCase() === wanted));
}

/** Whether `route` or a route under it (`base` its parent's full path) is a page whose full path `names` accepts. */
function hasPage(route: RouteObject, base: string, names: (path: string, own: string) => boolean): boolean {
  const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
  if (route.path !== undefined && names(path, route.path)) return true;
  return route.children?.some((child) => hasPage(child, path, names)) ?? false;
}

/** A route's path pattern against an address: each segment alike in any letter case, `:param` any one segment. */
function namesAddress(pattern: string, wanted: string): boolean {
  const want = wanted.split('/').filter(Boolean);
  const have = pattern.split('/').filter(Boolean);
  return have.length === want.length && have.every((seg, i) => (seg.startsWith(':') ? want[i] !== '' : seg.toLowerCase() === want[i]?.toLowerCase()));
}

/**
 * The routes of `list` (top level) that are a page at this address, with a path parameter too, and the tab pages'
 * shell: the table a first page other than the home is made with.
 */
function routesOpening(list: RouteObject[], pathname: string): RouteObject[] {
  const wanted = pathname.replace(/(.)\/+$/, '$1');
  return list.filter((route) => route.children === tabRoutes || hasPage(route, '/', (path, own) => own !== '*' && namesAddress(path, wanted)));
}

/**
 * The app's router, made in three tasks: what createBrowserRouter does in one call, taken apart with the pieces
 * react-router exports for it (as UNSAFE_: held to the locked version by test/app/appRouter.test.ts and the
 * journeys). At start that one call was the boot's longest task: marking the history entry as the app's (a
 * same-document navigation in the browser), turning the route table into the router's, and matching and starting the
 * first navigation each take a few milliseconds on a fast machine, four times as long on a cheap phone, and together
 * they went past 50 ms.
 */
export async function createAppRouter(store: AppStore): Promise<AppRouter> {
  // index.html's tap keeper may open a tapped page before the app (src/page/homeTapKeeper.js): never once the address is read.
  (window as { __earlyPages?: { stop: () => void } | null }).__earlyPages?.stop();
  const history = createBrowserHistory();
  const routes = createAppRoutes(store);
  const root = routes[0] as RouteObject;
  const entry = root.children ?? [];
  const { pathname } = history.location;
  const alone = !isHomeAddress(pathname);
  // Only a router made without them has the entry's routes to patch in.
  const later = laterRoutesPatcher(alone ? entry : []);
  // A first page other than the home (a tap's /wallet, a QR code's /payPage, a reminder's page) is made with its own
  // route alone, from the entry's table or the later domains' (whose chunk index.html asked for with the page's
  // code), the tab pages and the 404: react-router turns every route it is given into its own and ranks them all
  // before the first match, about 200 routes and 40–60 ms at 4× CPU in the profile, while the driver waits for this
  // one page. The rest is patched in once that page is drawn, or by the first navigation that needs it (the patcher).
  // A later chunk that fails leaves its page to the patcher too.
  if (alone) {
    const laterRoutes = holdsAddress(routes, pathname) ? [] : await later.routes().catch(() => [] as RouteObject[]);
    root.children = [...routesOpening(entry, pathname), ...routesOpening(laterRoutes, pathname), notFoundRoute];
  }
  await nextTask();
  const router = createRouter({
    history,
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation: later,
  });
  await nextTask();
  const started = catchUpMissedPop(history, router.initialize());
  if (alone) patchOnceDrawn(started, entry);
  return started;
}

/**
 * The entry's routes a first page was made without, patched in once that page has been drawn and the phone is idle
 * (a task of 40–60 ms at 4× CPU, in no tap's way), so that the menu's and the links' next pages are held again.
 */
function patchOnceDrawn(router: AppRouter, entry: RouteObject[]) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    unsubscribe();
    whenIdle(() => router.patchRoutes('root', entry), { timeoutMs: 3000, fallbackMs: 1500 });
  });
}

/**
 * A back or forward press between reading the address (createRouter) and listening for history (initialize) fires
 * its popstate while nobody listens: the address changes and the page would stay where it was. Once the router
 * listens, an address that is not the router's is such a press: the same event is given again, so the router goes
 * there as a POP, with history's own count of entries brought up to date by it.
 */
function catchUpMissedPop(history: ReturnType<typeof createBrowserHistory>, router: AppRouter): AppRouter {
  if (createPath(history.location) !== createPath(router.state.location)) {
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  }
  return router;
}

export type AppRouter = ReturnType<typeof createRouter>;

/** The router as sagas see it. */
export function navigatorFor(router: AppRouter): Navigator {
  return {
    navigate: (to, options) => void router.navigate(to, options),
    back: () => void router.navigate(-1),
    currentUrl: () => router.state.location.pathname + router.state.location.search,
  };
}
