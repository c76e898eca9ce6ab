import { driverApi } from './index';
import { markStale } from '../events';
import { GoldPlanResultList, Invitation, Reward, RewardList } from './rewards.types';

const rewardsBase = driverApi.enhanceEndpoints({ addTagTypes: ['Invitation', 'Reward', 'GoldPlan'] });

/**
 * The invitation code, rewards and 金牌计划 results, injected into the driver service (calls beyond endpoints.json;
 * see types/driver-rewards.ts). A claimed reward is a coupon: claiming makes the coupon lists stale.
 */
export const driverRewardsApi = rewardsBase.injectEndpoints({
  endpoints: (build) => ({
    invitation: build.query<Invitation, void>({
      query: () => ({ url: '/driver/v2/api/invitation' }),
      responseSchema: Invitation,
      providesTags: ['Invitation'],
    }),
    rewards: build.query<RewardList, void>({
      query: () => ({ url: '/driver/v2/api/rewards' }),
      responseSchema: RewardList,
      providesTags: ['Reward'],
    }),
    claimReward: build.mutation<Reward, { rewardId: string }>({
      query: ({ rewardId }) => ({
        url: `/driver/v2/api/rewards/${encodeURIComponent(rewardId)}/claim`,
        template: '/driver/v2/api/rewards/{rewardId}/claim',
        method: 'POST',
      }),
      responseSchema: Reward,
      invalidatesTags: ['Reward', 'GoldPlan'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          markStale(dispatch, 'couponClaimed');
        } catch {
          // nothing changed on the server
        }
      },
    }),
    goldPlanResults: build.query<GoldPlanResultList, void>({
      query: () => ({ url: '/driver/v2/api/goldPlan/results' }),
      responseSchema: GoldPlanResultList,
      providesTags: ['GoldPlan'],
    }),
  }),
});

export const { useInvitationQuery, useRewardsQuery, useClaimRewardMutation, useGoldPlanResultsQuery } = driverRewardsApi;
