import { cpsApi } from './index';
import { ChargingCoupon, ChargingCoupons, type ClaimChargingCouponBody } from './coupons.types';

/**
 * Charging coupons on the cps service (injected; cps.ts keeps the spec's own list): the driver's usable ones and
 * claiming one with a code. The list also depends on the driver's orders (a start locks its coupon, the end uses
 * or releases it), so it provides 'ChargingOrders' too: starting, stopping and paying refresh it.
 */
export const cpsCouponsApi = cpsApi.enhanceEndpoints({ addTagTypes: ['ChargingCoupons'] }).injectEndpoints({
  endpoints: (build) => ({
    chargingCoupons: build.query<ChargingCoupon[], void>({
      query: () => ({ url: '/cps/v2/api/chargingCoupons' }),
      responseSchema: ChargingCoupons,
      providesTags: ['ChargingCoupons', 'ChargingOrders'],
    }),
    claimChargingCoupon: build.mutation<ChargingCoupon, ClaimChargingCouponBody>({
      // A refusal has its own page (/scanQRCodeChargingFailed); a toast would say it twice.
      query: (body) => ({ url: '/cps/v2/api/chargingCoupons/claim', method: 'POST', body, silent: true }),
      responseSchema: ChargingCoupon,
      invalidatesTags: ['ChargingCoupons'],
    }),
  }),
});

export const { useChargingCouponsQuery, useClaimChargingCouponMutation } = cpsCouponsApi;
