import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage, withFeature } from '@/ui/lazyPage';

/** Every page of the domain starts its feature (feature.ts): its pay kinds and its rows of the event table. */
const feature = () => import(/* webpackChunkName: "feature-offPeak" */ './feature');

/**
 * Off-peak sharing (错时共享): lots and their windows, buying a package or a slot and paying it, managing
 * them, violations with their appeal; and owners registering a space to share (/userApply). Each page its own chunk.
 */
export const offPeakRoutes: RouteObject[] = withFeature(feature, [
  { path: paths.wrongTimeShare, handle: { title: '错时共享' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-wrong-time-share" */ './pages/WrongTimeSharePage'), 'WrongTimeSharePage') },
  { path: paths.packageCarSelect, handle: { title: '购买错时包月' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-package-car-select" */ './pages/PackageCarSelectPage'), 'PackageCarSelectPage') },
  { path: paths.wrongTimePackagePay, handle: { title: '支付错时包月' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-wrong-time-pay" */ './pages/WrongTimePayPage'), 'WrongTimePackagePayPage') },
  { path: paths.packageHandleSucc, handle: { title: '办理结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-package-handle-succ" */ './pages/PackageHandleSuccPage'), 'PackageHandleSuccPage') },
  { path: paths.subscribeCarSelect, handle: { title: '错时预约' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-subscribe-car-select" */ './pages/SubscribeCarSelectPage'), 'SubscribeCarSelectPage') },
  { path: paths.wrongTimeSubscribePay, handle: { title: '支付错时预约' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-wrong-time-pay" */ './pages/WrongTimePayPage'), 'WrongTimeSubscribePayPage') },
  { path: paths.subscribeHandleSucc, handle: { title: '预约结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-subscribe-handle-succ" */ './pages/SubscribeHandleSuccPage'), 'SubscribeHandleSuccPage') },
  { path: paths.wrongTimeManage, handle: { title: '我的错时共享' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-wrong-time-manage" */ './pages/WrongTimeManagePage'), 'WrongTimeManagePage') },
  { path: paths.violationRecord, handle: { title: '违规记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-violation-record" */ './pages/ViolationRecordPage'), 'ViolationRecordPage') },
  { path: paths.wrongTimePackageDetail, handle: { title: '错时包月详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-wrong-time-package-detail" */ './pages/WrongTimePackageDetailPage'), 'WrongTimePackageDetailPage') },
  { path: paths.wrongTimeSubscribeDetail, handle: { title: '错时预约详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-wrong-time-subscribe-detail" */ './pages/WrongTimeSubscribeDetailPage'), 'WrongTimeSubscribeDetailPage') },
  { path: paths.userApply, handle: { title: '共享我的车位' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-user-apply" */ './pages/UserApplyPage'), 'UserApplyPage') },
  { path: paths.userApplyUserCheckIn, handle: { title: '车位登记' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-user-check-in" */ './pages/UserCheckInPage'), 'UserCheckInPage') },
  { path: paths.userApplyResult, handle: { title: '审核结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-user-apply-result" */ './pages/UserApplyResultPage'), 'UserApplyResultPage') },
  { path: paths.userApplyHistory, handle: { title: '申请记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-user-apply-history" */ './pages/UserApplyHistoryPage'), 'UserApplyHistoryPage') },
]);
