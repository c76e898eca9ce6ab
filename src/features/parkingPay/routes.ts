import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** Every parking screen can pay or resume a payment, so each starts the payment feature (once per store). */
const payment = () => import(/* webpackChunkName: "payment" */ '@/payment/feature');

/** The parkingPay screens (issue 5). Each page is its own chunk. */
export const parkingPayRoutes: RouteObject[] = [
  { path: paths.payPage, handle: { title: '停车缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pay" */ './pages/PayPage'), 'PayPage', payment) },
  { path: paths.multiPayPage, handle: { title: '批量缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-multi-pay" */ './pages/MultiPayPage'), 'MultiPayPage', payment) },
  { path: paths.payResultPage, handle: { title: '支付结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pay-result" */ './pages/PayResultPage'), 'PayResultPage', payment) },
  { path: paths.choiceDiscountPage, handle: { title: '选择优惠券' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-choice-discount" */ './pages/ChoiceDiscountPage'), 'ChoiceDiscountPage', payment) },
  { path: paths.paySuccess, handle: { title: '支付成功' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pay-success" */ './pages/PaySuccessPage'), 'PaySuccessPage', payment) },
  { path: paths.scanPayPage, handle: { title: '出口缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-scan-pay" */ './pages/ScanPayPage'), 'ScanPayPage', payment) },
  { path: paths.scanOverduePay, handle: { title: '欠费补缴' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-scan-overdue" */ './pages/ScanOverduePayPage'), 'ScanOverduePayPage', payment) },
  { path: paths.barrierRslt, handle: { title: '出场结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-barrier" */ './pages/BarrierResultPage'), 'BarrierResultPage', payment) },
  { path: paths.arrearsPage, handle: { title: '欠费记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-arrears" */ './pages/ArrearsPage'), 'ArrearsPage', payment) },
  { path: paths.parkingPayPage, handle: { title: '停车缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-parking-pay" */ './pages/ParkingPayPage'), 'ParkingPayPage', payment) },
];
