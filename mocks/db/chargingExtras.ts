import type { VinClaimState } from '../../src/api/cps/vinClaims.types';
import type { KnownValue } from '../../src/lib/schema';
import { DRIVER_A, DRIVER_B } from './ids';

/**
 * Charging tables beyond stations and orders: plug-and-charge VINs and charging coupons. Seeded with
 * the rest by db/index.ts.
 */
export interface ChargingVinRecord {
  id: string;
  driverId: string;
  vin: string;
  /** The plate it is bound to, or null. */
  plateNo: string | null;
  createdAt: number;
}

/** The states the mock makes (it never answers UNKNOWN): 1 审核中, 2 已通过, 3 已驳回, 4 已撤回. */
export type VinClaimStateValue = KnownValue<VinClaimState>;

/**
 * A claim of a VIN another driver holds (申请VIN认领, mocks/services/cps/vinClaims.ts): the claimant's driving licence,
 * waiting for the operator (POST /__mock/reviews/VC…). The licence's photos are held only while it waits: a review or
 * a withdrawal empties licencePictures. They live nowhere else (never in a view, a reminder or a summary).
 */
export interface VinClaimRecord {
  claimId: string;
  /** Who asked for the VIN. */
  claimantId: string;
  /** Who held the VIN when the claim was made (told that a claim was made, never by whom). */
  holderId: string;
  /** Normalised (upper case, no spaces). */
  vin: string;
  /** 所有人 as printed on the licence. */
  ownerName: string;
  /** The licence's plate (号牌号码) as typed, or null. */
  plateNo: string | null;
  /** The licence's photos (uploaded URLs): emptied once the claim is reviewed or withdrawn. */
  licencePictures: string[];
  state: VinClaimStateValue;
  rejectReason: string | null;
  submittedAt: number;
  /** When the operator decided it; null while waiting or once withdrawn. */
  reviewedAt: number | null;
  /** When it stopped waiting: decided or withdrawn. */
  closedAt: number | null;
  /** On approval, the driver the VIN was taken from (null when nobody held it any more by then). */
  movedFrom: string | null;
}

/**
 * A charging coupon in a driver's wallet. Starting a session with it locks it to that order (no second session can
 * take it meanwhile); the settlement either uses it (the bill reached its minimum spend) or releases it.
 */
export interface ChargingCouponRecord {
  couponId: string;
  driverId: string;
  name: string;
  faceValueCents: number;
  /** The bill (before the coupon) must reach this; 0 for none. */
  minSpendCents: number;
  validFrom: number;
  validTo: number;
  usedAt: number | null;
  /** The order it was taken off. */
  usedOn: string | null;
  /** The order of a session in progress holding it, or null. */
  lockedBy: string | null;
}

/** What a claimed code puts in the wallet. */
export interface ChargingCouponTemplate {
  name: string;
  faceValueCents: number;
  minSpendCents: number;
  /** The coupon is valid for this many days from the claim. */
  validDays: number;
}

/** A code printed on a poster or a flyer (as text and as a QR code): one driver claims it, before it expires. */
export interface ChargingCouponCodeRecord {
  code: string;
  template: ChargingCouponTemplate;
  claimedBy: string | null;
  expiresAt: number;
}

export interface ChargingExtraTables {
  chargingVins: ChargingVinRecord[];
  chargingCoupons: ChargingCouponRecord[];
  chargingCouponCodes: ChargingCouponCodeRecord[];
  vinClaims: VinClaimRecord[];
}

export function seedChargingExtras(now: number): ChargingExtraTables {
  const day = 86_400_000;
  return {
    chargingVins: [
      // A's new-energy car (京AD12345, plate PL3 in accounts.ts) plugs and charges with its VIN.
      { id: 'VIN000001', driverId: DRIVER_A, vin: 'LRWYGCEE6PC123456', plateNo: '京AD12345', createdAt: now - 90 * day },
      // B's VIN, bound to no plate: A adding it is refused (a VIN belongs to one driver).
      { id: 'VIN000002', driverId: DRIVER_B, vin: 'LGXCE4CB2N0123456', plateNo: null, createdAt: now - 40 * day },
    ],
    // A has two usable coupons (one with a minimum spend, one without) and one that expired last week.
    chargingCoupons: [
      { couponId: 'CC000001', driverId: DRIVER_A, name: '充电满30减5', faceValueCents: 500, minSpendCents: 3000, validFrom: now - 10 * day, validTo: now + 20 * day, usedAt: null, usedOn: null, lockedBy: null },
      { couponId: 'CC000002', driverId: DRIVER_A, name: '充电立减3元', faceValueCents: 300, minSpendCents: 0, validFrom: now - 5 * day, validTo: now + 10 * day, usedAt: null, usedOn: null, lockedBy: null },
      { couponId: 'CC000003', driverId: DRIVER_A, name: '充电满50减10', faceValueCents: 1000, minSpendCents: 5000, validFrom: now - 40 * day, validTo: now - 7 * day, usedAt: null, usedOn: null, lockedBy: null },
    ],
    // One code to claim, one B already claimed, one whose campaign ended.
    chargingCouponCodes: [
      { code: 'CHG2026A', template: { name: '扫码领券 充电满20减8', faceValueCents: 800, minSpendCents: 2000, validDays: 15 }, claimedBy: null, expiresAt: now + 60 * day },
      { code: 'CHG2026USED', template: { name: '扫码领券 充电立减5元', faceValueCents: 500, minSpendCents: 0, validDays: 15 }, claimedBy: DRIVER_B, expiresAt: now + 60 * day },
      { code: 'CHG2025OLD', template: { name: '2025年末充电券', faceValueCents: 1000, minSpendCents: 3000, validDays: 30 }, claimedBy: null, expiresAt: now - 30 * day },
    ],
    // Nobody has claimed a VIN yet: A adding B's LGXCE4CB2N0123456 is refused, and may claim it from there.
    vinClaims: [],
  };
}
