import { redirect, type RouteObject } from 'react-router-dom';
import type { CouponStatus } from '@/api/coupon/types';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';
import { discountUrl } from './components/links';

/**
 * The spec's names of the /discount tabs: each opens /discount on its tab (the tab then lives in /discount's
 * address), so old links and the menu keep working and there is one page to keep.
 */
function tabRoute(path: string, tab: CouponStatus): RouteObject {
  return { path, lazy: () => Promise.resolve({ loader: () => redirect(discountUrl(tab)) }) };
}

/** The coupon wallet and claiming a coupon by its code. Each page is its own chunk. */
export const couponsRoutes: RouteObject[] = [
  { path: paths.discount, handle: { title: '我的优惠券' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-discount" */ './pages/DiscountPage'), 'DiscountPage') },
  tabRoute(paths.unused, 'unused'),
  tabRoute(paths.used, 'used'),
  tabRoute(paths.past, 'expired'),
  { path: paths.scanQRCode, handle: { title: '领取优惠券' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-coupon-scan" */ './pages/ScanQRCodePage'), 'ScanQRCodePage') },
  { path: paths.scanQRCodeAddCar, handle: { title: '选择车辆' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-coupon-plate" */ './pages/ScanQRCodeAddCarPage'), 'ScanQRCodeAddCarPage') },
  { path: paths.scanQRCodeSuccess, handle: { title: '领取成功' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-coupon-claimed" */ './pages/ScanQRCodeSuccessPage'), 'ScanQRCodeSuccessPage') },
  { path: paths.scanQRCodeFailed, handle: { title: '领取失败' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-coupon-failed" */ './pages/ScanQRCodeFailedPage'), 'ScanQRCodeFailedPage') },
  { path: paths.couponSuccess, handle: { title: '领取成功' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-coupon-success" */ './pages/CouponSuccessPage'), 'CouponSuccessPage') },
];
