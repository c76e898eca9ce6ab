import { couponMerchantApi } from '@/api/coupon/merchant';
import { registerEvents, staleRow } from '@/api/events';
import { paymentFeature } from '@/payment/feature';
import { registerPayKinds } from '@/payment/kinds';
import type { Feature } from '@/ui/lazyPage';
import { merchantCouponsKind } from './payKinds';

/** Merchants buying coupons: the purchase and the stock it adds, after it is paid. */
export const feature: Feature = {
  name: 'merchant',
  needs: [paymentFeature],
  *saga() {
    yield* registerPayKinds([merchantCouponsKind]);
    yield* registerEvents({ rows: [staleRow('paid', couponMerchantApi, ['Merchant', 'MerchantPurchase', 'MerchantCoupon'])] });
  },
};
