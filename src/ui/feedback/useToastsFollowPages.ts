import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { useFeedback } from '@/ui/hooks';

/**
 * Tells the feedback layer each time the driver starts leaving the page (another path; a new query on the same
 * page is not a new page), so a page's toasts do not stay over the next one. Mounted once, above every page.
 *
 * It listens to the router itself because only its subscribers hear a navigation start in the very turn that
 * started it: that is how a toast raised just before `navigate` (已提交, then its detail page) is told apart from an
 * older one. `useNavigation` and `useLocation` report later, after React renders.
 */
export function useToastsFollowPages(): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const ui = useFeedback();
  useEffect(() => {
    if (!router) return undefined;
    let before = router.state;
    return router.subscribe((state) => {
      const prev = before;
      before = state;
      if (prev.navigation.state !== 'idle') return;
      // A navigation starts (loaders to run), or one without loaders has already landed.
      const to = state.navigation.state !== 'idle' ? state.navigation.location : state.location !== prev.location ? state.location : undefined;
      if (to && to.pathname !== prev.location.pathname) ui.pageLeft();
    });
  }, [router, ui]);
}
