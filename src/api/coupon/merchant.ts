import { numberedPages } from '../pages';
import type { UnknownAction } from '@reduxjs/toolkit';
import { couponApi } from './index';
import { markStale } from '../events';
import { PayOrder } from '../charge/types';
import {
  GiveCouponsResult, MerchantCode, MerchantCouponDetail, MerchantCouponPage, MerchantCouponTypes, MerchantHome, MerchantList, MerchantPurchase,
  MerchantPurchasePage, PlateParkingSession,
  type CodeParams, type CreatePurchaseBody, type GiveCouponsBody, type GiveRecordsFilter, type IssueCodeBody, type MerchantCouponParams,
  type MerchantCouponType, type MerchantIdParams, type PayPurchaseBody, type PlateSessionParams, type PurchaseParams, type WithdrawBody,
} from './merchant.types';

/** Page size of the merchant's record lists. */
export const MERCHANT_PAGE_SIZE = 10;

const merchantBase = couponApi.enhanceEndpoints({ addTagTypes: ['Merchant', 'MerchantPurchase', 'MerchantCoupon'] });

/**
 * Merchant management on the coupon service: the merchants a driver works for, the home's stock and
 * counts, buying (owner only), giving by plate, by a one-time code or in bulk, records, withdrawing, a coupon's
 * life and a plate's parking now. Every call names its merchant; the server checks the caller's role. Anything that
 * changes the stock marks the merchant's reads stale.
 */
