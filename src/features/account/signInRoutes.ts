import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** The sign-in sagas start with the first account page, not in the entry. */
export const account = () => import(/* webpackChunkName: "feature-account" */ './feature');

/**
 * Signing in, and every page a sign-in links to on the way. Its own module: the embedded build
 * (config/embedded.ts) takes these routes without the profile pages of ./routes.ts, which webpack would otherwise
 * bundle as chunks.
 */
export const signInRoutes: RouteObject[] = [
  { path: paths.loginIndex, handle: { title: '登录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-login-index" */ './pages/LoginIndexPage'), 'LoginIndexPage', account) },
  { path: paths.login, handle: { title: '登录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-login" */ './pages/LoginPage'), 'LoginPage', account) },
  { path: paths.registor, handle: { title: '注册' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-register" */ './pages/RegisterPage'), 'RegisterPage', account) },
  { path: paths.loginloading, handle: { title: '登录中' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-login-loading" */ './pages/LoginLoadingPage'), 'LoginLoadingPage', account) },
  { path: paths.bindPhone, handle: { title: '绑定手机号' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-bind-phone" */ './pages/BindPhonePage'), 'BindPhonePage', account) },
  { path: paths.passWordChange, handle: { title: '找回密码' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-reset-password" */ './pages/ResetPasswordPage'), 'ResetPasswordPage', account) },
  { path: paths.userAgreement, handle: { title: '用户协议' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-user-agreement" */ './pages/UserAgreementPage'), 'UserAgreementPage', account) },
  { path: paths.privacyPolicyHistory, handle: { title: '隐私政策' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-privacy-policy" */ './pages/PrivacyPolicyPage'), 'PrivacyPolicyPage', account) },
];
