import { DRIVER_A, DRIVER_B } from './ids';

/** A driver's invitation code and the friends who registered with it. */
export interface InvitationRecord {
  driverId: string;
  inviteCode: string;
  /** Drivers who registered with the code, and when. */
  invited: { driverId: string; phone: string; at: number }[];
}

/** A reward a driver earned: a parking coupon, made when it is claimed. */
export interface RewardRecord {
  rewardId: string;
  driverId: string;
  title: string;
  source: string;
  faceCents: number;
  minSpendCents: number;
  earnedAt: number;
  claimBefore: number;
  claimedAt: number | null;
  couponId: string | null;
}

/** A rewards campaign (金牌计划) and the drivers who joined it. */
export interface GoldPlanRecord {
  campaignId: string;
  title: string;
  startAt: number;
  endAt: number;
  /** Paid parking bills needed. */
  target: number;
  rewardTitle: string;
  faceCents: number;
  /** driverId → bills paid in the campaign (counted by the operator), and the reward it gave. */
  entries: { driverId: string; progress: number; rewardId: string | null }[];
}

export interface RewardTables {
  invitations: InvitationRecord[];
  rewards: RewardRecord[];
  goldPlans: GoldPlanRecord[];
}

/** What one friend's registration brings the inviter. */
export const INVITE_REWARD = { title: '邀请好友奖励 5元停车券', faceCents: 500, minSpendCents: 0, claimDays: 30 } as const;

const DAY = 86_400_000;

/**
 * Invitations, rewards and the 金牌计划 campaigns. A's code is ZW8K2M (B registered with it: one reward
 * waiting), a claimed reward and an expired one; A joined GP202602 (ended, qualified: its reward R7003 waits) and
 * GP202603 (running). B's code is LN5Q7R; B joined nothing and has no rewards.
 */
export function seedRewards(now: number): RewardTables {
  return {
    invitations: [
      { driverId: DRIVER_A, inviteCode: 'ZW8K2M', invited: [{ driverId: DRIVER_B, phone: '13900139000', at: now - 200 * DAY }] },
      { driverId: DRIVER_B, inviteCode: 'LN5Q7R', invited: [] },
    ],
    rewards: [
      { rewardId: 'R7001', driverId: DRIVER_A, title: INVITE_REWARD.title, source: '邀请好友 139****9000 注册', faceCents: 500, minSpendCents: 0,
        earnedAt: now - 2 * DAY, claimBefore: now + 28 * DAY, claimedAt: null, couponId: null },
      { rewardId: 'R7002', driverId: DRIVER_A, title: '新用户注册礼 3元停车券', source: '注册奖励', faceCents: 300, minSpendCents: 0,
        earnedAt: now - 400 * DAY, claimBefore: now - 370 * DAY, claimedAt: null, couponId: null },
      { rewardId: 'R7003', driverId: DRIVER_A, title: '金牌计划达标奖励 满20减10停车券', source: '金牌计划·2月', faceCents: 1000, minSpendCents: 2000,
        earnedAt: now - 5 * DAY, claimBefore: now + 25 * DAY, claimedAt: null, couponId: null },
      { rewardId: 'R7004', driverId: DRIVER_A, title: '邀请好友奖励 5元停车券', source: '邀请好友 137****7000 注册', faceCents: 500, minSpendCents: 0,
        earnedAt: now - 60 * DAY, claimBefore: now - 30 * DAY, claimedAt: now - 58 * DAY, couponId: null },
    ],
    goldPlans: [
      { campaignId: 'GP202602', title: '金牌车主计划·2月', startAt: now - 40 * DAY, endAt: now - 6 * DAY, target: 5,
        rewardTitle: '满20减10停车券', faceCents: 1000, entries: [{ driverId: DRIVER_A, progress: 6, rewardId: 'R7003' }] },
      { campaignId: 'GP202603', title: '金牌车主计划·3月', startAt: now - 5 * DAY, endAt: now + 25 * DAY, target: 5,
        rewardTitle: '满20减10停车券', faceCents: 1000, entries: [{ driverId: DRIVER_A, progress: 2, rewardId: null }] },
    ],
  };
}
