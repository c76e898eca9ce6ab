import type { CouponStatus } from '../../../src/api/coupon/types';
import type { CouponKind, WalletCoupon } from '../../../src/api/coupon/wallet.types';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { ChargingCouponRecord } from '../../db/chargingExtras';
import type { CouponRecord } from '../../db/parking';
import { parkInfo, yuan } from '../charge/bills';
import { toUserCoupon } from '../charge/coupons';

/** The wallet's view of a coupon, parking or charging: what kind, where it applies, whether it ends soon. */

const DAY = 86_400_000;
export const EXPIRING_SOON_MS = 3 * DAY;
const KIND_TEXT: Record<CouponKind, string> = { amount: '满减券', discount: '折扣券', free: '免费券', freeMinutes: '时长券' };

function expiringSoon(status: WalletCoupon['status'], validTo: number, now: number): boolean {
  return status === 'unused' && validTo - now <= EXPIRING_SOON_MS;
}

function kindOf(c: CouponRecord): CouponKind {
  if (c.couponType === 1) return 'amount';
  if (c.couponType === 2) return 'discount';
  return c.freeMinutes ? 'freeMinutes' : 'free';
}

function parkingRule(db: Db, c: CouponRecord, base: string): string {
  if (!c.freeMinutes) return base;
  const parts = [`免费停车${c.freeMinutes}分钟`];
  if (c.maxDiscountCents !== null) parts.push(`最高抵扣${yuan(c.maxDiscountCents)}元`);
  if (c.parkIds.length) parts.push(`仅限${c.parkIds.map((id) => parkInfo(db, id).parkName).join('、')}`);
  if (c.plateNo) parts.push(`限车牌${c.plateNo}`);
  return parts.join('，');
}

export function parkingCouponView(db: Db, c: CouponRecord, now: number): WalletCoupon {
  const base = toUserCoupon(db, c, now);
  const kind = kindOf(c);
  return {
    ...base,
    ruleDesc: parkingRule(db, c, base.ruleDesc),
    kind, kindText: KIND_TEXT[kind], freeMinutes: c.freeMinutes ?? null, scope: 'parking', stationNames: [],
    applyText: c.parkIds.length ? `仅限${base.parkNames.join('、')}` : '全部停车场可用',
    expiringSoon: expiringSoon(base.status, c.validTo, now),
  };
}

export function chargingCouponStatus(c: ChargingCouponRecord, now: number): CouponStatus {
  if (c.usedAt !== null) return 'used';
  return c.validTo <= now ? 'expired' : 'unused';
}

/** Charging coupons are valid at every station, on the charging bill (energy and service fee). */
export function chargingCouponView(c: ChargingCouponRecord, now: number): WalletCoupon {
  const status = chargingCouponStatus(c, now);
  return {
    couponId: c.couponId, couponName: c.name, couponType: 1, faceValue: c.faceValueCents, discountRate: null, maxDiscount: null,
    minSpend: c.minSpendCents, parkNames: [], plateNo: null, source: '充电优惠', status, locked: c.lockedBy ? 1 : 0,
    validFrom: wireTime(c.validFrom), validTo: wireTime(c.validTo), useTime: c.usedAt === null ? null : wireTime(c.usedAt),
    ruleDesc: `${c.minSpendCents > 0 ? `充电费满${yuan(c.minSpendCents)}元可用` : '无门槛'}，全部充电站可用`,
    kind: 'amount', kindText: KIND_TEXT.amount, freeMinutes: null, scope: 'charging', stationNames: [], applyText: '全部充电站可用',
    expiringSoon: expiringSoon(status, c.validTo, now),
  };
}
