import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** The live session's slice and saga start with the first of these routes. */
const charging = () => import(/* webpackChunkName: "charging" */ './feature');

/** Finding a charger, starting, the live session and its result. Each page is its own chunk. */
export const sessionRoutes: RouteObject[] = [
  { path: paths.chargeStationDetail, handle: { title: '充电站详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charge-station" */ './pages/ChargeStationDetailPage'), 'ChargeStationDetailPage') },
  { path: paths.chargingPage, handle: { title: '扫码充电' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging" */ './pages/ChargingPage'), 'ChargingPage', charging) },
  { path: paths.chargingPageResult, handle: { title: '启动充电' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging-start" */ './pages/ChargingPageResultPage'), 'ChargingPageResultPage', charging) },
  { path: paths.chargingResults, handle: { title: '充电详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging-session" */ './pages/ChargingResultsPage'), 'ChargingResultsPage', charging) },
];
