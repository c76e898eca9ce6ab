import type { CouponStatus, UserCoupon } from './types';
import type { PageParams, Paged } from '../../lib/wire';

/**
 * The coupon wallet of /discount and claiming a coupon by its code, on the coupon service. couponsCount
 * and userCoupons are the spec's calls; `scope` (this app's addition) takes in the charging coupons too. Without it
 * they answer as before: parking coupons only (what the pay page's coupon choice reads).
 */

/** Which coupons: parking (the default), charging, or both (the /discount tabs). */
export type CouponScope = 'parking' | 'charging' | 'all';

/** 满减 (amount off), 折扣 (pay a percentage), 免费 (the whole parking fee), 时长 (so many minutes free). */
export type CouponKind = 'amount' | 'discount' | 'free' | 'freeMinutes';

/** A coupon as the wallet shows it: the pay page's UserCoupon plus where it applies and what kind it is. */
export interface WalletCoupon extends UserCoupon {
  kind: CouponKind;
  /** '满减券', '折扣券', '免费券', '时长券' */
  kindText: string;
  /** For kind 'freeMinutes': the minutes it frees (what it takes off is capped at maxDiscount). */
  freeMinutes: number | null;
  /** Parking lots or charging stations. */
  scope: Exclude<CouponScope, 'all'>;
  /** Stations it is valid at; empty means every station (charging coupons). */
  stationNames: string[];
  /** '仅限王府井百货地下停车场', '全部停车场可用', '全部充电站可用' */
  applyText: string;
  /** Unused and ends within 3 days. */
  expiringSoon: boolean;
}

/** GET /coupon/v2/api/couponsCount?scope */
export interface WalletCouponsCountParams {
  scope: CouponScope;
}

/** GET /coupon/v2/api/userCoupons?status&scope&pageNo&pageSize */
export interface WalletCouponsFilter {
  status: CouponStatus;
  scope: CouponScope;
}

export interface WalletCouponsParams extends WalletCouponsFilter, PageParams {}

export type WalletCouponPage = Paged<WalletCoupon>;

/** Why a code gives no coupon: a business refusal of POST /coupon/v2/api/claim (a malformed code is a 400). */
export const COUPON_CLAIM_CODES = {
  /** No such code. */
  invalid: '0xd07510011',
  /** A single-use code someone already claimed. */
  used: '0xd07510012',
  /** The code's campaign ended. */
  expired: '0xd07510013',
  /** The code is for other plates only. */
  notForPlate: '0xd07510014',
  /** Out of stock, or this plate already claimed it. */
  limitReached: '0xd07510015',
  /** The plate is not one of the driver's bound plates (bind it first: /scanQRCodeAddCar). */
  plateNotBound: '0xd07510016',
} as const;

export type CouponClaimRefusal = keyof typeof COUPON_CLAIM_CODES;

/** POST /coupon/v2/api/claim: the code read from a QR code or typed, and the plate the coupon binds to. */
export interface ClaimCouponBody {
  code: string;
  plateNo: string;
}

export interface ClaimCouponResult {
  coupon: WalletCoupon;
  merchantName: string;
}
