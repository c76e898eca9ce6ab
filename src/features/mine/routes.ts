import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

export const mineRoutes: RouteObject[] = [
  { path: paths.mine, handle: { title: '我的' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-mine" */ './pages/MinePage'), 'MinePage') },
];
