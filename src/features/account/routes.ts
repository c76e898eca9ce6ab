import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** 用户协议: a new route, not in the spec's list; it moves to paths.ts (the lead's) as paths.userAgreement. */

/** Every account route of spec section 2 (names are part of the contract: external links use them), and the agreements. */
/** The sign-in sagas start with the first account page, not in the entry. */
const account = () => import(/* webpackChunkName: "feature-account" */ './feature');

export const accountRoutes: RouteObject[] = [
  { path: paths.loginIndex, handle: { title: '登录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-login-index" */ './pages/LoginIndexPage'), 'LoginIndexPage', account) },
  { path: paths.login, handle: { title: '登录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-login" */ './pages/LoginPage'), 'LoginPage', account) },
  { path: paths.registor, handle: { title: '注册' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-register" */ './pages/RegisterPage'), 'RegisterPage', account) },
  { path: paths.loginloading, handle: { title: '登录中' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-login-loading" */ './pages/LoginLoadingPage'), 'LoginLoadingPage', account) },
  { path: paths.bindPhone, handle: { title: '绑定手机号' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-bind-phone" */ './pages/BindPhonePage'), 'BindPhonePage', account) },
  { path: paths.userInfo, handle: { title: '个人信息' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-user-info" */ './pages/UserInfoPage'), 'UserInfoPage', account) },
  { path: paths.changeUserName, handle: { title: '修改姓名' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-user-name" */ './pages/ChangeUserNamePage'), 'ChangeUserNamePage', account) },
  { path: paths.changeNickname, handle: { title: '修改昵称' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-nickname" */ './pages/ChangeNicknamePage'), 'ChangeNicknamePage', account) },
  { path: paths.changePassWord, handle: { title: '修改密码' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-password" */ './pages/ChangePasswordPage'), 'ChangePasswordPage', account) },
  { path: paths.passWordChange, handle: { title: '找回密码' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-reset-password" */ './pages/ResetPasswordPage'), 'ResetPasswordPage', account) },
  { path: paths.changeTel, handle: { title: '更换手机号' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-tel" */ './pages/ChangeTelPage'), 'ChangeTelPage', account) },
  { path: paths.cancellation, handle: { title: '注销账号' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cancellation" */ './pages/CancellationPage'), 'CancellationPage', account) },
  { path: paths.onsurecancel, handle: { title: '确认注销' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-confirm-cancellation" */ './pages/ConfirmCancellationPage'), 'ConfirmCancellationPage', account) },
  { path: paths.userAgreement, handle: { title: '用户协议' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-user-agreement" */ './pages/UserAgreementPage'), 'UserAgreementPage', account) },
  { path: paths.privacyPolicyHistory, handle: { title: '隐私政策' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-privacy-policy" */ './pages/PrivacyPolicyPage'), 'PrivacyPolicyPage', account) },
];
