import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppRoutes, laterRoutesPatcher, navigatorFor } from '@/app/router';
import { PlatformProvider } from '@/platform/PlatformContext';
import { storeWithFakes } from './store';

/**
 * The whole app at `url` with a fresh store, the real routes (before-each loader included) and a memory router,
 * as a driver would open it. The fake navigator follows the real router, so saga redirects really happen.
 */
export function renderApp(url: string, options: Parameters<typeof storeWithFakes>[0] = {}) {
  const fakes = storeWithFakes({ at: url, ...options });
  const router = createMemoryRouter(createAppRoutes(fakes.store), { initialEntries: [url], patchRoutesOnNavigation: laterRoutesPatcher() });
  const real = navigatorFor(router);
  Object.assign(fakes.navigator, {
    navigate: (to: string, o?: { replace?: boolean }) => {
      fakes.navigator.visits.push(to);
      real.navigate(to, o);
    },
    currentUrl: real.currentUrl,
  });
  const view = render(
    <Provider store={fakes.store}>
      <PlatformProvider platform={fakes.platform}>
        <RouterProvider router={router} />
      </PlatformProvider>
    </Provider>,
  );
  return { ...fakes, router, ...view };
}
