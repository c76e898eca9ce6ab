import { StrictMode } from 'react';
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

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <PlatformProvider platform={store.deps.platform}>
        <RouterProvider router={router} />
      </PlatformProvider>
    </Provider>
  </StrictMode>,
);

// After the first screen: precaches this build for offline and later visits (production builds only).
startServiceWorker();
