import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '@/ui/hooks';
import { useToastsFollowPages } from '@/ui/feedback/useToastsFollowPages';
import { OfflineBanner } from '@/ui/OfflineBanner/OfflineBanner';
import { UpdateBanner } from '@/ui/UpdateBanner/UpdateBanner';
import { useHydrated } from '@/ui/useHydrated';
import { locationChanged } from './navigationSlice';
import { PageStore } from './PageStore';

// Off the first screen's code: fetched once the page is taken over (it only matters once a reminder is pushed).
const ReminderBanner = lazy(() => import(/* webpackChunkName: "reminder-banner" */ '@/ui/ReminderBanner/ReminderBanner').then((m) => ({ default: m.ReminderBanner })));

// Only in a live debug session (src/app/devtoolsRemote.ts): no driver without one downloads it.
const LiveDebugBar = lazy(() => import(/* webpackChunkName: "devtools-remote" */ './liveDebug/LiveDebugBar').then((m) => ({ default: m.LiveDebugBar })));

/**
 * The banner after the take-over only (the prerendered page has none), and after the first page is drawn: its code
 * is no part of the page a driver waits for, and asked for with it, it shared the weak signal with the page's code.
 * Alone here, so the page is not drawn again.
 */
function LaterReminderBanner() {
  const hydrated = useHydrated();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return hydrated && drawn ? <Suspense><ReminderBanner /></Suspense> : null;
}

const APP_NAME = '车主服务';

/**
 * After a navigation (not the first page), keyboard and screen-reader focus moves to the new page's heading, so
 * the driver starts reading the new page instead of staying on a link that is gone. Not when the driver has already
 * put it somewhere on the new page before the next frame (a field tapped the moment it showed): focus taken from a
 * field being typed in loses what is typed next.
 */
function useFocusOnNavigation(key: string, pathname: string) {
  const first = useRef(true);
  const lastPath = useRef(pathname);
  useEffect(() => {
    // A new query on the same page (a tab, a filter) is not a new page: focus stays where the driver is.
    const samePage = lastPath.current === pathname;
    lastPath.current = pathname;
    if (first.current || samePage) {
      first.current = false;
      return;
    }
    const focusedAtNavigation = document.activeElement;
    const frame = requestAnimationFrame(() => {
      const now = document.activeElement;
      if (now && now !== focusedAtNavigation && now !== document.body && now.isConnected) return;
      const heading = document.querySelector<HTMLElement>('[data-page-heading]') ?? document.querySelector<HTMLElement>('main h1, h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [key, pathname]);
}

/**
 * Above every page: keeps the document title and the store's record of the location in step with the router,
 * starts each new page at the top and restores the scroll position on back, moves focus to the page heading, and
 * shows the offline banner and the new-version prompt above whatever page is open. The page itself reads the store
 * through a view that stops redrawing it once the driver leaves it (PageStore).
 */
export function RootLayout() {
  const location = useLocation();
  const matches = useMatches();
  const dispatch = useAppDispatch();
  const liveDebugOn = Boolean(useAppStore().liveDebug);

  useEffect(() => {
    dispatch(locationChanged({ pathname: location.pathname, search: location.search }));
  }, [dispatch, location.pathname, location.search]);

  const title = [...matches].reverse().map((m) => (m.handle as { title?: string } | undefined)?.title).find(Boolean);
  useEffect(() => {
    document.title = title ?? APP_NAME;
  }, [title]);

  useFocusOnNavigation(location.key, location.pathname);
  useToastsFollowPages();

  return (
    <>
      {liveDebugOn && <Suspense><LiveDebugBar /></Suspense>}
      <OfflineBanner />
      <UpdateBanner />
      <LaterReminderBanner />
      <PageStore>
        <Outlet />
      </PageStore>
      {/* One entry per history entry: a new page opens at the top, back returns to where the driver was. */}
      <ScrollRestoration getKey={(loc) => loc.key} />
    </>
  );
}
