import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type * as full from '@/app/routes';
import * as embedded from '@/app/routes.embedded';
import { embeddedRouteSet } from '@config/embedded';
import { backend } from '../support/mockServer';
import { renderApp } from '../support/renderApp';
import { signInAs } from '../support/session';

/*
 * The embedded build as webpack builds it: `--env embedded` resolves src/app/routes.ts to routes.embedded.ts, so
 * the whole app here runs on the embedded table the same way.
 */
jest.mock('@/app/routes', () => jest.requireActual('@/app/routes.embedded'));

configure({ asyncUtilTimeout: 4000 });

function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path && r.path !== '*' ? [r.path] : []), ...(r.children ? pathsOf(r.children) : [])]);
}

describe('the embedded route table', () => {
  test('holds exactly the route set of config/embedded.ts', () => {
    const table = pathsOf([...embedded.tabRoutes, ...embedded.featureRoutes]);
    expect(new Set(table).size).toBe(table.length);
    expect([...table].sort()).toEqual([...embeddedRouteSet].sort());
  });

  test('a route it shares with the full app is the same route (title included); only /home differs', async () => {
    const fullTable = jest.requireActual<typeof full>('@/app/routes');
    const byPath = new Map([...fullTable.tabRoutes, ...fullTable.featureRoutes, ...(await fullTable.loadLaterRoutes())].map((r) => [r.path, r]));
    for (const r of embedded.featureRoutes) {
      if (r.path === '/home') continue;
      expect([r.path, byPath.get(r.path)?.handle]).toEqual([r.path, r.handle]);
      expect(byPath.get(r.path)?.lazy).toBe(r.lazy);
    }
    expect(embedded.notFoundRoute).toBe(fullTable.notFoundRoute);
  });
});

describe('the embedded app', () => {
  test('a route outside the set answers the 404 page, which leads to the plate query', async () => {
    signInAs('A');
    const { router } = renderApp('/carManage');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/carManage');
    expect(backend.calls.list('/driver/v2/api/plates')).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '车牌查询缴费' })).toBeInTheDocument();
  });

  test('/ and /home: the plate query alone, no tab bar and none of the full home', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: '停车缴费', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('heading', { name: '车牌查询缴费' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '车主服务' })).not.toBeInTheDocument();
    expect(backend.calls.list('/publicity/v2/api/advertisings')).toHaveLength(0);
  });

  test('a plate with one bill leads from the landing to its pay page, which shows the bill', async () => {
    signInAs('A');
    const { router } = renderApp('/home');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText(/^车牌第1位/));
    const kb = within(screen.getByRole('group', { name: '车牌键盘' }));
    for (const k of Array.from('京A12345')) await user.click(kb.getByLabelText(k, { selector: 'button' }));
    await user.click(screen.getByRole('button', { name: /^查询/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'));
    const card = await screen.findByRole('region', { name: '停车账单' });
    expect(within(card).getByText('30.00元')).toBeInTheDocument();
  });
});
