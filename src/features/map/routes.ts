import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** /map?lng&lat&parkId&isDetailPark&stationId&isDetailCharge&parkType&isFromHome — under the tab bar. */
export const mapRoutes: RouteObject[] = [
  { path: paths.map, handle: { title: '附近' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-map" */ './pages/MapPage'), 'MapPage') },
];
