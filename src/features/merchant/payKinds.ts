import { couponMerchantApi } from '@/api/coupon/merchant';
import { landingResult, type PayKind } from '@/payment/kinds';

/** A merchant's order of coupons (buyCoupons, owner only), made once per requestId before it is paid. */
export const merchantCouponsKind: PayKind<{ purchaseId: string; merchantId: string }> = {
  kind: 'merchantCoupons',
  create: (order, terms) => couponMerchantApi.endpoints.payMerchantPurchase.initiate({ ...order, ...terms }),
  resultUrl: landingResult,
};
