import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/ui/lazyPage';

/** Home sits under the shell's tab bar. */
export const homeRoutes: RouteObject[] = [
  { path: '/home', handle: { title: '车主服务' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-home" */ './pages/HomePage'), 'HomePage') },
];
