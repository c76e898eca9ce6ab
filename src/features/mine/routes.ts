import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/ui/lazyPage';

export const mineRoutes: RouteObject[] = [
  { path: '/mine', handle: { title: '我的' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-mine" */ './pages/MinePage'), 'MinePage') },
];
