import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/ui/lazyPage';

/** Routes the shell owns besides the tab pages: the 404 page (the catch-all reuses it). */
export const shellRoutes: RouteObject[] = [
  { path: '/404', handle: { title: '页面不存在' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-not-found" */ './pages/NotFoundPage'), 'NotFoundPage') },
];

export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: lazyPage(() => import(/* webpackChunkName: "page-not-found" */ './pages/NotFoundPage'), 'NotFoundPage'),
};
