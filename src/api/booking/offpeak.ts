import { markRefundToBalance } from '../events';
import { bookingApi, bookingPost } from './index';
import { numberedPages } from '../pages';
import type { ParkIdBody } from './types';
import {
  DiffTimeOrder, DiffTimePackage, DiffTimePackagePage, DiffTimeParkInfo, DiffTimeSubscription, DiffTimeSubscriptionPage, DiffTimeViolation,
  DiffTimeViolationPage, type AppealViolationBody, type CancelDiffTimeOrderBody, type CreateDiffTimePackageBody, type CreateDiffTimeSubscribeBody,
  type DiffTimeListParams, type PackageNoBody, type PayDiffTimeOrderArg, type SubscribeNoBody, type ViolationListParams, type ViolationNoBody,
} from './offpeak.types';
import { PayOrder } from '../charge/types';

const ORDERS = { type: 'DiffTimeOrders', id: 'LIST' } as const;

/** Page size of the off-peak lists. */
export const OFF_PEAK_PAGE_SIZE = 10;

/** What picks one of the off-peak lists (each filter its own cache entry of pages). */
export type DiffTimeListFilter = Omit<DiffTimeListParams, 'pageNo' | 'pageSize'>;
export type ViolationListFilter = Omit<ViolationListParams, 'pageNo' | 'pageSize'>;

/**
 * Off-peak sharing (错时共享) on the booking service (injected): a lot's windows, packages and slots; buying a
 * package or a slot (an unpaid order, then the payment saga through payDiffTimeOrder); managing them; violations
 * and their appeal. A purchase, a payment or a cancel changes the lot's counts and the driver's orders.
 */
export const bookingOffPeakApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    diffTimeParkInfo: build.query<DiffTimeParkInfo, ParkIdBody>({
      query: (body) => bookingPost('/api/v1/getDiffTimeParkInfo', body),
      responseSchema: DiffTimeParkInfo,
      providesTags: (_r, _e, { parkId }) => [{ type: 'DiffTimePark', id: parkId }],
    }),
    createDiffTimePackage: build.mutation<DiffTimePackage, CreateDiffTimePackageBody>({
      query: (body) => bookingPost('/api/v1/createDiffTimePackageOrder', body),
      responseSchema: DiffTimePackage,
      invalidatesTags: (r, e) => (e || !r ? [] : [{ type: 'DiffTimePark', id: r.parkId }, ORDERS]),
    }),
    createDiffTimeSubscription: build.mutation<DiffTimeSubscription, CreateDiffTimeSubscribeBody>({
      query: (body) => bookingPost('/api/v1/createDiffTimeSubscribeOrder', body),
      responseSchema: DiffTimeSubscription,
      invalidatesTags: (r, e) => (e || !r ? [] : [{ type: 'DiffTimePark', id: r.parkId }, ORDERS]),
    }),
    /** A package (WP…), subscription (WS…) or violation (WV…): used by the payment saga, never by a screen directly. */
    payDiffTimeOrder: build.mutation<PayOrder, PayDiffTimeOrderArg>({
      query: (body) => bookingPost('/api/v1/payDiffTimeOrder', body),
      responseSchema: PayOrder,
      invalidatesTags: (r, e, { orderNo }) => {
        if (e) return [];
        const paid = r?.state === 'paid' ? (['DiffTimeOrders', 'DiffTimeViolations'] as const) : [];
        return [{ type: 'DiffTimeOrders', id: orderNo }, { type: 'DiffTimeViolations', id: orderNo }, ...paid];
      },
    }),
    cancelDiffTimeOrder: build.mutation<DiffTimeOrder, CancelDiffTimeOrderBody>({
      query: (body) => bookingPost('/api/v1/cancelDiffTimeOrder', body),
      responseSchema: DiffTimeOrder,
      invalidatesTags: (r, e, { orderNo }) => (e || !r ? [] : [{ type: 'DiffTimePark', id: r.parkId }, ORDERS, { type: 'DiffTimeOrders', id: orderNo }, 'User']),
      onQueryStarted: markRefundToBalance,
    }),
    diffTimePackages: build.infiniteQuery<DiffTimePackagePage, DiffTimeListFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => bookingPost('/api/v1/getDiffTimePackageList', { ...queryArg, pageNo: pageParam, pageSize: OFF_PEAK_PAGE_SIZE }),
      responseSchema: DiffTimePackagePage,
      providesTags: [ORDERS],
    }),
    diffTimeSubscriptions: build.infiniteQuery<DiffTimeSubscriptionPage, DiffTimeListFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => bookingPost('/api/v1/getDiffTimeSubscribeList', { ...queryArg, pageNo: pageParam, pageSize: OFF_PEAK_PAGE_SIZE }),
      responseSchema: DiffTimeSubscriptionPage,
      providesTags: [ORDERS],
    }),
    diffTimePackage: build.query<DiffTimePackage, PackageNoBody>({
      query: (body) => bookingPost('/api/v1/getDiffTimePackageDetail', body),
      responseSchema: DiffTimePackage,
      providesTags: (_r, _e, { packageNo }) => [{ type: 'DiffTimeOrders', id: packageNo }],
    }),
    diffTimeSubscription: build.query<DiffTimeSubscription, SubscribeNoBody>({
      query: (body) => bookingPost('/api/v1/getDiffTimeSubscribeDetail', body),
      responseSchema: DiffTimeSubscription,
      providesTags: (_r, _e, { subscribeNo }) => [{ type: 'DiffTimeOrders', id: subscribeNo }],
    }),
    diffTimeViolations: build.infiniteQuery<DiffTimeViolationPage, ViolationListFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => bookingPost('/api/v1/getDiffTimeViolationList', { ...queryArg, pageNo: pageParam, pageSize: OFF_PEAK_PAGE_SIZE }),
      responseSchema: DiffTimeViolationPage,
      providesTags: [{ type: 'DiffTimeViolations', id: 'LIST' }],
    }),
    diffTimeViolation: build.query<DiffTimeViolation, ViolationNoBody>({
      query: (body) => bookingPost('/api/v1/getDiffTimeViolationDetail', body),
      responseSchema: DiffTimeViolation,
      providesTags: (_r, _e, { violationNo }) => [{ type: 'DiffTimeViolations', id: violationNo }],
    }),
    appealDiffTimeViolation: build.mutation<DiffTimeViolation, AppealViolationBody>({
      query: (body) => bookingPost('/api/v1/appealDiffTimeViolation', body),
      responseSchema: DiffTimeViolation,
      invalidatesTags: (_r, e, { violationNo }) => (e ? [] : [{ type: 'DiffTimeViolations', id: 'LIST' }, { type: 'DiffTimeViolations', id: violationNo }]),
    }),
  }),
});

export const {
  useDiffTimeParkInfoQuery,
  useCreateDiffTimePackageMutation,
  useCreateDiffTimeSubscriptionMutation,
  useCancelDiffTimeOrderMutation,
  useDiffTimePackagesInfiniteQuery,
  useDiffTimeSubscriptionsInfiniteQuery,
  useDiffTimePackageQuery,
  useDiffTimeSubscriptionQuery,
  useDiffTimeViolationsInfiniteQuery,
  useDiffTimeViolationQuery,
  useAppealDiffTimeViolationMutation,
} = bookingOffPeakApi;
