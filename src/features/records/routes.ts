import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/ui/lazyPage';
import { paths } from '@/lib/paths';

/** The records screens. Each page is its own chunk. */
export const recordsRoutes: RouteObject[] = [
  { path: paths.parkingRecord, handle: { title: '停车记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-parking-record" */ './pages/ParkingRecordPage'), 'ParkingRecordPage') },
  { path: paths.parkingRecordDetail, handle: { title: '停车详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-parking-record-detail" */ './pages/ParkingRecordDetailPage'), 'ParkingRecordDetailPage') },
  { path: paths.billRecord, handle: { title: '缴费记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-bill-record" */ './pages/BillRecordPage'), 'BillRecordPage') },
  { path: paths.billComplain, handle: { title: '账单申诉' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-bill-complain" */ './pages/BillComplainPage'), 'BillComplainPage') },
  { path: paths.billComplainDetail, handle: { title: '申诉进度' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-bill-complain-detail" */ './pages/BillComplainDetailPage'), 'BillComplainDetailPage') },
  { path: paths.orderRecord, handle: { title: '我的订单' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-order-record" */ './pages/OrderRecordPage'), 'OrderRecordPage') },
  { path: paths.orderRecordDetail, handle: { title: '订单详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-order-record-detail" */ './pages/OrderRecordDetailPage'), 'OrderRecordDetailPage') },
];
