import type { CouponStatus, UserCoupon } from '../../../src/api/coupon/types';
import type { Db } from '../../db';
import type { CouponRecord, ParkOrderRecord } from '../../db/parking';
import { fmtOptTime, fmtTime, parkInfo, yuan } from './bills';

/** Coupon rules shared by the charge service (paying with a coupon) and the coupon service (the wallet lists). */

export function couponStatus(c: CouponRecord, now: number): CouponStatus {
  if (c.usedAt !== null) return 'used';
  return c.validTo < now ? 'expired' : 'unused';
}

/**
 * What this coupon takes off a fee in this park for this plate, or a reason it cannot be used. Never more than
 * the fee: a coupon does not make money.
 */
export function couponDiscount(c: CouponRecord, bill: ParkOrderRecord, feeCents: number, now: number): { cents: number } | { reason: string } {
  if (couponStatus(c, now) === 'used') return { reason: '优惠券已使用' };
  if (c.validTo < now) return { reason: '优惠券已过期' };
  if (c.validFrom > now) return { reason: '优惠券尚未生效' };
  if (c.parkIds.length && !c.parkIds.includes(bill.parkId)) return { reason: '该优惠券不适用于此停车场' };
  if (c.plateNo && c.plateNo !== bill.plateNo) return { reason: '该优惠券仅限指定车牌使用' };
  if (feeCents <= 0) return { reason: '该订单无需支付' };
  if (feeCents < c.minSpendCents) return { reason: `订单满${yuan(c.minSpendCents)}元才可使用该优惠券` };
  let cents: number;
  if (c.couponType === 1) cents = c.faceValueCents;
  else if (c.couponType === 2) cents = Math.round((feeCents * (100 - (c.discountRate ?? 100))) / 100);
  else cents = feeCents;
  if (c.maxDiscountCents !== null) cents = Math.min(cents, c.maxDiscountCents);
  return { cents: Math.min(cents, feeCents) };
}

function ruleDesc(db: Db, c: CouponRecord): string {
  const parts: string[] = [];
  parts.push(c.minSpendCents > 0 ? `满${yuan(c.minSpendCents)}元可用` : '无门槛');
  if (c.couponType === 2) parts.push(`${(c.discountRate ?? 100) / 10}折${c.maxDiscountCents !== null ? `，最高减${yuan(c.maxDiscountCents)}元` : ''}`);
  if (c.couponType === 3) parts.push('停车费全免');
  if (c.parkIds.length) parts.push(`仅限${c.parkIds.map((id) => parkInfo(db, id).parkName).join('、')}`);
  if (c.plateNo) parts.push(`限车牌${c.plateNo}`);
  return parts.join('，');
}

export function toUserCoupon(db: Db, c: CouponRecord, now: number): UserCoupon {
  return {
    couponId: c.couponId,
    couponName: c.couponName,
    couponType: c.couponType,
    faceValue: c.faceValueCents,
    discountRate: c.discountRate,
    maxDiscount: c.maxDiscountCents,
    minSpend: c.minSpendCents,
    parkNames: c.parkIds.map((id) => parkInfo(db, id).parkName),
    plateNo: c.plateNo,
    source: c.source,
    status: couponStatus(c, now),
    locked: c.lockedBy ? 1 : 0,
    validFrom: fmtTime(c.validFrom),
    validTo: fmtTime(c.validTo),
    useTime: fmtOptTime(c.usedAt),
    ruleDesc: ruleDesc(db, c),
  };
}
