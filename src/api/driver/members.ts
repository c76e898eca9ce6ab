import { driverApi } from './index';
import { noData } from '../../lib/schema';
import { FollowList, FollowMember, type FollowBody } from './members.types';

const membersBase = driverApi.enhanceEndpoints({ addTagTypes: ['Follow'] });

/**
 * The family and friends a driver follows and pays for, injected into the driver service beside getMineGroups
 * (driver.ts's mineGroups); see types/driver-members.ts.
 */
export const driverMembersApi = membersBase.injectEndpoints({
  endpoints: (build) => ({
    follows: build.query<FollowList, void>({
      query: () => ({ url: '/driver/v2/api/driverGroupMembers/follows' }),
      responseSchema: FollowList,
      providesTags: ['Follow'],
    }),
    addFollow: build.mutation<FollowMember, FollowBody>({
      query: (body) => ({ url: '/driver/v2/api/driverGroupMembers/follows', method: 'POST', body }),
      responseSchema: FollowMember,
      invalidatesTags: (_r, e) => (e ? [] : ['Follow']),
    }),
    removeFollow: build.mutation<null, { memberId: string }>({
      query: ({ memberId }) => ({
        url: `/driver/v2/api/driverGroupMembers/follows/${encodeURIComponent(memberId)}`,
        template: '/driver/v2/api/driverGroupMembers/follows/{memberId}',
        method: 'DELETE',
      }),
      responseSchema: noData,
      invalidatesTags: (_r, e) => (e ? [] : ['Follow']),
    }),
  }),
});

export const { useFollowsQuery, useAddFollowMutation, useRemoveFollowMutation } = driverMembersApi;
