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
  };
}
