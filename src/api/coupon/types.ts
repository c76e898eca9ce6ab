import type { Cents, PageParams, Paged } from '../../lib/wire';

/** The coupon service (/coupon/v2/api). */

/** 1 money off (faceValue), 2 discount (pay discountRate percent, capped), 3 free parking (the whole fee). */
export type CouponType = 1 | 2 | 3;

/** unused → the /unused tab, used → /used, expired → /past. */
export type CouponStatus = 'unused' | 'used' | 'expired';

export interface CouponsCount {
  unusedCount: number;
  usedCount: number;
  expiredCount: number;
}

export interface UserCouponsParams extends PageParams {
  status: CouponStatus;
}

export interface UserCoupon {
  couponId: string;
  couponName: string;
  couponType: CouponType;
  faceValue: Cents;
  /** Percent the driver pays (80 = 8折) for type 2, else null. */
  discountRate: number | null;
  maxDiscount: Cents | null;
  /** Smallest bill the coupon applies to (0 = no threshold). */
  minSpend: Cents;
  /** Parks it is valid in; empty means every park. */
  parkNames: string[];
  /** Plate it was given to (merchant coupons), else null. */
  plateNo: string | null;
  source: string;
  status: CouponStatus;
  /** In an unfinished payment: not usable elsewhere until that payment ends. */
  locked: 0 | 1;
  validFrom: string;
  validTo: string;
  useTime: string | null;
  /** Plain words for the card, e.g. '满20.00元可用，仅限国贸中心停车场'. */
  ruleDesc: string;
}

export type UserCouponList = Paged<UserCoupon>;

/** POST registorSendCoupon: the welcome coupons of a new driver, given once. */
export interface WelcomeCouponsResult {
  sentCount: number;
  coupons: UserCoupon[];
}

/** POST sendPlateCoupon: a merchant's coupon (scanned QR code) given to a plate. */
export interface SendPlateCouponBody {
  activityId: string;
  plateNo: string;
  plateColor?: number;
}

export interface SendPlateCouponResult {
  coupon: UserCoupon;
  merchantName: string;
}
