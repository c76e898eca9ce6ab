import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/**
 * Plates (spec section 2): the driver's bound plates, adding one with the plate keyboard, a plate's detail and
 * auto-deduction, withholding contracts (无感支付), and road-side parking at a section (a sign's QR code with
 * parkId) with its children index, palteList (choose a plate), parkingList (orders in progress) and addCar.
 * A plate another account holds is claimed back on a page of its own, loaded later (./claimRoutes.ts).
 */
export const platesRoutes: RouteObject[] = [
  { path: paths.carManage, handle: { title: '我的车辆' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-car-manage" */ './pages/CarManagePage'), 'CarManagePage') },
  { path: paths.addCar, handle: { title: '添加车辆' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-add-car" */ './pages/AddCarPage'), 'AddCarPage') },
  { path: paths.plateDetail, handle: { title: '车辆详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-plate-detail" */ './pages/PlateDetailPage'), 'PlateDetailPage') },
  { path: paths.orderDeduction, handle: { title: '自动扣费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-order-deduction" */ './pages/OrderDeductionPage'), 'OrderDeductionPage') },
  { path: paths.sencelessPayment, handle: { title: '开通无感支付' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-senceless-payment" */ './pages/SencelessPaymentPage'), 'SencelessPaymentPage') },
  { path: paths.sencelessPaymentList, handle: { title: '无感支付' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-senceless-payment-list" */ './pages/SencelessPaymentListPage'), 'SencelessPaymentListPage') },
  {
    path: paths.roadParking,
    handle: { title: '路侧停车' },
    lazy: lazyPage(() => import(/* webpackChunkName: "page-road-parking" */ './roadParking/RoadParkingLayout'), 'RoadParkingLayout'),
    children: [
      { index: true, lazy: lazyPage(() => import(/* webpackChunkName: "page-road-parking-index" */ './roadParking/pages/RoadIndexPage'), 'RoadIndexPage') },
      { path: 'index', lazy: lazyPage(() => import(/* webpackChunkName: "page-road-parking-index" */ './roadParking/pages/RoadIndexPage'), 'RoadIndexPage') },
      { path: 'palteList', handle: { title: '选择车辆' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-road-plate-list" */ './roadParking/pages/RoadPlateListPage'), 'RoadPlateListPage') },
      { path: 'parkingList', handle: { title: '在停订单' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-road-parking-list" */ './roadParking/pages/RoadParkingListPage'), 'RoadParkingListPage') },
      { path: 'addCar', handle: { title: '添加车辆' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-road-add-car" */ './roadParking/pages/RoadAddCarPage'), 'RoadAddCarPage') },
    ],
  },
];
