import * as v from 'valibot';
import { cents, known, wireTime } from '../../lib/schema';
import { StatementChannel } from '../driver/statement.types';

/**
 * Whether another channel already covers a parking bill: asked before any payment of it, so the driver is
 * not made to pay what 无感支付, ETC, a partner's checkout or a merchant will pay. GET /charge/v2/api/payCharges/coverage.
 */

/**
 * 'withholding': the plate's 无感支付 contract deducts at the exit; 'etc': an ETC deduction is under way;
 * 'partnerOrder': a partner's checkout order for the bill is in flight; 'merchantCoupon': a merchant's coupon covers
 * the whole fee.
 */
export const CoverKind = known(['withholding', 'etc', 'partnerOrder', 'merchantCoupon']);
export type CoverKind = v.InferOutput<typeof CoverKind>;

export const BillCover = v.object({
  kind: CoverKind,
  /** '无感支付（微信）', 'ETC', '合作方订单', '商户优惠' */
  kindText: v.string(),
  /** What the driver is told: '该车牌已开通无感支付，离场时将自动扣费，无需现在支付'. */
  message: v.string(),
  /**
   * May the driver still pay now, with confirmCovered (then the cover stands down: withholding deducts nothing at the
   * exit; a merchant's coupon stays unused in the wallet)? Withholding and a merchant's coupon: yes. An ETC deduction
   * or a partner's order under way: no, paying would be twice.
   */
  payAnyway: v.boolean(),
  /** 'merchantCoupon': the driver's coupon that covers the whole fee, the one to pay with (the order is then 0元). */
  couponId: v.optional(v.string()),
});
export type BillCover = v.InferOutput<typeof BillCover>;

/** A second payment of the same bill, given back by the server without the driver asking. */
export const DuplicateRefund = v.object({
  refundId: v.string(),
  /** The channel the second payment went through, where the money goes back. */
  channel: StatementChannel,
  channelText: v.string(),
  amountCents: cents,
  /** '离场时无感支付再次扣费，已自动退回' */
  reason: v.string(),
  /** 'refunding': on its way back; 'refunded': arrived. */
  state: known(['refunding', 'refunded']),
  stateText: v.string(),
  /** Wire times. */
  paidAt: wireTime,
  refundedAt: v.nullable(wireTime),
});
export type DuplicateRefund = v.InferOutput<typeof DuplicateRefund>;

/** GET payCharges/coverage {uniqueId, parkId}. */
export const BillCoverageParams = v.object({
  uniqueId: v.string(),
  parkId: v.string(),
});
export type BillCoverageParams = v.InferOutput<typeof BillCoverageParams>;

export const BillCoverage = v.object({
  uniqueId: v.string(),
  cover: v.nullable(BillCover),
  /** Second payments of this bill and their refunds, oldest first: shown on the bill. */
  duplicateRefunds: v.array(DuplicateRefund),
});
export type BillCoverage = v.InferOutput<typeof BillCoverage>;

/** GET payCharges/coverages?uniqueIds=U1,U2 as it goes on the wire: the ids joined by commas. */
export const BillCoversQuery = v.object({ uniqueIds: v.string() });
export type BillCoversQuery = v.InferOutput<typeof BillCoversQuery>;

/** The cover of each bill a batch lists, in the order asked. */
export const BillCovers = v.object({
  results: v.array(v.object({ uniqueId: v.string(), cover: v.nullable(BillCover) })),
});
export type BillCovers = v.InferOutput<typeof BillCovers>;

export { COVERAGE_CODES } from './coverage.codes';
