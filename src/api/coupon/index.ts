import { createApi } from '../createApi';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import { CouponsCount, SendPlateCouponResult, UserCouponList, WelcomeCouponsResult, type SendPlateCouponBody, type UserCouponsParams } from './types';

/** The coupon service: the driver's coupon wallet, the new-driver gift, merchant coupons. Paths as endpoints.json has them. */
export const couponApi = createApi({
  reducerPath: 'couponApi',
  baseQuery: createBaseQuery('coupon'),
  ...serviceApiDefaults,
  tagTypes: ['Coupon'],
  endpoints: (build) => ({
    couponsCount: build.query<CouponsCount, void>({
      query: () => ({ url: '/coupon/v2/api/couponsCount' }),
      responseSchema: CouponsCount,
      providesTags: ['Coupon'],
    }),
    userCoupons: build.query<UserCouponList, UserCouponsParams>({
      query: (params) => ({ url: '/coupon/v2/api/userCoupons', params: { ...params } }),
      responseSchema: UserCouponList,
      providesTags: ['Coupon'],
    }),
    /** Once per driver; a second call is refused, which the caller may ignore (silent). */
    sendWelcomeCoupons: build.mutation<WelcomeCouponsResult, void>({
      query: () => ({ url: '/coupon/v2/api/registorSendCoupon', method: 'POST', body: {}, silent: true }),
      responseSchema: WelcomeCouponsResult,
      invalidatesTags: ['Coupon'],
    }),
    sendPlateCoupon: build.mutation<SendPlateCouponResult, SendPlateCouponBody>({
      query: (body) => ({ url: '/coupon/v2/api/sendPlateCoupon', method: 'POST', body }),
      responseSchema: SendPlateCouponResult,
      invalidatesTags: ['Coupon'],
    }),
  }),
});

export const { useCouponsCountQuery, useUserCouponsQuery, useSendWelcomeCouponsMutation, useSendPlateCouponMutation } = couponApi;
