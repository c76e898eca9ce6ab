import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/**
 * A plate another account holds, claimed back with its driving licence (/plateClaim). Among the routes loaded after
 * the entry (app/laterRoutes.ts): a claim is rare, and its row is not to weigh on every first screen.
 */
export const plateClaimRoutes: RouteObject[] = [
  { path: paths.plateClaim, handle: { title: '车牌认领' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-plate-claim" */ './pages/PlateClaimPage'), 'PlateClaimPage') },
];
