import type { MockRouter } from '../core/router';

/** The coupon service of the mock backend. */
export function registerCoupon(_r: MockRouter) {
  // routes are added here
}
