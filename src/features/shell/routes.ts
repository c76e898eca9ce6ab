import type { RouteObject } from 'react-router';

/** The shell's routes; each page is its own chunk. */
export const shellRoutes: RouteObject[] = [
  {
    path: '/home',
    handle: { title: '车主服务' },
    lazy: () => import(/* webpackChunkName: "page-home" */ './pages/HomePage').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: '/404',
    handle: { title: '页面不存在' },
    lazy: () => import(/* webpackChunkName: "page-not-found" */ './pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
];
