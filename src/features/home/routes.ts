import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/ui/lazyPage';
import { paths } from '@/lib/paths';

/** Home sits under the shell's tab bar. */
export const homeRoutes: RouteObject[] = [
  { path: paths.home, handle: { title: '车主服务' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-home" */ './pages/HomePage'), 'HomePage') },
];
