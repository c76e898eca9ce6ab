import type { GoldPlanResult, Invitation, Reward, RewardState as WireRewardState } from '../../../src/api/driver/rewards.types';
import type { KnownValue } from '../../../src/lib/schema';
import { REWARD_CODES } from '../../../src/api/driver/rewards.types';
import { MockFail, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import { INVITE_REWARD, type RewardRecord } from '../../db/rewards';

const DAY = 86_400_000;
/** The reward states the mock writes (it never answers UNKNOWN). */
type RewardState = KnownValue<WireRewardState>;
const STATE_TEXT: Record<RewardState, string> = { unclaimed: '待领取', claimed: '已领取', expired: '已过期' };
/** A claimed reward's coupon is good for this long. */
const COUPON_DAYS = 30;

function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

function stateOf(r: RewardRecord, now: number): RewardState {
  if (r.claimedAt !== null) return 'claimed';
  return now > r.claimBefore ? 'expired' : 'unclaimed';
}

function toReward(r: RewardRecord, now: number): Reward {
  const state = stateOf(r, now);
  return {
    rewardId: r.rewardId, title: r.title, source: r.source, faceCents: r.faceCents, minSpendCents: r.minSpendCents, state,
    stateText: STATE_TEXT[state], earnedAt: wireTime(r.earnedAt), claimBefore: wireTime(r.claimBefore), couponId: r.couponId,
  };
}

/** The driver's code, made on first ask (six characters, no 0/O/1/I so it can be read aloud). */
function invitationOf(db: Db, driverId: string) {
  let inv = db.invitations.find((i) => i.driverId === driverId);
  if (!inv) {
    const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    let code = '';
    let n = Number(driverId.replace(/\D/g, '')) * 7919 + db.invitations.length;
    for (let i = 0; i < 6; i += 1) {
      code += letters[n % letters.length];
      n = Math.floor(n / letters.length) + 13 * (i + 1);
    }
    inv = { driverId, inviteCode: code, invited: [] };
    db.invitations.push(inv);
  }
  return inv;
}

/**
 * A friend registered with an invitation code: the inviter earns INVITE_REWARD (once per new driver). An unknown
 * code changes nothing (a registration never fails for it). Called by the driver service's register.
 */
export function creditInvitation(db: Db, inviteCode: string | undefined, newDriver: { driverId: string; phone: string }, now: number) {
  if (!inviteCode) return;
  const inv = db.invitations.find((i) => i.inviteCode === inviteCode.trim().toUpperCase());
  if (!inv || inv.driverId === newDriver.driverId || inv.invited.some((x) => x.driverId === newDriver.driverId)) return;
  inv.invited.push({ driverId: newDriver.driverId, phone: newDriver.phone, at: now });
  db.rewards.push({
    rewardId: db.seq.next('R'), driverId: inv.driverId, title: INVITE_REWARD.title, source: `邀请好友 ${maskPhone(newDriver.phone)} 注册`,
    faceCents: INVITE_REWARD.faceCents, minSpendCents: INVITE_REWARD.minSpendCents, earnedAt: now,
    claimBefore: now + INVITE_REWARD.claimDays * DAY, claimedAt: null, couponId: null,
  });
}

/** Invitation code, rewards (claimed as parking coupons) and the 金牌计划 results. */
export function registerRewardRoutes(r: MockRouter) {
  r.get('/driver/v2/api/invitation', ({ db, requireDriver }) => {
    const d = requireDriver();
    const inv = invitationOf(db, d.driverId);
    const result: Invitation = {
      inviteCode: inv.inviteCode,
      sharePath: `/registor?inviteCode=${inv.inviteCode}`,
      invitedCount: inv.invited.length,
      rewardTitle: INVITE_REWARD.title,
      rules: [
        '好友通过您的邀请链接注册，或注册时填写您的邀请码，即算邀请成功。',
        `每邀请成功 1 位好友，您可获得 1 张 ${INVITE_REWARD.faceCents / 100} 元停车券，请在 ${INVITE_REWARD.claimDays} 天内到“领取奖励”领取。`,
        '同一手机号仅能被邀请一次；已注册的用户不计入邀请。',
      ],
    };
    return result;
  });

  r.get('/driver/v2/api/rewards', ({ db, requireDriver, now }) => {
    const d = requireDriver();
    const mine = db.rewards.filter((x) => x.driverId === d.driverId).sort((a, b) => b.earnedAt - a.earnedAt);
    return { results: mine.map((x) => toReward(x, now())) };
  });

  /** Claiming makes the reward a parking coupon of the driver's, usable at every lot for COUPON_DAYS days. */
  r.post('/driver/v2/api/rewards/{rewardId}/claim', ({ db, req, requireDriver, now }) => {
    const d = requireDriver();
    const reward = db.rewards.find((x) => x.rewardId === req.params.rewardId && x.driverId === d.driverId);
    if (!reward) notFound('奖励不存在');
    const state = stateOf(reward, now());
    if (state === 'claimed') throw new MockFail(REWARD_CODES.claimed, '该奖励已领取');
    if (state === 'expired') throw new MockFail(REWARD_CODES.expired, '该奖励已过期，无法领取');
    const couponId = db.seq.next('C');
    db.coupons.push({
      couponId, driverId: d.driverId, couponName: reward.title.replace(/^.*奖励\s*/, '') || reward.title, couponType: 1,
      faceValueCents: reward.faceCents, discountRate: null, maxDiscountCents: null, minSpendCents: reward.minSpendCents, parkIds: [],
      plateNo: null, source: reward.source, validFrom: now(), validTo: now() + COUPON_DAYS * DAY, receivedAt: now(), usedAt: null,
      usedOn: null, lockedBy: null,
    });
    reward.claimedAt = now();
    reward.couponId = couponId;
    return toReward(reward, now());
  });

  r.get('/driver/v2/api/goldPlan/results', ({ db, requireDriver, now }) => {
    const d = requireDriver();
    const results: GoldPlanResult[] = db.goldPlans
      .flatMap((g) => {
        const entry = g.entries.find((e) => e.driverId === d.driverId);
        if (!entry) return [];
        const ended = now() >= g.endAt;
        const qualified = entry.progress >= g.target;
        const item: GoldPlanResult = {
          campaignId: g.campaignId, title: g.title, startDate: wireTime(g.startAt, 'YYYY-MM-DD'), endDate: wireTime(g.endAt, 'YYYY-MM-DD'),
          state: ended ? 'ended' : 'running', stateText: ended ? '已结束' : '进行中', taskText: `活动期间完成 ${g.target} 笔停车缴费`,
          target: g.target, progress: entry.progress, qualified, rewardId: ended && qualified ? entry.rewardId : null, rewardTitle: g.rewardTitle,
        };
        return [{ item, startAt: g.startAt }];
      })
      .sort((a, b) => b.startAt - a.startAt)
      .map((x) => x.item);
    return { results };
  });
}
