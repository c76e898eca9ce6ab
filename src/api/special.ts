import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, serviceApiDefaults } from './baseQuery';
import type { BagMultiRulesParams, BagRuleList, CheckRenewableBody, RenewableResult } from './types/special';

/** The special service: period-pass rules and renewals. Paths are written exactly as endpoints.json has them. */
export const specialApi = createApi({
  reducerPath: 'specialApi',
  baseQuery: createBaseQuery('special'),
  ...serviceApiDefaults,
  tagTypes: ['BagRule', 'BagPass'],
  endpoints: (build) => ({
    bagRules: build.query<BagRuleList, BagMultiRulesParams>({
      query: (params) => ({ url: '/special/v2/api/bagMultiRules', params: { ...params } }),
      providesTags: (_r, _e, arg) => [{ type: 'BagRule', id: arg.parkId }],
    }),
    /** A question, not a change: POST only because the server wants a body. */
    checkRenewable: build.query<RenewableResult, CheckRenewableBody>({
      query: (body) => ({ url: '/special/v2/api/checkRenewable', method: 'POST', body }),
      providesTags: ['BagPass'],
    }),
  }),
});

export const { useBagRulesQuery, useCheckRenewableQuery, useLazyCheckRenewableQuery } = specialApi;
