import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** Invitations and rewards: invite a friend, claim what was earned, the 金牌计划 results. */
export const rewardsRoutes: RouteObject[] = [
  { path: paths.registerShare, handle: { title: '邀请好友' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-register-share" */ './pages/RegisterSharePage'), 'RegisterSharePage') },
  { path: paths.receiveRewards, handle: { title: '领取奖励' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-receive-rewards" */ './pages/ReceiveRewardsPage'), 'ReceiveRewardsPage') },
  { path: paths.goldPlanResults, handle: { title: '金牌计划' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-gold-plan" */ './pages/GoldPlanResultsPage'), 'GoldPlanResultsPage') },
];
