import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage, withFeature } from '@/ui/lazyPage';

/** Every page of the domain starts its feature (feature.ts): its pay kinds and its rows of the event table. */
const feature = () => import(/* webpackChunkName: "feature-wallet" */ './feature');

/**
 * The wallet: one balance (/accountBalance…) or several wallets (/wallet…), as the menu's walletPlan
 * decides; each with top-up, withdraw, detail and result. Each page is its own chunk.
 */
export const walletRoutes: RouteObject[] = withFeature(feature, [
  { path: paths.accountBalance, handle: { title: '账户余额' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-account-balance" */ './pages/AccountBalancePage'), 'AccountBalancePage') },
  { path: paths.accountBalanceCash, handle: { title: '提现' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-account-balance-cash" */ './pages/AccountBalanceCashPage'), 'AccountBalanceCashPage') },
  { path: paths.accountBalanceDetail, handle: { title: '余额明细' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-account-balance-detail" */ './pages/AccountBalanceDetailPage'), 'AccountBalanceDetailPage') },
  { path: paths.accountBalanceReslut, handle: { title: '充值结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-account-balance-result" */ './pages/AccountBalanceReslutPage'), 'AccountBalanceReslutPage') },
  { path: paths.wallet, handle: { title: '我的钱包' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-wallet" */ './pages/WalletPage'), 'WalletPage') },
  { path: paths.walletCash, handle: { title: '提现' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-wallet-cash" */ './pages/WalletCashPage'), 'WalletCashPage') },
  { path: paths.walletDetail, handle: { title: '账单' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-wallet-detail" */ './pages/WalletDetailPage'), 'WalletDetailPage') },
  { path: paths.walletStatementPrint, handle: { title: '打印账单' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-wallet-statement-print" */ './pages/WalletStatementPrintPage'), 'WalletStatementPrintPage') },
  { path: paths.walletReslut, handle: { title: '充值结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-wallet-result" */ './pages/WalletReslutPage'), 'WalletReslutPage') },
]);
