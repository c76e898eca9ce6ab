import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';
import { chargingPageResultRoute, chargingPageRoute, chargingResultsRoute } from './scanToChargeRoutes';


/** Finding a charger, starting, the live session and its result. Each page is its own chunk. */
export const sessionRoutes: RouteObject[] = [
  { path: paths.chargeStationDetail, handle: { title: '充电站详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charge-station" */ './pages/ChargeStationDetailPage'), 'ChargeStationDetailPage') },
  chargingPageRoute,
  chargingPageResultRoute,
  chargingResultsRoute,
  { path: paths.chargerReport, handle: { title: '无法充电' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charger-report" */ './pages/ReportChargerPage'), 'ReportChargerPage') },
];
