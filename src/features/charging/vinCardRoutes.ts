import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/**
 * Plug-and-charge VINs (and the claim of one another account holds, /vinClaim) and charging cards. Each page is its
 * own chunk; like every charging route they load after the entry (app/laterRoutes.ts).
 */
export const vinCardRoutes: RouteObject[] = [
  { path: paths.chargingVinManage, handle: { title: 'VIN码管理' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging-vin-manage" */ './pages/ChargingVinManagePage'), 'ChargingVinManagePage') },
  { path: paths.chargingVinAdd, handle: { title: '添加VIN码' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging-vin-add" */ './pages/ChargingVinAddPage'), 'ChargingVinAddPage') },
  { path: paths.vinClaim, handle: { title: 'VIN认领' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-vin-claim" */ './pages/VinClaimPage'), 'VinClaimPage') },
  { path: paths.chargingCard, handle: { title: '我的充电卡' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-charging-card" */ './pages/ChargingCardPage'), 'ChargingCardPage') },
  { path: paths.changeCardPassword, handle: { title: '修改充电卡密码' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-card-password" */ './pages/ChangeCardPasswordPage'), 'ChangeCardPasswordPage') },
];
