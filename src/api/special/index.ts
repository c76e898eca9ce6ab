import { createApi } from '../createApi';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import { BagRuleList, RenewableResult, type BagMultiRulesParams, type CheckRenewableBody } from './rules.types';

/**
 * The special service: period passes (月卡), with endpoints.json's two calls (bagRules, checkRenewable). The pass
 * screens' calls are injected by special-passes.ts, which loads with those screens: this API is in the entry
 * (every service's reducer is), and the first screen must not grow as domains arrive. All tags are declared here.
 */
export const specialApi = createApi({
  reducerPath: 'specialApi',
  baseQuery: createBaseQuery('special'),
  ...serviceApiDefaults,
  tagTypes: ['BagRule', 'BagPass', 'BagApplication', 'BagPayRecord', 'PlateMaterial', 'DisabledCertification'],
  endpoints: (build) => ({
    bagRules: build.query<BagRuleList, BagMultiRulesParams>({
      query: (params) => ({ url: '/special/v2/api/bagMultiRules', params: { ...params } }),
      responseSchema: BagRuleList,
      providesTags: (_r, _e, arg) => [{ type: 'BagRule', id: arg.parkId }],
    }),
    /** A question, not a change: POST only because the server wants a body. */
    checkRenewable: build.query<RenewableResult, CheckRenewableBody>({
      query: (body) => ({ url: '/special/v2/api/checkRenewable', method: 'POST', body }),
      responseSchema: RenewableResult,
      providesTags: ['BagPass', 'BagRule'],
    }),

  }),
});

export const { useBagRulesQuery, useCheckRenewableQuery, useLazyCheckRenewableQuery } = specialApi;
