import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { nextTask } from '@/lib/nextTask';
import { PlatformProvider } from '@/platform/PlatformContext';
import { beginTakeOver, useHydrated } from '@/ui/useHydrated';
import { selectIsDriver } from '@/session/sessionSlice';
import { stateBeforeAnswers, takePrerenderedHome } from './prerenderedHome';
import { stagedView } from './stagedView';
import type * as EarlyTap from './earlyTap';
import type { AppRouter } from './router';
import type { AppStore, RootState } from './store';

/**
 * Draws the app into #root once the first route's code and loader are in, so the first render is the page itself,
 * not a loading placeholder. Over the prerendered home (index.html's /home) React takes over the markup that is
 * already on screen (hydration, from the state it was drawn from, in short slices), so it is painted once; anywhere else
 * it draws the page in one commit over index.html's skeleton, as a transition in short slices, so a tap is never
 * kept waiting behind it on a slow phone.
 */
export function mountApp(store: AppStore, router: AppRouter): void {
  const mount = () => {
    performance.mark('boot:mount');
    const container = document.getElementById('root') as HTMLElement;
    // afterCommit: what follows the first commit. drawnForReader: what follows the commit that drew what the
    // prerender could not know (ui/useHydrated): a tap the prerendered page kept is answered then (app/earlyTap).
    const app = (view: AppStore, afterCommit: () => void, drawnForReader: () => void, serverState?: RootState) => (
      <StrictMode>
        <Provider store={view} serverState={serverState}>
          <PlatformProvider platform={store.deps.platform}>
            <RouterProvider router={router} />
          </PlatformProvider>
          <AfterCommit run={mounted} />
          <AfterCommit run={afterCommit} />
          <WhenDrawnForReader run={drawnForReader} />
        </Provider>
      </StrictMode>
    );
    const replayKeptTap = () => answerKeptTap((text) => store.deps.ui.toast(text));
    if (takePrerenderedHome(container, selectIsDriver(store.getState()))) {
      void fetchKeptTapCode();
      // In a transition: hydration yields to the browser every few milliseconds instead of holding the main thread
      // for the whole page (70 ms at 4× CPU, the first screen's longest task). Answers that arrive between its
      // slices do not reach it: it renders from the state the markup was drawn from (serverState), and the blocks
      // subscribe to the store only once it has committed, then draw what came in meanwhile, a slice a task
      // (stagedView).
      const start = stateBeforeAnswers(store.getState());
      const { view, catchUp } = stagedView(store, start);
      const tookOver = beginTakeOver();
      let caughtUp: Promise<void> = Promise.resolve();
      const afterTakeOver = () => {
        tookOver();
        caughtUp = catchUp();
      };
      // The kept tap waits for the page as this reader sees it: a signed-in driver's tiles (the prerender is a
      // visitor's), the device's menu, and the answers that came while the code loaded (the server's menu may have
      // removed the tile), drawn by the next task.
      const drawnForReader = () => {
        void caughtUp.then(nextTask).then(replayKeptTap);
      };
      startTransition(() => {
        hydrateRoot(container, app(view, afterTakeOver, drawnForReader, start), {
          // Ids of what mounts later must not meet the ids the prerender wrote.
          identifierPrefix: 'h',
          // A mismatch is not an error the driver sees: React draws the page anew, as createRoot would have.
          onRecoverableError: (error, info) => console.warn('[driver-app] the prerendered home was drawn again', error, info.componentStack),
        });
      });
      return;
    }
    // Any other page: over index.html's skeleton, or over the frame of a page its tap keeper opened before the app
    // (src/page/homeTapKeeper.js: the home kept aside, so there is no prerendered home to take).
    const root = createRoot(container);
    // A page a tap opened is drawn in one go: the driver is waiting for it, with nothing else on screen to keep
    // answering, and a render in slices was started over each time an answer came in between (a store update
    // during a transition is drawn again in full): 250–400 ms to the sign-in form at 4× CPU instead of ~100.
    const draw = () => root.render(app(store, replayKeptTap, noop));
    if (container.querySelector('[data-early-page]')) draw();
    else startTransition(draw);
  };
  if (router.state.initialized) return mount();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    // In the task after the one that ran the page's code and settled the route: not both in one.
    nextTask()
      .then(mount)
      .catch((e: unknown) => console.error('[driver-app] the app could not start', e));
  });
}

const noop = () => {};
/** The app is on screen: index.html's notice for a phone that cannot run it (src/page/oldEngineNotice.js) stands down. */
const mounted = () => {
  performance.mark('boot:mounted');
  window.__appMounted = true;
};

/** What index.html's script marks on the element it keeps a tap for (scripts/prerender-home.mjs). */
const KEPT_TAP = '[data-early-tap]';
let keptTapCode: Promise<typeof EarlyTap> | null = null;
/**
 * Only a phone that kept a tap fetches the code that answers it: asked for as the take-over begins when the tap came
 * first, else when it is answered. Should it not come (a weak signal), index.html's script opens a tapped link as a
 * plain page 8 s after the tap, as when the app's own code does not come.
 */
function fetchKeptTapCode() {
  if (!keptTapCode && document.querySelector(KEPT_TAP)) {
    keptTapCode = import(/* webpackChunkName: "early-tap" */ './earlyTap');
    // Its failure is told when the tap is answered, not as a rejection nobody handled.
    keptTapCode.catch(() => undefined);
  }
  return keptTapCode;
}

function answerKeptTap(say: (text: string) => void) {
  const code = fetchKeptTapCode();
  if (!code) {
    // Nothing kept: index.html's script stops keeping taps, and the app answers them from now on.
    (window as { __earlyTap?: (() => unknown) | null }).__earlyTap?.();
    return;
  }
  code
    .then(({ replayEarlyTap }) => replayEarlyTap(say))
    .catch((e: unknown) => console.warn('[driver-app] the code that answers an early tap did not come', e));
}

/** Runs once, after the first commit in which the page is drawn for its reader (useHydrated). */
function WhenDrawnForReader({ run }: { run: () => void }) {
  const drawn = useHydrated();
  useEffect(() => {
    if (drawn) run();
  }, [drawn, run]);
  return null;
}

/** Runs once, after the commit that mounted it. */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
