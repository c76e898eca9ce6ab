import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** Family sharing (家人共享): the shares given and received with the invitation, and the member's view of one share. */
export const familyRoutes: RouteObject[] = [
  { path: paths.familyShare, handle: { title: '家人共享' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-family-share" */ './pages/FamilySharePage'), 'FamilySharePage') },
  { path: paths.familyShareView, handle: { title: '家人的车辆' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-family-view" */ './pages/FamilyViewPage'), 'FamilyViewPage') },
];
