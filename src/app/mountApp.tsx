import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PlatformProvider } from '@/platform/PlatformContext';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

/**
 * Draws the app into #root once the first route's code and loader are in, so the first render is the page itself,
 * not a loading placeholder: what index.html already shows (the prerendered home, or its skeleton) stays on screen
 * until then and is swapped in one commit for the same page, live. The render is a transition, so React works in
 * short slices and a tap is never kept waiting behind it on a slow phone.
 */
export function mountApp(store: AppStore, router: ReturnType<typeof createAppRouter>): void {
  const mount = () => {
    const root = createRoot(document.getElementById('root') as HTMLElement);
    startTransition(() =>
      root.render(
        <StrictMode>
          <Provider store={store}>
            <PlatformProvider platform={store.deps.platform}>
              <RouterProvider router={router} />
            </PlatformProvider>
          </Provider>
        </StrictMode>,
      ),
    );
  };
  if (router.state.initialized) return mount();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    mount();
  });
}
