import { numberedPages } from '../pages';
import type { UnknownAction } from '@reduxjs/toolkit';
import { couponApi } from './index';
import { markStale } from '../events';
import { CouponsCount, SendPlateCouponResult, type SendPlateCouponBody } from './types';
import {
  ClaimCouponResult, WalletCouponPage, type ClaimCouponBody, type WalletCouponsCountParams, type WalletCouponsFilter,
} from './wallet.types';

/** Page size of a /discount tab. */
export const WALLET_COUPONS_PAGE_SIZE = 10;

/**
 * The coupon wallet of /discount (parking and charging coupons, by tab) and claiming a coupon by its code, injected
 * into the coupon service (coupon.ts keeps the spec's calls for the entry). A claimed coupon is new in the wallet
 * and in the pay page's choice, so a claim marks both stale.
 */
export const couponWalletApi = couponApi.injectEndpoints({
  endpoints: (build) => ({
    /** The tab counts of /discount (scope 'all'). */
    walletCouponsCount: build.query<CouponsCount, WalletCouponsCountParams>({
      query: (params) => ({ url: '/coupon/v2/api/couponsCount', params: { ...params } }),
      responseSchema: CouponsCount,
      providesTags: ['Coupon'],
    }),
    walletCoupons: build.infiniteQuery<WalletCouponPage, WalletCouponsFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/coupon/v2/api/userCoupons',
        params: { pageNo: pageParam, pageSize: WALLET_COUPONS_PAGE_SIZE, ...queryArg },
      }),
      responseSchema: WalletCouponPage,
      providesTags: ['Coupon'],
    }),
    /**
     * Silent: the failure page (/scanQRCodeFailed) says why from the refusal's code (COUPON_CLAIM_CODES) and message;
     * a toast too would say it twice.
     */
    claimCoupon: build.mutation<ClaimCouponResult, ClaimCouponBody>({
      query: (body) => ({ url: '/coupon/v2/api/claim', method: 'POST', body, silent: true }),
      responseSchema: ClaimCouponResult,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          markStale(dispatch as (a: UnknownAction) => unknown, 'couponClaimed');
        } catch {
          // nothing changed on the server
        }
      },
    }),
    /**
     * sendPlateCoupon as the claim flow asks it (a merchant's QR code names an activity): silent for the same reason
     * as claimCoupon, and a claim like it (coupon.ts keeps the spec's call as it was for its other callers).
     */
    claimActivityCoupon: build.mutation<SendPlateCouponResult, SendPlateCouponBody>({
      query: (body) => ({ url: '/coupon/v2/api/sendPlateCoupon', method: 'POST', body, silent: true }),
      responseSchema: SendPlateCouponResult,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          markStale(dispatch as (a: UnknownAction) => unknown, 'couponClaimed');
        } catch {
          // nothing changed on the server
        }
      },
    }),
  }),
});

export const { useWalletCouponsCountQuery, useWalletCouponsInfiniteQuery, useClaimCouponMutation, useClaimActivityCouponMutation } = couponWalletApi;
