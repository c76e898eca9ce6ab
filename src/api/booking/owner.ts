import { bookingApi, bookingPost } from './index';
import type { BerthApply, BerthApplyNoBody, BerthApplyPage, PageOnly, ShareIncomePage, UserCheckInBody } from './owner.types';

/**
 * Owner registration (/userApply) and the owner's earnings on the booking service (injected). hasRegisteredBerth
 * and getUserCenterData stay in booking.ts (the spec names them); an application makes both stale.
 */
export const bookingOwnerApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    userCheckIn: build.mutation<BerthApply, UserCheckInBody>({
      query: (body) => bookingPost('/api/v1/userCheckIn', body),
      invalidatesTags: (_r, e) => (e ? [] : ['BerthApply', 'User']),
    }),
    /** The review result: asked again on the result page (the operator decides elsewhere). */
    berthApply: build.query<BerthApply, BerthApplyNoBody>({
      query: (body) => bookingPost('/api/v1/getBerthApplyDetail', body),
      providesTags: ['BerthApply'],
    }),
    berthApplies: build.query<BerthApplyPage, PageOnly>({
      query: (body) => bookingPost('/api/v1/getBerthApplyList', body),
      providesTags: ['BerthApply'],
    }),
    shareIncomes: build.query<ShareIncomePage, PageOnly>({
      query: (body) => bookingPost('/api/v1/getShareIncomeList', body),
      providesTags: ['ShareIncome'],
    }),
  }),
});

export const { useUserCheckInMutation, useBerthApplyQuery, useBerthAppliesQuery, useShareIncomesQuery } = bookingOwnerApi;
