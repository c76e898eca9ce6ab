import { useChargingCouponsQuery } from '@/api/cps/coupons';
import type { ChargingCoupon } from '@/api/cps/coupons.types';

export interface ChosenCoupon {
  /** The coupon the address names, once the list says it is usable. */
  chosen: ChargingCoupon | undefined;
  /** The address names a coupon the list no longer has (used, expired, held by a session): it is not sent. */
  gone: boolean;
  count: number;
  loading: boolean;
  failed: boolean;
  /** What the start sends: the address's coupon unless the list says it is gone (while it loads the server decides). */
  sendId: string | undefined;
}

/** The coupon chosen on /chargingChoiceCoupon (carried back in the start page's address), checked against the list. */
export function useChosenCoupon(couponId: string | null): ChosenCoupon {
  const coupons = useChargingCouponsQuery();
  const list = coupons.data;
  const chosen = couponId && list ? list.find((c) => c.couponId === couponId) : undefined;
  const gone = !!couponId && !!list && !chosen;
  return {
    chosen,
    gone,
    count: list?.length ?? 0,
    loading: coupons.isLoading,
    failed: coupons.isError && !list,
    sendId: couponId && !gone ? couponId : undefined,
  };
}
