import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** 用户协议: a new route, not in the spec's list; it moves to paths.ts (the lead's) as paths.userAgreement. */

/** Every account route of spec section 2 (names are part of the contract: external links use them), and the agreements. */
export const accountRoutes: RouteObject[] = [
  { path: paths.loginIndex, handle: { title: '登录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-login-index" */ './pages/LoginIndexPage'), 'LoginIndexPage') },
  { path: paths.login, handle: { title: '登录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-login" */ './pages/LoginPage'), 'LoginPage') },
  { path: paths.registor, handle: { title: '注册' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-register" */ './pages/RegisterPage'), 'RegisterPage') },
  { path: paths.loginloading, handle: { title: '登录中' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-login-loading" */ './pages/LoginLoadingPage'), 'LoginLoadingPage') },
  { path: paths.bindPhone, handle: { title: '绑定手机号' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-bind-phone" */ './pages/BindPhonePage'), 'BindPhonePage') },
  { path: paths.userInfo, handle: { title: '个人信息' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-user-info" */ './pages/UserInfoPage'), 'UserInfoPage') },
  { path: paths.changeUserName, handle: { title: '修改姓名' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-user-name" */ './pages/ChangeUserNamePage'), 'ChangeUserNamePage') },
  { path: paths.changeNickname, handle: { title: '修改昵称' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-nickname" */ './pages/ChangeNicknamePage'), 'ChangeNicknamePage') },
  { path: paths.changePassWord, handle: { title: '修改密码' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-password" */ './pages/ChangePasswordPage'), 'ChangePasswordPage') },
  { path: paths.passWordChange, handle: { title: '找回密码' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-reset-password" */ './pages/ResetPasswordPage'), 'ResetPasswordPage') },
  { path: paths.changeTel, handle: { title: '更换手机号' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-tel" */ './pages/ChangeTelPage'), 'ChangeTelPage') },
  { path: paths.cancellation, handle: { title: '注销账号' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cancellation" */ './pages/CancellationPage'), 'CancellationPage') },
  { path: paths.onsurecancel, handle: { title: '确认注销' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-confirm-cancellation" */ './pages/ConfirmCancellationPage'), 'ConfirmCancellationPage') },
  { path: paths.userAgreement, handle: { title: '用户协议' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-user-agreement" */ './pages/UserAgreementPage'), 'UserAgreementPage') },
  { path: paths.privacyPolicyHistory, handle: { title: '隐私政策' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-privacy-policy" */ './pages/PrivacyPolicyPage'), 'PrivacyPolicyPage') },
];
