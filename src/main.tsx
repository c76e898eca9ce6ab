import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createLateNavigator } from './platform/navigator';
import { createAppRouter, navigatorFor } from './app/router';
import { setupStore } from './app/store';
import { PlatformProvider } from './platform/PlatformContext';
import { startServiceWorker } from './platform/serviceWorker';
import './ui/base.css';

// Boot: the store first (sagas need it from the first navigation), then the router, which it learns of late.
const navigator = createLateNavigator();
const store = setupStore(undefined, { navigator });
setupListeners(store.dispatch);
const router = createAppRouter(store);
navigator.attach(navigatorFor(router));

const app = (
  <StrictMode>
    <Provider store={store}>
      <PlatformProvider platform={store.deps.platform}>
        <RouterProvider router={router} />
      </PlatformProvider>
    </Provider>
  </StrictMode>
);

/**
 * The first render waits until the first route's code and loader are in, so it draws the page itself, not a
 * loading placeholder: what index.html already shows (the prerendered home, or its skeleton) stays on screen until
 * then and is swapped in one commit for the same page, live. The render is a transition, so React works in short
 * slices and a tap is never kept waiting behind it on a slow phone.
 */
function mount() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => root.render(app));
}
if (router.state.initialized) mount();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    mount();
  });
}

// After the first screen: precaches this build for offline and later visits (production builds only).
startServiceWorker();
