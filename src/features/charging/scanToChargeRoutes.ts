import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** The charging feature (its live session, pay kinds and event rows) starts with the first of these routes. */
const charging = () => import(/* webpackChunkName: "charging" */ './feature');

/**
 * Scan-to-charge from start to bill: the routes the embedded build shares with the full app (config/embedded.ts),
 * defined once here so both tables hold the very same routes.
 */
export const chargingPageRoute: RouteObject = { path: paths.chargingPage, handle: { title: '扫码充电' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging" */ './pages/ChargingPage'), 'ChargingPage', charging) };
export const chargingPageResultRoute: RouteObject = { path: paths.chargingPageResult, handle: { title: '启动充电' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging-start" */ './pages/ChargingPageResultPage'), 'ChargingPageResultPage', charging) };
export const chargingResultsRoute: RouteObject = { path: paths.chargingResults, handle: { title: '充电详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging-session" */ './pages/ChargingResultsPage'), 'ChargingResultsPage', charging) };
export const chargingChoiceCouponRoute: RouteObject = { path: paths.chargingChoiceCoupon, handle: { title: '选择优惠券' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging-coupon" */ './pages/ChargingChoiceCouponPage'), 'ChargingChoiceCouponPage', charging) };
export const chargeBillDetailRoute: RouteObject = { path: paths.chargeBillDetail, handle: { title: '账单详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charge-bill" */ './pages/ChargeBillDetailPage'), 'ChargeBillDetailPage', charging) };

export const scanToChargeRoutes: RouteObject[] = [chargingPageRoute, chargingPageResultRoute, chargingResultsRoute, chargingChoiceCouponRoute, chargeBillDetailRoute];
