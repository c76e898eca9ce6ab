import type { Cents } from '../../lib/wire';
import type { StatementChannel } from '../driver/statement.types';

/**
 * Whether another channel already covers a parking bill: asked before any payment of it, so the driver is
 * not made to pay what 无感支付, ETC, a partner's checkout or a merchant will pay. GET /charge/v2/api/payCharges/coverage.
 */

/**
 * 'withholding': the plate's 无感支付 contract deducts at the exit; 'etc': an ETC deduction is under way;
 * 'partnerOrder': a partner's checkout order for the bill is in flight; 'merchantCoupon': a merchant's coupon covers
 * the whole fee.
 */
export type CoverKind = 'withholding' | 'etc' | 'partnerOrder' | 'merchantCoupon';

export interface BillCover {
  kind: CoverKind;
  /** '无感支付（微信）', 'ETC', '合作方订单', '商户优惠' */
  kindText: string;
  /** What the driver is told: '该车牌已开通无感支付，离场时将自动扣费，无需现在支付'. */
  message: string;
  /**
   * May the driver still pay now, with confirmCovered (then the cover stands down: withholding deducts nothing at the
   * exit; a merchant's coupon stays unused in the wallet)? Withholding and a merchant's coupon: yes. An ETC deduction
   * or a partner's order under way: no, paying would be twice.
   */
  payAnyway: boolean;
  /** 'merchantCoupon': the driver's coupon that covers the whole fee, the one to pay with (the order is then 0元). */
  couponId?: string;
}

/** A second payment of the same bill, given back by the server without the driver asking. */
export interface DuplicateRefund {
  refundId: string;
  /** The channel the second payment went through, where the money goes back. */
  channel: StatementChannel;
  channelText: string;
  amountCents: Cents;
  /** '离场时无感支付再次扣费，已自动退回' */
  reason: string;
  /** 'refunding': on its way back; 'refunded': arrived. */
  state: 'refunding' | 'refunded';
  stateText: string;
  /** Wire times. */
  paidAt: string;
  refundedAt: string | null;
}

export interface BillCoverage {
  uniqueId: string;
  cover: BillCover | null;
  /** Second payments of this bill and their refunds, oldest first: shown on the bill. */
  duplicateRefunds: DuplicateRefund[];
}

/** GET payCharges/coverages?uniqueIds=U1,U2: the cover of each bill a batch lists, in the order asked. */
export interface BillCovers {
  results: { uniqueId: string; cover: BillCover | null }[];
}

export const COVERAGE_CODES = {
  /** payCharges refused: another channel covers the bill (the message says which); pay with confirmCovered where payAnyway, or (a merchant's coupon) with a coupon covering it whole. */
  coveredElsewhere: '0xd06510047',
} as const;
