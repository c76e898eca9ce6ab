import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** Pages that pay an idle fee, or show how its payment ended (resuming one left in flight), start the charging feature. */
const charging = () => import(/* webpackChunkName: "charging" */ './feature');

/** Idle-fee (占位费) bills, their payment and appeals. Each page is its own chunk. */
export const occupyRoutes: RouteObject[] = [
  { path: paths.chargeOccupation, handle: { title: '占位费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charge-occupation" */ './pages/ChargeOccupationPage'), 'ChargeOccupationPage') },
  { path: paths.occupyBillList, handle: { title: '占位费账单' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-occupy-bills" */ './pages/OccupyBillListPage'), 'OccupyBillListPage') },
  { path: paths.occupyBillDetail, handle: { title: '占位费详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-occupy-bill" */ './pages/OccupyBillDetailPage'), 'OccupyBillDetailPage', charging) },
  { path: paths.occupyPayResult, handle: { title: '支付结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-occupy-pay-result" */ './pages/OccupyPayResultPage'), 'OccupyPayResultPage', charging) },
  { path: paths.occupyAppeal, handle: { title: '占位费申诉' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-occupy-appeal" */ './pages/OccupyAppealPage'), 'OccupyAppealPage') },
  { path: paths.occupyAppealDetail, handle: { title: '申诉进度' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-appeal-detail" */ './pages/AppealDetailPage'), 'OccupyAppealDetailPage') },
];
