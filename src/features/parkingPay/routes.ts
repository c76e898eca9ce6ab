import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/ui/lazyPage';

/** The parkingPay screens (issue 5). Each page is its own chunk. */
export const parkingPayRoutes: RouteObject[] = [
  { path: '/payPage', handle: { title: '停车缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pay" */ './pages/PayPage'), 'PayPage') },
  { path: '/multiPayPage', handle: { title: '批量缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-multi-pay" */ './pages/MultiPayPage'), 'MultiPayPage') },
  { path: '/payResultPage', handle: { title: '支付结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pay-result" */ './pages/PayResultPage'), 'PayResultPage') },
  { path: '/choiceDiscountPage', handle: { title: '选择优惠券' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-choice-discount" */ './pages/ChoiceDiscountPage'), 'ChoiceDiscountPage') },
  { path: '/paySuccess', handle: { title: '支付成功' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pay-success" */ './pages/PaySuccessPage'), 'PaySuccessPage') },
  { path: '/scanPayPage', handle: { title: '出口缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-scan-pay" */ './pages/ScanPayPage'), 'ScanPayPage') },
  { path: '/scanOverduePay', handle: { title: '欠费补缴' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-scan-overdue" */ './pages/ScanOverduePayPage'), 'ScanOverduePayPage') },
  { path: '/BarrierRslt', handle: { title: '出场结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-barrier" */ './pages/BarrierResultPage'), 'BarrierResultPage') },
  { path: '/arrearsPage', handle: { title: '欠费记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-arrears" */ './pages/ArrearsPage'), 'ArrearsPage') },
  { path: '/parkingPayPage', handle: { title: '停车缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-parking-pay" */ './pages/ParkingPayPage'), 'ParkingPayPage') },
];
