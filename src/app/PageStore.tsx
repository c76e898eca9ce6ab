import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Provider, useStore } from 'react-redux';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';
import { leavingView } from './leavingView';
import type { AppStore } from './store';

/**
 * How long a page the driver is leaving may go without redrawing the store's changes. The next page is drawn well
 * within it on a cheap phone (0.3–0.6 s from the tap); a navigation that takes longer (its code on a weak signal)
 * gives the page back its live figures after it, so a page is never frozen for long.
 */
const HOLD_AT_MOST_MS = 1000;

/**
 * Gives the page under it a store view of its own (app/leavingView): held from the moment the router starts for
 * another path until the next page replaces this one, released if the navigation comes to nothing. A new query on
 * the same page is not leaving it. Mounted once, above every page.
 */
export function PageStore({ children }: { children: ReactNode }) {
  const parent = useStore() as AppStore;
  const { pathname } = useLocation();
  // Its own subscribers hear a navigation start in the turn that started it; useNavigation reports after a render.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // One view per page: the next page, drawn in a transition while this one is held, reads a view never held. The
  // path is what makes it another page, not a value the view reads.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const page = useMemo(() => leavingView(parent), [parent, pathname]);
  useEffect(() => {
    if (!router) return undefined;
    // A page replaced while held is not released: nothing reads its view any more.
    return router.subscribe((state) => {
      const to = state.navigation.state !== 'idle' ? state.navigation.location : state.location;
      if (to.pathname !== pathname) page.hold(HOLD_AT_MOST_MS);
      else page.release();
    });
  }, [router, page, pathname]);
  return <Provider store={page.view}>{children}</Provider>;
}
