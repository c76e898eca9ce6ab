import { waitFor } from '@testing-library/react';
import { createAppRoutes, createAppRouter, holdsAddress, type AppRouter } from '@/app/router';
import { storeWithFakes } from '../support/store';

/**
 * The app's own router as the boot makes it (router.tsx): react-router's pieces put together in three tasks, instead
 * of createBrowserRouter in one. It must behave as that call did: open the browser's address, mark the history entry
 * as the app's, load a later domain's routes on the way, and follow the back button.
 */
describe("the app's browser router, made in steps", () => {
  const made: AppRouter[] = [];
  afterEach(() => {
    made.splice(0).forEach((router) => router.dispose());
    window.history.replaceState(null, '', '/');
  });

  /** The router the boot makes with the browser at `url`, disposed after the test. */
  async function routerAt(url: string): Promise<AppRouter> {
    window.history.replaceState(null, '', url);
    const router = await createAppRouter(storeWithFakes().store);
    made.push(router);
    return router;
  }

  it("opens the browser's address, goes on to a later domain's page and comes back with the back button", async () => {
    const router = await routerAt('/home?from=reminder');
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
  });

  it("opened at a later domain's page (a reminder's /wallet), it is made with that page's route: nothing left to patch", async () => {
    const router = await routerAt('/wallet?walletId=W4001');
    // Already in the table the router was made with, before its first match: no failed match, no patch.
    expect(router.routes[0]?.children?.some((route) => route.path === '/wallet')).toBe(true);
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.matches.at(-1)?.route.path).toBe('/wallet');
  });

  /** The paths of the router's first table under its root (a layout without a path as its children's). */
  const tablePaths = (router: AppRouter) =>
    (router.routes[0]?.children ?? []).flatMap((route) => (route.path === undefined ? (route.children ?? []).map((c) => c.path) : [route.path]));

  it('opened at a page other than the home, is made with that route alone (the tabs and the 404 beside it); the rest comes as it is needed and once the page is drawn', async () => {
    const router = await routerAt('/wallet?walletId=W4001');
    const first = tablePaths(router);
    expect(first).toContain('/wallet');
    expect(first).toContain('*');
    expect(first).not.toContain('/login');
    expect(first).not.toContain('/walletCash');
    expect(first).not.toContain('/payPage');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.matches.at(-1)?.route.path).toBe('/wallet');

    // A link to an entry page before the rest came: patched in by the navigation, the page and not the 404.
    await router.navigate('/login');
    expect(router.state.matches.at(-1)?.route.path).toBe('/login');
    // A later domain's other page: the later table, patched in.
    await router.navigate('/walletCash');
    expect(router.state.matches.at(-1)?.route.path).toBe('/walletCash');
  });

  it('once the first page is drawn and the phone idle, the entry\'s routes are all held again', async () => {
    const router = await routerAt('/payPage?parkId=P1001');
    expect(tablePaths(router)).not.toContain('/login');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await waitFor(() => expect(tablePaths(router)).toEqual(expect.arrayContaining(['/login', '/home', '/BarrierRslt', '/payPage'])), { timeout: 5000 });
    expect(router.state.matches.at(-1)?.route.path).toBe('/payPage');
  });

  it('opened at a page with a path parameter, or at no page, is made with that page or the 404', async () => {
    let router = await routerAt('/familyShare/FS000001');
    expect(tablePaths(router)).toContain('/familyShare/:shareId');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.matches.at(-1)?.route.path).toBe('/familyShare/:shareId');

    router = await routerAt('/no-such-page');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
  });

  it('opened at an entry page, is made with the entry\'s table alone (the later routes wait for a page that needs them)', async () => {
    const router = await routerAt('/home');
    expect(router.routes[0]?.children?.some((route) => route.path === '/wallet')).toBe(false);
  });
});

describe('which addresses the entry\'s table holds', () => {
  const routes = createAppRoutes(storeWithFakes().store);

  it('holds its pages in any letter case, with or without a trailing slash, nested ones too', () => {
    expect(holdsAddress(routes, '/payPage')).toBe(true);
    expect(holdsAddress(routes, '/PAYPAGE/')).toBe(true);
    expect(holdsAddress(routes, '/home')).toBe(true);
    expect(holdsAddress(routes, '/roadParking/addCar')).toBe(true);
  });

  it("does not count the 404's splat, nor a later domain's page, as held", () => {
    expect(holdsAddress(routes, '/wallet')).toBe(false);
    expect(holdsAddress(routes, '/no-such-page')).toBe(false);
  });
});
