import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** Members and authorizations: whom a payment is for, the people followed and fleets, host authorizations. */
export const membersRoutes: RouteObject[] = [
  { path: paths.choiceSelf, handle: { title: '为谁缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-choice-self" */ './pages/ChoiceSelfPage'), 'ChoiceSelfPage') },
  { path: paths.fllowManage, handle: { title: '亲友管理' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-fllow-manage" */ './pages/FllowManagePage'), 'FllowManagePage') },
  { path: paths.authorizationSuccess, handle: { title: '授权结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-authorization" */ './pages/AuthorizationSuccessPage'), 'AuthorizationSuccessPage') },
];
