import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/ui/lazyPage';

/** Every account route of spec section 2 (names are part of the contract: external links use them). */
export const accountRoutes: RouteObject[] = [
  { path: '/loginIndex', handle: { title: '登录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-login-index" */ './pages/LoginIndexPage'), 'LoginIndexPage') },
  { path: '/login', handle: { title: '登录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-login" */ './pages/LoginPage'), 'LoginPage') },
  { path: '/registor', handle: { title: '注册' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-register" */ './pages/RegisterPage'), 'RegisterPage') },
  { path: '/loginloading', handle: { title: '登录中' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-login-loading" */ './pages/LoginLoadingPage'), 'LoginLoadingPage') },
  { path: '/bindPhone', handle: { title: '绑定手机号' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-bind-phone" */ './pages/BindPhonePage'), 'BindPhonePage') },
  { path: '/userInfo', handle: { title: '个人信息' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-user-info" */ './pages/UserInfoPage'), 'UserInfoPage') },
  { path: '/changeUserName', handle: { title: '修改姓名' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-user-name" */ './pages/ChangeUserNamePage'), 'ChangeUserNamePage') },
  { path: '/changeNickname', handle: { title: '修改昵称' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-nickname" */ './pages/ChangeNicknamePage'), 'ChangeNicknamePage') },
  { path: '/changePassWord', handle: { title: '修改密码' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-password" */ './pages/ChangePasswordPage'), 'ChangePasswordPage') },
  { path: '/passWordChange', handle: { title: '找回密码' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-reset-password" */ './pages/ResetPasswordPage'), 'ResetPasswordPage') },
  { path: '/changeTel', handle: { title: '更换手机号' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-change-tel" */ './pages/ChangeTelPage'), 'ChangeTelPage') },
  { path: '/cancellation', handle: { title: '注销账号' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cancellation" */ './pages/CancellationPage'), 'CancellationPage') },
  { path: '/onsurecancel', handle: { title: '确认注销' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-confirm-cancellation" */ './pages/ConfirmCancellationPage'), 'ConfirmCancellationPage') },
];
