import { COUPON_CLAIM_CODES, type CouponClaimRefusal } from '@/api/coupon/wallet.types';

/** sendPlateCoupon's refusals (a merchant's activity): ended, none left, this plate had one. */
const ACTIVITY_CODES: Record<string, CouponClaimRefusal> = {
  '0xd07510002': 'expired',
  '0xd07510003': 'limitReached',
  '0xd07510004': 'limitReached',
  '404': 'invalid',
};

/** A claim's refusal code → the reason the failure page names; null for anything else (network, bad input). */
export function refusalOf(code: string): CouponClaimRefusal | null {
  const found = (Object.keys(COUPON_CLAIM_CODES) as CouponClaimRefusal[]).find((k) => COUPON_CLAIM_CODES[k] === code);
  return found ?? ACTIVITY_CODES[code] ?? null;
}

export const REASONS: readonly CouponClaimRefusal[] = ['invalid', 'used', 'expired', 'notForPlate', 'limitReached', 'plateNotBound'];

/** The failure page's words for each reason; an unknown reason (an edited address) gets the general one. */
export const REFUSAL_TEXT: Record<CouponClaimRefusal | 'unknown', { title: string; detail: (plate: string) => string }> = {
  invalid: { title: '券码无效', detail: () => '没有找到这个券码，请核对海报或小票上的券码后重新输入。' },
  used: { title: '券码已被使用', detail: () => '这个券码只能领取一次，已经被领取过了。' },
  expired: { title: '优惠活动已结束', detail: () => '这个券码的领取期限已过，请关注商户的新活动。' },
  notForPlate: { title: '该车辆不能领取', detail: (plate) => `这张优惠券仅限指定车辆领取，${plate ? `车辆${plate}` : '所选车辆'}不在范围内，可以换一辆车再试。` },
  limitReached: { title: '已达领取上限', detail: (plate) => `优惠券已领完，或${plate ? `车辆${plate}` : '该车辆'}已经领取过这张券。` },
  plateNotBound: { title: '车辆未绑定', detail: (plate) => `${plate ? `车辆${plate}` : '该车辆'}还没有绑定到您的账户，请先添加车辆。` },
  unknown: { title: '领取失败', detail: () => '优惠券未能领取，请稍后重试。' },
};
