import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage, withFeature } from '@/ui/lazyPage';

/** Every page of the domain starts its feature (feature.ts): its pay kinds and its rows of the event table. */
const feature = () => import(/* webpackChunkName: "feature-merchant" */ './feature');

/**
 * Merchant management: a shop's coupons bought from its lot and given to customers by plate, by a
 * one-time code or in bulk; records, withdrawals and each coupon's life. Each page is its own chunk.
 */
export const merchantRoutes: RouteObject[] = withFeature(feature, [
  { path: paths.merchantManageList, handle: { title: '我的商户' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-list" */ './pages/MerchantManageListPage'), 'MerchantManageListPage') },
  { path: paths.merchantManage, handle: { title: '商户管理' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-home" */ './pages/MerchantManagePage'), 'MerchantManagePage') },
  { path: paths.buyCouponsList, handle: { title: '购买优惠券' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-buy-list" */ './pages/BuyCouponsListPage'), 'BuyCouponsListPage') },
  { path: paths.buyCoupons, handle: { title: '购买优惠券' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-buy" */ './pages/BuyCouponsPage'), 'BuyCouponsPage') },
  { path: paths.buyCouponsReslut, handle: { title: '购买结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-buy-result" */ './pages/BuyCouponsReslutPage'), 'BuyCouponsReslutPage') },
  { path: paths.buyCouponsRecord, handle: { title: '购买记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-buy-record" */ './pages/BuyCouponsRecordPage'), 'BuyCouponsRecordPage') },
  { path: paths.giveCouponsList, handle: { title: '赠送优惠券' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-give-list" */ './pages/GiveCouponsListPage'), 'GiveCouponsListPage') },
  { path: paths.giveCoupons, handle: { title: '赠送优惠券' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-give" */ './pages/GiveCouponsPage'), 'GiveCouponsPage') },
  { path: paths.showQRcode, handle: { title: '出示领券码' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-code" */ './pages/ShowQRcodePage'), 'ShowQRcodePage') },
  { path: paths.giveCouponsRecord, handle: { title: '赠送记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-give-record" */ './pages/GiveCouponsRecordPage'), 'GiveCouponsRecordPage') },
  { path: paths.invalidCoupons, handle: { title: '失效优惠券' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-invalid" */ './pages/InvalidCouponsPage'), 'InvalidCouponsPage') },
  { path: paths.couponsDetail, handle: { title: '优惠券详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-coupon" */ './pages/CouponsDetailPage'), 'CouponsDetailPage') },
  { path: paths.parkingDetail, handle: { title: '车辆停车详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-merchant-parking" */ './pages/ParkingDetailPage'), 'ParkingDetailPage') },
]);
