import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/ui/lazyPage';
import { paths } from '@/lib/paths';

/** Routes the shell owns besides the tab pages: the 404 page (the catch-all reuses it). */
export const shellRoutes: RouteObject[] = [
  { path: paths.notFound, handle: { title: '页面不存在' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-not-found" */ './pages/NotFoundPage'), 'NotFoundPage') },
];

export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: lazyPage(() => import(/* webpackChunkName: "page-not-found" */ './pages/NotFoundPage'), 'NotFoundPage'),
};
