import { bookingApi, bookingPost } from './index';
import { numberedPages } from '../pages';
import { BerthApply, BerthApplyPage, ShareIncomePage, type BerthApplyNoBody, type UserCheckInBody } from './owner.types';

/** Page size of the owner's lists. */
export const OWNER_PAGE_SIZE = 10;

/**
 * Owner registration (/userApply) and the owner's earnings on the booking service (injected). hasRegisteredBerth
 * and getUserCenterData stay in booking.ts (the spec names them); an application makes both stale.
 */
export const bookingOwnerApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    userCheckIn: build.mutation<BerthApply, UserCheckInBody>({
      query: (body) => bookingPost('/api/v1/userCheckIn', body),
      responseSchema: BerthApply,
      invalidatesTags: (_r, e) => (e ? [] : ['BerthApply', 'User']),
    }),
    /** The review result: asked again on the result page (the operator decides elsewhere). */
    berthApply: build.query<BerthApply, BerthApplyNoBody>({
      query: (body) => bookingPost('/api/v1/getBerthApplyDetail', body),
      responseSchema: BerthApply,
      providesTags: ['BerthApply'],
    }),
    /** The owner's applications, newest first, as pages (one cache entry: Back shows the list as it was). */
    berthApplies: build.infiniteQuery<BerthApplyPage, void, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ pageParam }) => bookingPost('/api/v1/getBerthApplyList', { pageNo: pageParam, pageSize: OWNER_PAGE_SIZE }),
      responseSchema: BerthApplyPage,
      providesTags: ['BerthApply'],
    }),
    shareIncomes: build.infiniteQuery<ShareIncomePage, void, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ pageParam }) => bookingPost('/api/v1/getShareIncomeList', { pageNo: pageParam, pageSize: OWNER_PAGE_SIZE }),
      responseSchema: ShareIncomePage,
      providesTags: ['ShareIncome'],
    }),
  }),
});

export const { useUserCheckInMutation, useBerthApplyQuery, useBerthAppliesInfiniteQuery, useShareIncomesInfiniteQuery } = bookingOwnerApi;
