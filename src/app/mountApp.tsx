import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PlatformProvider } from '@/platform/PlatformContext';
import { selectIsDriver } from '@/session/sessionSlice';
import { stateBeforeAnswers, takePrerenderedHome } from './prerenderedHome';
import type { createAppRouter } from './router';
import type { AppStore, RootState } from './store';

/**
 * Draws the app into #root once the first route's code and loader are in, so the first render is the page itself,
 * not a loading placeholder. Over the prerendered home (index.html's /home) React takes over the markup that is
 * already on screen (hydration, from the state it was drawn from, in one task), so it is painted once; anywhere else
 * it draws the page in one commit over index.html's skeleton, as a transition in short slices, so a tap is never
 * kept waiting behind it on a slow phone.
 */
export function mountApp(store: AppStore, router: ReturnType<typeof createAppRouter>): void {
  const mount = () => {
    const container = document.getElementById('root') as HTMLElement;
    const app = (serverState?: RootState) => (
      <StrictMode>
        <Provider store={store} serverState={serverState}>
          <PlatformProvider platform={store.deps.platform}>
            <RouterProvider router={router} />
          </PlatformProvider>
        </Provider>
      </StrictMode>
    );
    if (takePrerenderedHome(container, selectIsDriver(store.getState()))) {
      // Not in a transition: a sliced hydration lets the answers that arrive between its slices re-render the
      // blocks they feed in the middle of it, and React then finds markup it did not expect (measured: 3 of 6
      // loads drawn again). At the default priority it is one task, before any answer is drawn.
      hydrateRoot(container, app(stateBeforeAnswers(store.getState())), {
        // Ids of what mounts later must not meet the ids the prerender wrote.
        identifierPrefix: 'h',
        // A mismatch is not an error the driver sees: React draws the page anew, as createRoot would have.
        onRecoverableError: (error, info) => console.warn('[driver-app] the prerendered home was drawn again', error, info.componentStack),
      });
      return;
    }
    const root = createRoot(container);
    startTransition(() => root.render(app()));
  };
  if (router.state.initialized) return mount();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    mount();
  });
}
