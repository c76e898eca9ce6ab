import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';
import { chargeBillDetailRoute } from './scanToChargeRoutes';

/** Charging bills and their complaints. Each page is its own chunk. */
export const billRoutes: RouteObject[] = [
  { path: paths.chargeBillManage, handle: { title: '充电账单' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charge-bills" */ './pages/ChargeBillManagePage'), 'ChargeBillManagePage') },
  chargeBillDetailRoute,
  { path: paths.chargingBillComplain, handle: { title: '账单申诉' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging-complain" */ './pages/ChargingBillComplainPage'), 'ChargingBillComplainPage') },
  { path: paths.chargingAppealDetail, handle: { title: '申诉进度' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-appeal-detail" */ './pages/AppealDetailPage'), 'ChargingAppealDetailPage') },
];
