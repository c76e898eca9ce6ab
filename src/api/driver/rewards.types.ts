import * as v from 'valibot';
import { cents, int, known, wireTime } from '../../lib/schema';

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
export const Invitation = v.object({
  inviteCode: v.string(),
  /** Same-origin path a friend opens to register with the code (/registor?inviteCode=…). */
  sharePath: v.string(),
  /** Friends who registered with the code. */
  invitedCount: int,
  /** The reward each registration brings the inviter. */
  rewardTitle: v.string(),
  rules: v.array(v.string()),
});
export type Invitation = v.InferOutput<typeof Invitation>;

export const RewardState = known(['unclaimed', 'claimed', 'expired']);
export type RewardState = v.InferOutput<typeof RewardState>;

export const Reward = v.object({
  rewardId: v.string(),
  title: v.string(),
  /** Why it was earned: '邀请好友 139****9000 注册', '金牌计划 3月 达标'. */
  source: v.string(),
  /** A parking coupon, worth this much off. */
  faceCents: cents,
  /** The coupon's least spend (0: none). */
  minSpendCents: cents,
  state: RewardState,
  stateText: v.string(),
  earnedAt: wireTime,
  /** Claim before this. */
  claimBefore: wireTime,
  /** The coupon made when it was claimed. */
  couponId: v.nullable(v.string()),
});
export type Reward = v.InferOutput<typeof Reward>;

/** GET /driver/v2/api/rewards: newest first. */
export const RewardList = v.object({ results: v.array(Reward) });
export type RewardList = v.InferOutput<typeof RewardList>;

/** GET /driver/v2/api/goldPlan/results: the campaigns the driver joined, newest first. */
export const GoldPlanResult = v.object({
  campaignId: v.string(),
  title: v.string(),
  startDate: wireTime,
  endDate: wireTime,
  /** running: still counting; ended: the result is final. */
  state: known(['running', 'ended']),
  stateText: v.string(),
  /** What counts (paid parking bills) and how many are needed. */
  taskText: v.string(),
  target: int,
  progress: int,
  qualified: v.boolean(),
  /** The reward the campaign gave (claimed on /receiveRewards), null when not qualified or still running. */
  rewardId: v.nullable(v.string()),
  rewardTitle: v.string(),
});
export type GoldPlanResult = v.InferOutput<typeof GoldPlanResult>;

export const GoldPlanResultList = v.object({ results: v.array(GoldPlanResult) });
export type GoldPlanResultList = v.InferOutput<typeof GoldPlanResultList>;
