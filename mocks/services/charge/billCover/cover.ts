import { COVERAGE_CODES, type BillCover } from '../../../../src/api/charge/coverage.types';
import { MockFail } from '../../../core/fail';
import type { MockContext } from '../../../core/router';
import type { Db } from '../../../db';
import type { CouponRecord, ParkOrderRecord } from '../../../db/parking';
import type { WithholdContractRecord } from '../../../db/plates';
import { optStr } from '../../../core/validate';
import { payableFee, pendingOrderFor } from '../bills';
import { couponDiscount, couponStatus } from '../coupons';

/**
 * Whether another channel already covers a parking bill, decided here once for the coverage endpoint and
 * for every call that would take money for the bill (payCharges, its batch, the exit lane, the partner checkout).
 *
 * A merchant's coupon lands in the driver's wallet, bound to a plate; it pays nothing by itself. It covers a bill for
 * the driver who holds it when it takes the whole fee off: paying with it is a 0元 order that settles at once, and
 * paying money without it would have the driver pay what the merchant already bought for them.
 */

export const WITHHOLD_KIND_TEXT = { 2: '无感支付（支付宝）', 3: '无感支付（微信）' } as const;

/** The plate's 无感支付 contract in force now, whoever signed it. */
export function activeContractOf(db: Db, plateNo: string): WithholdContractRecord | undefined {
  return db.withholdContracts.find((c) => c.plateNo === plateNo && c.state === 'active');
}

/** An ETC deduction of the bill still under way. */
export function etcInProgress(db: Db, uniqueId: string) {
  return db.exitDeductions.find((d) => d.uniqueId === uniqueId && d.channel === 'etc' && d.state === 'deducting');
}

/** A partner's checkout order of the bill that nobody has finished or given up yet. */
function partnerInFlight(db: Db, uniqueId: string, now: number) {
  const pending = pendingOrderFor(db, uniqueId, now);
  return pending && db.thirdPayOrders.some((t) => t.payOrderId === pending.payOrderId) ? pending : undefined;
}

/**
 * Coupons a merchant handed out, told by the source every merchant path writes: a give, a claimed merchant code or a
 * plate activity ('星光咖啡（王府井店）赠送', '商户赠送') and a merchant's printed code ('王府井百货券码').
 */
export function isMerchantCoupon(c: CouponRecord): boolean {
  return /(赠送|券码)$/.test(c.source);
}

/** The coupon takes the bill's whole fee off now (usable, not held by an order in flight). */
function coversWhole(c: CouponRecord, bill: ParkOrderRecord, fee: number, now: number): boolean {
  if (c.lockedBy || couponStatus(c, now) !== 'unused') return false;
  const d = couponDiscount(c, bill, fee, now);
  return 'cents' in d && d.cents >= fee;
}

/** The driver's merchant coupon that covers the bill whole, the first to expire. */
function merchantCouponFor(db: Db, bill: ParkOrderRecord, driverId: string | null, now: number): CouponRecord | undefined {
  const fee = payableFee(bill, now);
  if (!driverId || fee <= 0) return undefined;
  return db.coupons
    .filter((c) => c.driverId === driverId && isMerchantCoupon(c) && coversWhole(c, bill, fee, now))
    .sort((a, b) => a.validTo - b.validTo)[0];
}

/**
 * The cover of a bill, in the order a real payment would collide with it; null when nothing else will pay it.
 * `driverId`: who asks or pays (a merchant's coupon covers only for the driver holding it; a visitor holds none).
 */
export function coverOf(db: Db, bill: ParkOrderRecord, now: number, driverId: string | null = null): BillCover | null {
  if (bill.state === 'paid') return null;
  if (etcInProgress(db, bill.uniqueId)) {
    return { kind: 'etc', kindText: 'ETC', message: 'ETC正在扣费，请勿重复支付，稍后刷新查看结果', payAnyway: false };
  }
  if (partnerInFlight(db, bill.uniqueId, now)) {
    return { kind: 'partnerOrder', kindText: '合作方订单', message: '合作方订单正在支付中，请勿重复支付', payAnyway: false };
  }
  const coupon = merchantCouponFor(db, bill, driverId, now);
  if (coupon) {
    return {
      kind: 'merchantCoupon', kindText: '商户优惠', message: '您有商户赠送的优惠券可全额抵扣本次停车费，使用后无需支付', payAnyway: true, couponId: coupon.couponId,
    };
  }
  // Withholding deducts at the exit: it covers a car still inside with something to pay, not a bill left unpaid.
  const contract = bill.state === 'parking' && payableFee(bill, now) > 0 ? activeContractOf(db, bill.plateNo) : undefined;
  if (contract) {
    return { kind: 'withholding', kindText: WITHHOLD_KIND_TEXT[contract.channel], message: '该车牌已开通无感支付，离场时将自动扣费，无需现在支付', payAnyway: true };
  }
  return null;
}

/** The call pays with a coupon of its driver that covers the bill whole (a merchant's or any other): no money taken. */
function paysWithWholeCoupon(ctx: MockContext, bill: ParkOrderRecord, now: number): boolean {
  const couponId = optStr(ctx.req.input, 'couponId');
  const c = couponId ? ctx.db.coupons.find((x) => x.couponId === couponId && x.driverId === ctx.driverId) : undefined;
  return !!c && coversWhole(c, bill, payableFee(bill, now), now);
}

/**
 * Refuses a payment of a covered bill, before any order is made, unless the cover lets the driver pay anyway and
 * the call says the driver confirmed it (confirmCovered: true). A merchant's coupon is no refusal for a call that
 * pays with a coupon covering the bill whole. `named`: the message says which bill (a batch of several).
 */
export function refuseCovered(ctx: MockContext, bill: ParkOrderRecord, now: number, named = false) {
  const cover = coverOf(ctx.db, bill, now, ctx.driverId);
  if (!cover) return;
  if (cover.payAnyway && ctx.req.input.confirmCovered === true) return;
  if (cover.kind === 'merchantCoupon' && paysWithWholeCoupon(ctx, bill, now)) return;
  throw new MockFail(COVERAGE_CODES.coveredElsewhere, named ? `车辆${bill.plateNo}的账单：${cover.message}` : cover.message);
}
