import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes, navigatorFor } from '@/app/router';
import { storeWithFakes } from './store';

/** The whole app at `url` with a fresh store, the real routes and a memory router, as a driver would open it. */
export function renderApp(url: string, options: Parameters<typeof storeWithFakes>[0] = {}) {
  const fakes = storeWithFakes({ at: url, ...options });
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  const view = render(
    <Provider store={fakes.store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...fakes, router, navigatorOfRouter: navigatorFor(router), ...view };
}
