import { driverApi } from './index';
import { noData } from '../../lib/schema';
import {
  FamilyLock, FamilyPayment, FamilyShares, FamilyView, Share, type CreateShareBody, type FamilyLockBody, type FamilyPayBody,
} from './family.types';

const familyBase = driverApi.enhanceEndpoints({ addTagTypes: ['FamilyShare', 'FamilyView'] });

type ShareArg = { shareId: string };
const sharePath = (shareId: string) => `/driver/v2/api/familyShares/${encodeURIComponent(shareId)}`;

/** Family sharing (家人共享), injected into the driver service beside the follows of members.ts; see family.types.ts. */
export const driverFamilyApi = familyBase.injectEndpoints({
  endpoints: (build) => ({
    familyShares: build.query<FamilyShares, void>({
      query: () => ({ url: '/driver/v2/api/familyShares' }),
      responseSchema: FamilyShares,
      providesTags: ['FamilyShare'],
    }),
    createFamilyShare: build.mutation<Share, CreateShareBody>({
      // Silent: the invite form says the refusal above its button (no account, one's own phone, a plate not one's own).
      query: (body) => ({ url: '/driver/v2/api/familyShares', method: 'POST', body, silent: true }),
      responseSchema: Share,
      invalidatesTags: (_r, e) => (e ? [] : ['FamilyShare']),
    }),
    acceptFamilyShare: build.mutation<Share, ShareArg>({
      query: ({ shareId }) => ({ url: `${sharePath(shareId)}/accept`, template: '/driver/v2/api/familyShares/{shareId}/accept', method: 'POST' }),
      responseSchema: Share,
      invalidatesTags: ['FamilyShare', 'FamilyView'],
    }),
    declineFamilyShare: build.mutation<Share, ShareArg>({
      query: ({ shareId }) => ({ url: `${sharePath(shareId)}/decline`, template: '/driver/v2/api/familyShares/{shareId}/decline', method: 'POST' }),
      responseSchema: Share,
      invalidatesTags: ['FamilyShare'],
    }),
    /** 结束共享 (the sharer) or 退出共享 (the member): over at once for both. */
    endFamilyShare: build.mutation<null, ShareArg>({
      query: ({ shareId }) => ({ url: sharePath(shareId), template: '/driver/v2/api/familyShares/{shareId}', method: 'DELETE' }),
      responseSchema: noData,
      invalidatesTags: ['FamilyShare', 'FamilyView'],
    }),
    /** The member's view; the page polls it while open and shows every failure itself (an ended share included). */
    familyView: build.query<FamilyView, ShareArg>({
      query: ({ shareId }) => ({ url: `${sharePath(shareId)}/view`, template: '/driver/v2/api/familyShares/{shareId}/view', silent: true }),
      responseSchema: FamilyView,
      providesTags: (_r, _e, { shareId }) => [{ type: 'FamilyView', id: shareId }],
    }),
    /** Silent: the bill's row says a refusal (over the cap, not enough balance, paid already) where it was tapped. */
    familyPay: build.mutation<FamilyPayment, ShareArg & FamilyPayBody>({
      query: ({ shareId, ...body }) => ({
        url: `${sharePath(shareId)}/payments`, template: '/driver/v2/api/familyShares/{shareId}/payments', method: 'POST', body, silent: true,
      }),
      responseSchema: FamilyPayment,
      // Refused or not, the bill and the cap may have moved: the view is read again either way.
      invalidatesTags: (_r, _e, { shareId }) => [{ type: 'FamilyView', id: shareId }, 'FamilyShare', 'Balance'],
    }),
    familyLock: build.mutation<FamilyLock, ShareArg & { lockId: string } & FamilyLockBody>({
      query: ({ shareId, lockId, action }) => ({
        url: `${sharePath(shareId)}/locks/${encodeURIComponent(lockId)}`, template: '/driver/v2/api/familyShares/{shareId}/locks/{lockId}',
        method: 'POST', body: { action }, silent: true,
      }),
      responseSchema: FamilyLock,
      // A refusal stays said on the booking's row; the page's polling brings the booking's end in its turn.
      invalidatesTags: (_r, e, { shareId }) => (e ? [] : [{ type: 'FamilyView', id: shareId }]),
    }),
  }),
});

export const {
  useFamilySharesQuery, useCreateFamilyShareMutation, useAcceptFamilyShareMutation, useDeclineFamilyShareMutation,
  useEndFamilyShareMutation, useFamilyViewQuery, useFamilyPayMutation, useFamilyLockMutation,
} = driverFamilyApi;
