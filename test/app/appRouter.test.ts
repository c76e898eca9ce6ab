import { waitFor } from '@testing-library/react';
import { createAppRouter } from '@/app/router';
import { storeWithFakes } from '../support/store';

/**
 * The app's own router as the boot makes it (router.tsx): react-router's pieces put together in three tasks, instead
 * of createBrowserRouter in one. It must behave as that call did: open the browser's address, mark the history entry
 * as the app's, load a later domain's routes on the way, and follow the back button.
 */
describe("the app's browser router, made in steps", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("opens the browser's address, goes on to a later domain's page and comes back with the back button", async () => {
    window.history.replaceState(null, '', '/home?from=reminder');
    const { store } = storeWithFakes();
    const router = await createAppRouter(store);
    try {
      await waitFor(() => expect(router.state.initialized).toBe(true));
      expect(router.state.location).toMatchObject({ pathname: '/home', search: '?from=reminder' });
      // The history entry is the app's: react-router counts entries from it (a back within the app, or out of it).
      expect(window.history.state).toMatchObject({ idx: 0 });

      await router.navigate('/invoiceManage');
      expect(window.location.pathname).toBe('/invoiceManage');
      expect(router.state.location.pathname).toBe('/invoiceManage');
      // The later domains' table was patched in: the page is its route, not the 404's splat.
      expect(router.state.matches.at(-1)?.route.path).toBe('/invoiceManage');

      window.history.back();
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    } finally {
      router.dispose();
    }
  });
});
