import type { Cents } from '../../lib/wire';

/**
 * Inviting friends, the rewards a driver earned and the rewards campaigns (金牌计划) they joined (the driver
 * service). These calls are not in endpoints.json; they are this app's design, served by
 * mocks/services/driver/rewards.ts.
 */

/** Business refusals of the reward calls. */
export const REWARD_CODES = {
  /** The reward was claimed already. */
  claimed: '0xd12502001',
  /** The reward's time to claim has passed. */
  expired: '0xd12502002',
} as const;

/** GET /driver/v2/api/invitation: the driver's invitation code and how it went. */
export interface Invitation {
  inviteCode: string;
  /** Same-origin path a friend opens to register with the code (/registor?inviteCode=…). */
  sharePath: string;
  /** Friends who registered with the code. */
  invitedCount: number;
  /** The reward each registration brings the inviter. */
  rewardTitle: string;
  rules: string[];
}

export type RewardState = 'unclaimed' | 'claimed' | 'expired';

export interface Reward {
  rewardId: string;
  title: string;
  /** Why it was earned: '邀请好友 139****9000 注册', '金牌计划 3月 达标'. */
  source: string;
  /** A parking coupon, worth this much off. */
  faceCents: Cents;
  /** The coupon's least spend (0: none). */
  minSpendCents: Cents;
  state: RewardState;
  stateText: string;
  earnedAt: string;
  /** Claim before this. */
  claimBefore: string;
  /** The coupon made when it was claimed. */
  couponId: string | null;
}

/** GET /driver/v2/api/rewards: newest first. */
export interface RewardList {
  results: Reward[];
}

/** GET /driver/v2/api/goldPlan/results: the campaigns the driver joined, newest first. */
export interface GoldPlanResult {
  campaignId: string;
  title: string;
  startDate: string;
  endDate: string;
  /** running: still counting; ended: the result is final. */
  state: 'running' | 'ended';
  stateText: string;
  /** What counts (paid parking bills) and how many are needed. */
  taskText: string;
  target: number;
  progress: number;
  qualified: boolean;
  /** The reward the campaign gave (claimed on /receiveRewards), null when not qualified or still running. */
  rewardId: string | null;
  rewardTitle: string;
}

export interface GoldPlanResultList {
  results: GoldPlanResult[];
}
