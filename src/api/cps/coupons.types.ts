import * as v from 'valibot';
import { cents, wireTime } from '../../lib/schema';

/**
 * Charging coupons: the driver's usable ones, and claiming one with a code from a poster or its QR code.
 * Same conventions as the spec's calls: cents, 'YYYY-MM-DD HH:mm:ss'.
 */

/** A coupon the driver can use on a charging session now (unused, in its validity, not held by a session). */
export const ChargingCoupon = v.object({
  couponId: v.string(),
  name: v.string(),
  /** What it takes off, at most the bill itself. */
  faceValueCents: cents,
  /** The bill before the coupon must reach this for it to apply; 0 for none. */
  minSpendCents: cents,
  validFrom: wireTime,
  validTo: wireTime,
});
export type ChargingCoupon = v.InferOutput<typeof ChargingCoupon>;

export const ChargingCoupons = v.array(ChargingCoupon);
export type ChargingCoupons = v.InferOutput<typeof ChargingCoupons>;

/** POST /cps/v2/api/chargingCoupons/claim: a code from a poster or its QR code. */
export const ClaimChargingCouponBody = v.object({
  code: v.string(),
});
export type ClaimChargingCouponBody = v.InferOutput<typeof ClaimChargingCouponBody>;

/**
 * The server's refusals of a claim, each with its own code: the code does not exist, someone claimed it already,
 * the campaign behind it ended.
 */
export const CLAIM_REFUSALS = {
  invalid: '0xd07030001',
  claimed: '0xd07030002',
  expired: '0xd07030003',
} as const;

export type ClaimRefusal = keyof typeof CLAIM_REFUSALS;

/** Refusals of a start whose couponId cannot be used (the start itself is refused; nothing is locked). */
export const COUPON_START_REFUSALS = {
  /** Not one of the driver's coupons. */
  notFound: '0xd07030004',
  used: '0xd07030005',
  /** Expired, or not valid yet. */
  outOfDate: '0xd07030006',
  /** Held by another session of the driver's that has not ended. */
  locked: '0xd07030007',
} as const;
