import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';
import { chargingChoiceCouponRoute } from './scanToChargeRoutes';

/** Charging coupons: choosing one for a start, and claiming one by its code. Each page is its own chunk. */
export const couponRoutes: RouteObject[] = [
  chargingChoiceCouponRoute,
  { path: paths.scanQRCodeCharging, handle: { title: '扫码领券' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging-claim" */ './pages/ScanQRCodeChargingPage'), 'ScanQRCodeChargingPage') },
  { path: paths.scanQRCodeChargingSuccess, handle: { title: '领取成功' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging-claimed" */ './pages/ScanQRCodeChargingSuccessPage'), 'ScanQRCodeChargingSuccessPage') },
  { path: paths.scanQRCodeChargingFailed, handle: { title: '领取失败' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging-claim-failed" */ './pages/ScanQRCodeChargingFailedPage'), 'ScanQRCodeChargingFailedPage') },
];
