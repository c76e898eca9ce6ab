import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/**
 * Sign links and the partner's checkout: a lot's plate query, a bill by its order number and a payment
 * result by short link, open to visitors; paying a bill at the partner's checkout and coming back.
 */
export const partnerPayRoutes: RouteObject[] = [
  { path: paths.plate, handle: { title: '停车缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-plate" */ './pages/PlatePage'), 'PlatePage') },
  { path: paths.pay, handle: { title: '账单缴费' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-short-pay" */ './pages/ShortPayPage'), 'ShortPayPage') },
  { path: paths.result, handle: { title: '支付结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-short-result" */ './pages/ShortResultPage'), 'ShortResultPage') },
  { path: paths.thirdpay, handle: { title: '第三方支付' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-thirdpay" */ './pages/ThirdpayPage'), 'ThirdpayPage') },
  { path: paths.thirdpaySuccess, handle: { title: '支付结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-thirdpay-success" */ './pages/ThirdpaySuccessPage'), 'ThirdpaySuccessPage') },
  { path: paths.thirdpayFail, handle: { title: '支付未完成' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-thirdpay-fail" */ './pages/ThirdpayFailPage'), 'ThirdpayFailPage') },
];
