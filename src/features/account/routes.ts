import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';
import { account, signInRoutes } from './signInRoutes';

/** 用户协议: a new route, not in the spec's list; it moves to paths.ts (the lead's) as paths.userAgreement. */

/** Managing the account once signed in (not in the embedded build). */
const profileRoutes: RouteObject[] = [
  { path: paths.userInfo, handle: { title: '个人信息' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-user-info" */ './pages/UserInfoPage'), 'UserInfoPage', account) },
  { path: paths.changeUserName, handle: { title: '修改姓名' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-user-name" */ './pages/ChangeUserNamePage'), 'ChangeUserNamePage', account) },
  { path: paths.changeNickname, handle: { title: '修改昵称' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-nickname" */ './pages/ChangeNicknamePage'), 'ChangeNicknamePage', account) },
  { path: paths.changePassWord, handle: { title: '修改密码' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-password" */ './pages/ChangePasswordPage'), 'ChangePasswordPage', account) },
  { path: paths.changeTel, handle: { title: '更换手机号' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-tel" */ './pages/ChangeTelPage'), 'ChangeTelPage', account) },
  { path: paths.cancellation, handle: { title: '注销账号' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cancellation" */ './pages/CancellationPage'), 'CancellationPage', account) },
  { path: paths.onsurecancel, handle: { title: '确认注销' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-confirm-cancellation" */ './pages/ConfirmCancellationPage'), 'ConfirmCancellationPage', account) },
];

/** Every account route of spec section 2 (names are part of the contract: external links use them), and the agreements. */
export const accountRoutes: RouteObject[] = [...signInRoutes, ...profileRoutes];
