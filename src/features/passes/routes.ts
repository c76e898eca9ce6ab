import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage, withFeature } from '@/ui/lazyPage';

/** Every page of the domain starts its feature (feature.ts): its pay kinds and its rows of the event table. */
const feature = () => import(/* webpackChunkName: "feature-passes" */ './feature');

/**
 * Period passes (月卡): lots and rules, the notice, applying with materials, the review as a timeline,
 * fixing a rejected application, paying, the pass with its code, renewing, plates on a pass, payment records,
 * plate materials and the disabled-driver certification, and the page partners link to. Each page is its own chunk.
 */
export const passesRoutes: RouteObject[] = withFeature(feature, [
  { path: paths.monthParking, handle: { title: '月卡停车场' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-month-parking" */ './pages/MonthParkingPage'), 'MonthParkingPage') },
  { path: paths.monthlyRuleNotice, handle: { title: '月卡办理须知' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-monthly-rule-notice" */ './pages/MonthlyRuleNoticePage'), 'MonthlyRuleNoticePage') },
  { path: paths.mounthlyNotarize, handle: { title: '办理月卡' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-mounthly-notarize" */ './pages/MounthlyNotarizePage'), 'MounthlyNotarizePage') },
  { path: paths.monthlyMaterial, handle: { title: '办理材料' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-monthly-material" */ './pages/MonthlyMaterialPage'), 'MonthlyMaterialPage') },
  { path: paths.submitSuccess, handle: { title: '提交成功' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pass-submitted" */ './pages/SubmitSuccessPage'), 'SubmitSuccessPage') },
  { path: paths.mounthlyDetail, handle: { title: '月卡详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-mounthly-detail" */ './pages/MounthlyDetailPage'), 'MounthlyDetailPage') },
  { path: paths.mounthlyEdit, handle: { title: '修改申请' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-mounthly-edit" */ './pages/MounthlyEditPage'), 'MounthlyEditPage') },
  { path: paths.mounthlyRenew, handle: { title: '月卡续费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-mounthly-renew" */ './pages/MounthlyRenewPage'), 'MounthlyRenewPage') },
  { path: paths.renew, handle: { title: '月卡续费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-renew" */ './pages/RenewPage'), 'RenewPage') },
  { path: paths.myMounthlyPay, handle: { title: '我的月卡' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-my-passes" */ './pages/MyMounthlyPayPage'), 'MyMounthlyPayPage') },
  { path: paths.mounthPayList, handle: { title: '月卡缴费记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pass-payments" */ './pages/MounthPayListPage'), 'MounthPayListPage') },
  { path: paths.mounthlyPayManage, handle: { title: '管理车辆' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pass-plates" */ './pages/MounthlyPayManagePage'), 'MounthlyPayManagePage') },
  { path: paths.mounthlyPayAddCar, handle: { title: '添加或更换车辆' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-pass-add-car" */ './pages/MounthlyPayAddCarPage'), 'MounthlyPayAddCarPage') },
  { path: paths.plateMaterial, handle: { title: '行驶证材料' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-plate-materials" */ './pages/PlateMaterialPage'), 'PlateMaterialPage') },
  { path: paths.plateMaterialDetail, handle: { title: '行驶证详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-plate-material" */ './pages/PlateMaterialDetailPage'), 'PlateMaterialDetailPage') },
  { path: paths.plateMaterialEdit, handle: { title: '上传行驶证' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-plate-material-edit" */ './pages/PlateMaterialEditPage'), 'PlateMaterialEditPage') },
  { path: paths.plateMaterialDisabled, handle: { title: '残疾人认证' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-disabled-cert" */ './pages/PlateMaterialDisabledPage'), 'PlateMaterialDisabledPage') },
  { path: paths.h5Mounth, handle: { title: '月卡办理' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-h5-mounth" */ './pages/H5MounthPage'), 'H5MounthPage') },
]);