export const couponMerchantApi = merchantBase.injectEndpoints({
  endpoints: (build) => ({
    myMerchants: build.query<MerchantList, void>({
      query: () => ({ url: '/coupon/v2/api/merchants' }),
      responseSchema: MerchantList,
      providesTags: ['Merchant'],
    }),
    merchantHome: build.query<MerchantHome, MerchantIdParams>({
      query: (params) => ({ url: '/coupon/v2/api/merchants/home', params: { ...params } }),
      responseSchema: MerchantHome,
      providesTags: ['Merchant'],
    }),
    merchantCouponTypes: build.query<MerchantCouponType[], MerchantIdParams>({
      query: (params) => ({ url: '/coupon/v2/api/merchantCouponTypes', params: { ...params } }),
      responseSchema: MerchantCouponTypes,
      providesTags: ['Merchant'],
    }),
    /** The same requestId gives back the same order (a double tap, a retry after a lost answer). Silent: the form says why. */
    createMerchantPurchase: build.mutation<MerchantPurchase, CreatePurchaseBody>({
      query: (body) => ({ url: '/coupon/v2/api/merchantPurchases', method: 'POST', body, silent: true }),
      responseSchema: MerchantPurchase,
      invalidatesTags: ['MerchantPurchase'],
    }),
    /** For the payment saga (kind 'merchantCoupons'): the charge service's PayOrder, polled by payCharges/sync. */
    payMerchantPurchase: build.mutation<PayOrder, PayPurchaseBody>({
      query: ({ purchaseId, ...body }) => ({ url: `/coupon/v2/api/merchantPurchases/${encodeURIComponent(purchaseId)}/pay`, method: 'POST', body }),
      responseSchema: PayOrder,
      invalidatesTags: ['MerchantPurchase', 'Merchant'],
    }),
    merchantPurchase: build.query<MerchantPurchase, PurchaseParams>({
      query: ({ purchaseId, merchantId }) => ({ url: `/coupon/v2/api/merchantPurchases/${encodeURIComponent(purchaseId)}`, params: { merchantId } }),
      responseSchema: MerchantPurchase,
      providesTags: ['MerchantPurchase'],
    }),
    merchantPurchases: build.infiniteQuery<MerchantPurchasePage, MerchantIdParams, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({ url: '/coupon/v2/api/merchantPurchases', params: { ...queryArg, pageNo: pageParam, pageSize: MERCHANT_PAGE_SIZE } }),
      responseSchema: MerchantPurchasePage,
      providesTags: ['MerchantPurchase'],
    }),
    /** Silent: the give form shows the refusal (out of stock, plate not bound, daily limit) where the clerk looks. */
    giveMerchantCoupons: build.mutation<GiveCouponsResult, GiveCouponsBody>({
      query: (body) => ({ url: '/coupon/v2/api/merchantGive', method: 'POST', body, silent: true }),
      responseSchema: GiveCouponsResult,
      invalidatesTags: ['Merchant', 'MerchantCoupon'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // The giver may be the customer too (an owner giving their own plate): their wallet has a new coupon.
          markStale(dispatch as (a: UnknownAction) => unknown, 'couponClaimed');
        } catch {
          // nothing was given
        }
      },
    }),
    merchantGiveRecords: build.infiniteQuery<MerchantCouponPage, GiveRecordsFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({ url: '/coupon/v2/api/merchantGiveRecords', params: { ...queryArg, pageNo: pageParam, pageSize: MERCHANT_PAGE_SIZE } }),
      responseSchema: MerchantCouponPage,
      providesTags: ['MerchantCoupon'],
    }),
    merchantInvalidCoupons: build.infiniteQuery<MerchantCouponPage, MerchantIdParams, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({ url: '/coupon/v2/api/merchantInvalidCoupons', params: { ...queryArg, pageNo: pageParam, pageSize: MERCHANT_PAGE_SIZE } }),
      responseSchema: MerchantCouponPage,
      providesTags: ['MerchantCoupon'],
    }),
    merchantCoupon: build.query<MerchantCouponDetail, MerchantCouponParams>({
      query: ({ merchantCouponId, merchantId }) => ({ url: `/coupon/v2/api/merchantCoupons/${encodeURIComponent(merchantCouponId)}`, params: { merchantId } }),
      responseSchema: MerchantCouponDetail,
      providesTags: ['MerchantCoupon'],
    }),
    /** Silent: the detail page says why a withdrawal was refused. */
    withdrawMerchantCoupon: build.mutation<MerchantCouponDetail, WithdrawBody>({
      query: ({ merchantCouponId, merchantId }) => ({
        url: `/coupon/v2/api/merchantCoupons/${encodeURIComponent(merchantCouponId)}/withdraw`, method: 'POST', body: { merchantId }, silent: true,
      }),
      responseSchema: MerchantCouponDetail,
      invalidatesTags: ['Merchant', 'MerchantCoupon', 'Coupon'],
    }),
    /** Silent: the code screen shows why no code could be made (out of stock). */
    issueMerchantCode: build.mutation<MerchantCode, IssueCodeBody>({
      query: (body) => ({ url: '/coupon/v2/api/merchantCodes', method: 'POST', body, silent: true }),
      responseSchema: MerchantCode,
    }),
    merchantCode: build.query<MerchantCode, CodeParams>({
      query: ({ code, merchantId }) => ({ url: `/coupon/v2/api/merchantCodes/${encodeURIComponent(code)}`, params: { merchantId } }),
      responseSchema: MerchantCode,
    }),
    plateParking: build.query<PlateParkingSession, PlateSessionParams>({
      query: (params) => ({ url: '/coupon/v2/api/merchantPlateParking', params: { ...params } }),
      responseSchema: PlateParkingSession,
      providesTags: ['MerchantCoupon'],
    }),
  }),
});

export const {
  useMyMerchantsQuery, useMerchantHomeQuery, useMerchantCouponTypesQuery, useCreateMerchantPurchaseMutation, useMerchantPurchaseQuery,
  useMerchantPurchasesInfiniteQuery, useGiveMerchantCouponsMutation, useMerchantGiveRecordsInfiniteQuery, useMerchantInvalidCouponsInfiniteQuery,
  useMerchantCouponQuery, useWithdrawMerchantCouponMutation, useIssueMerchantCodeMutation, useMerchantCodeQuery, usePlateParkingQuery,
} = couponMerchantApi;
