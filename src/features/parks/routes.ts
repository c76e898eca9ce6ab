import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** The parks screens. Each page is its own chunk. */
export const parksRoutes: RouteObject[] = [
  { path: paths.suitParking, handle: { title: '适合您的停车场' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-suit-parking" */ './pages/SuitParkingPage'), 'SuitParkingPage') },
  { path: paths.nearbyBagParks, handle: { title: '附近月卡车场' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-nearby-bag-parks" */ './pages/NearbyBagParksPage'), 'NearbyBagParksPage') },
  { path: paths.nearbyBagRules, handle: { title: '月卡办理' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-nearby-bag-rules" */ './pages/NearbyBagRulesPage'), 'NearbyBagRulesPage') },
  { path: paths.collect, handle: { title: '我的收藏' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-collect" */ './pages/CollectPage'), 'CollectPage') },
  { path: paths.balanceParks, handle: { title: '余额可用停车场' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-balance-parks" */ './pages/BalanceParksPage'), 'BalanceParksPage') },
  { path: paths.suitBalanceParks, handle: { title: '适用余额的停车场' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-suit-balance-parks" */ './pages/SuitBalanceParksPage'), 'SuitBalanceParksPage') },
];
