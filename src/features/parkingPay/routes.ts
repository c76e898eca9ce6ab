import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage, withFeature } from '@/ui/lazyPage';

/** Every page of the domain starts its feature (feature.ts): its pay kinds and its rows of the event table. */
const feature = () => import(/* webpackChunkName: "feature-parkingPay" */ './feature');

/** The parkingPay screens. Each page is its own chunk. */
export const parkingPayRoutes: RouteObject[] = withFeature(feature, [
  { path: paths.payPage, handle: { title: '停车缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pay" */ './pages/PayPage'), 'PayPage') },
  { path: paths.multiPayPage, handle: { title: '批量缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-multi-pay" */ './pages/MultiPayPage'), 'MultiPayPage') },
  { path: paths.payResultPage, handle: { title: '支付结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pay-result" */ './pages/PayResultPage'), 'PayResultPage') },
  { path: paths.choiceDiscountPage, handle: { title: '选择优惠券' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-choice-discount" */ './pages/ChoiceDiscountPage'), 'ChoiceDiscountPage') },
  { path: paths.paySuccess, handle: { title: '支付成功' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pay-success" */ './pages/PaySuccessPage'), 'PaySuccessPage') },
  { path: paths.scanPayPage, handle: { title: '出口缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-scan-pay" */ './pages/ScanPayPage'), 'ScanPayPage') },
  { path: paths.scanOverduePay, handle: { title: '欠费补缴' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-scan-overdue" */ './pages/ScanOverduePayPage'), 'ScanOverduePayPage') },
  { path: paths.barrierRslt, handle: { title: '出场结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-barrier" */ './pages/BarrierResultPage'), 'BarrierResultPage') },
  { path: paths.arrearsPage, handle: { title: '欠费记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-arrears" */ './pages/ArrearsPage'), 'ArrearsPage') },
  { path: paths.visitorReceipt, handle: { title: '支付凭证' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-visitor-receipt" */ './pages/VisitorReceiptPage'), 'VisitorReceiptPage') },
  { path: paths.noPlateEntry, handle: { title: '无牌车入场' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-no-plate-entry" */ './pages/NoPlateEntryPage'), 'NoPlateEntryPage') },
  { path: paths.parkingPayPage, handle: { title: '停车缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-parking-pay" */ './pages/ParkingPayPage'), 'ParkingPayPage') },
]);
