import type { RouteObject } from 'react-router-dom';
import { featureRoutes, loadLaterRoutes, notFoundRoute, tabRoutes } from '@/app/routes';
import { a11yRoutes } from '../e2e/a11yRoutes';

/** Every path of a route tree, children joined to their parents. */
function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((r) => {
    const here = r.path ? (r.path.startsWith('/') ? r.path : `${parent}/${r.path}`) : parent;
    const own = r.path && r.path !== '*' && (r.lazy || r.Component || r.element) && !r.children ? [here] : [];
    return [...own, ...(r.children ? pathsOf(r.children, here) : [])];
  });
}

test('every route the app implements, in the entry or later, is opened by the axe test', async () => {
  const implemented = new Set(pathsOf([...tabRoutes, ...featureRoutes, ...(await loadLaterRoutes()), notFoundRoute]));
  const checked = new Set(a11yRoutes.map((r) => r.route));
  expect([...implemented].filter((p) => !checked.has(p)).sort()).toEqual([]);
  expect([...checked].filter((p) => !implemented.has(p)).sort()).toEqual([]);
});
