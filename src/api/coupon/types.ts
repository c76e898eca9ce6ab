import * as v from 'valibot';
import { cents, entriesOf, flag, int, known, num, wireTime } from '../../lib/schema';
import { PageParams, paged, PlateColor } from '../../lib/wire';

/** The coupon service (/coupon/v2/api). Schemas of the spec's calls; types are inferred from them. */

/** 1 money off (faceValue), 2 discount (pay discountRate percent, capped), 3 free parking (the whole fee). */
export const CouponType = v.picklist([1, 2, 3]);
export type CouponType = v.InferOutput<typeof CouponType>;

/** unused → the /unused tab, used → /used, expired → /past. Strict as a tab asked for; an answer's may be UNKNOWN. */
export const CouponStatus = v.picklist(['unused', 'used', 'expired']);
export type CouponStatus = v.InferOutput<typeof CouponStatus>;

export const CouponsCount = v.object({
  unusedCount: int,
  usedCount: int,
  expiredCount: int,
});
export type CouponsCount = v.InferOutput<typeof CouponsCount>;

export const UserCouponsParams = v.object({
  ...entriesOf(PageParams),
  status: CouponStatus,
});
export type UserCouponsParams = v.InferOutput<typeof UserCouponsParams>;

export const UserCoupon = v.object({
  couponId: v.string(),
  couponName: v.string(),
  couponType: known(CouponType.options),
  faceValue: cents,
  /** Percent the driver pays (80 = 8折) for type 2, else null. */
  discountRate: v.nullable(num),
  maxDiscount: v.nullable(cents),
  /** Smallest bill the coupon applies to (0 = no threshold). */
  minSpend: cents,
  /** Parks it is valid in; empty means every park. */
  parkNames: v.array(v.string()),
  /** Plate it was given to (merchant coupons), else null. */
  plateNo: v.nullable(v.string()),
  source: v.string(),
  status: known(CouponStatus.options),
  /** In an unfinished payment: not usable elsewhere until that payment ends. */
  locked: flag,
  validFrom: wireTime,
  validTo: wireTime,
  useTime: v.nullable(wireTime),
  /** Plain words for the card, e.g. '满20.00元可用，仅限国贸中心停车场'. */
  ruleDesc: v.string(),
});
export type UserCoupon = v.InferOutput<typeof UserCoupon>;

export const UserCouponList = paged(UserCoupon);
export type UserCouponList = v.InferOutput<typeof UserCouponList>;

/** POST registorSendCoupon (an empty body): the welcome coupons of a new driver, given once. */
export const WelcomeCouponsBody = v.object({});
export type WelcomeCouponsBody = v.InferOutput<typeof WelcomeCouponsBody>;

export const WelcomeCouponsResult = v.object({
  sentCount: int,
  coupons: v.array(UserCoupon),
});
export type WelcomeCouponsResult = v.InferOutput<typeof WelcomeCouponsResult>;

/** POST sendPlateCoupon: a merchant's coupon (scanned QR code) given to a plate. */
export const SendPlateCouponBody = v.object({
  activityId: v.string(),
  plateNo: v.string(),
  plateColor: v.optional(PlateColor),
});
export type SendPlateCouponBody = v.InferOutput<typeof SendPlateCouponBody>;

export const SendPlateCouponResult = v.object({
  coupon: UserCoupon,
  merchantName: v.string(),
});
export type SendPlateCouponResult = v.InferOutput<typeof SendPlateCouponResult>;
