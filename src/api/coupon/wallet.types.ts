import * as v from 'valibot';
import { entriesOf, int, known } from '../../lib/schema';
import { PageParams, paged } from '../../lib/wire';
import { CouponStatus, UserCoupon } from './types';

/**
 * The coupon wallet of /discount and claiming a coupon by its code, on the coupon service. couponsCount
 * and userCoupons are the spec's calls; `scope` (this app's addition) takes in the charging coupons too. Without it
 * they answer as before: parking coupons only (what the pay page's coupon choice reads).
 */

/** Which coupons: parking (the default), charging, or both (the /discount tabs). */
export const CouponScope = v.picklist(['parking', 'charging', 'all']);
export type CouponScope = v.InferOutput<typeof CouponScope>;

/** 满减 (amount off), 折扣 (pay a percentage), 免费 (the whole parking fee), 时长 (so many minutes free). */
export const CouponKind = v.picklist(['amount', 'discount', 'free', 'freeMinutes']);
export type CouponKind = v.InferOutput<typeof CouponKind>;

/** A coupon as the wallet shows it: the pay page's UserCoupon plus where it applies and what kind it is. */
export const WalletCoupon = v.object({
  ...entriesOf(UserCoupon),
  kind: known(CouponKind.options),
  /** '满减券', '折扣券', '免费券', '时长券' */
  kindText: v.string(),
  /** For kind 'freeMinutes': the minutes it frees (what it takes off is capped at maxDiscount). */
  freeMinutes: v.nullable(int),
  /** Parking lots or charging stations. */
  scope: known(['parking', 'charging']),
  /** Stations it is valid at; empty means every station (charging coupons). */
  stationNames: v.array(v.string()),
  /** '仅限王府井百货地下停车场', '全部停车场可用', '全部充电站可用' */
  applyText: v.string(),
  /** Unused and ends within 3 days. */
  expiringSoon: v.boolean(),
});
export type WalletCoupon = v.InferOutput<typeof WalletCoupon>;

/** GET /coupon/v2/api/couponsCount?scope */
export const WalletCouponsCountParams = v.object({ scope: CouponScope });
export type WalletCouponsCountParams = v.InferOutput<typeof WalletCouponsCountParams>;

/** GET /coupon/v2/api/couponsCount on the wire: the spec's call sends nothing, the wallet its scope. */
export const CouponsCountQuery = v.object({ scope: v.optional(CouponScope) });
export type CouponsCountQuery = v.InferOutput<typeof CouponsCountQuery>;

/** GET /coupon/v2/api/userCoupons?status&scope&pageNo&pageSize */
export const WalletCouponsFilter = v.object({
  status: CouponStatus,
  scope: CouponScope,
});
export type WalletCouponsFilter = v.InferOutput<typeof WalletCouponsFilter>;

export const WalletCouponsParams = v.object({ ...entriesOf(WalletCouponsFilter), ...entriesOf(PageParams) });
export type WalletCouponsParams = v.InferOutput<typeof WalletCouponsParams>;

/** GET /coupon/v2/api/userCoupons on the wire: the spec's call (no scope) or the wallet's (with scope). */
export const UserCouponsQuery = v.object({ ...entriesOf(WalletCouponsParams), scope: v.optional(CouponScope) });
export type UserCouponsQuery = v.InferOutput<typeof UserCouponsQuery>;

export const WalletCouponPage = paged(WalletCoupon);
export type WalletCouponPage = v.InferOutput<typeof WalletCouponPage>;

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
export const ClaimCouponBody = v.object({
  code: v.string(),
  plateNo: v.string(),
});
export type ClaimCouponBody = v.InferOutput<typeof ClaimCouponBody>;

export const ClaimCouponResult = v.object({
  coupon: WalletCoupon,
  merchantName: v.string(),
});
export type ClaimCouponResult = v.InferOutput<typeof ClaimCouponResult>;
