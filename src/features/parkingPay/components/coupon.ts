/** couponId in a pay page's URL when the driver chose 不使用优惠券 (no couponId: the best coupon is taken). */
export const NO_COUPON = 'none';
