import { chargeApi } from './index';
import type { BillCoverage } from './coverage.types';

/**
 * Whether another channel covers a parking bill (issue 29), asked before paying it and shown on the bill with any
 * second payment the server gave back. It is the bill's data, so what makes a bill stale makes it stale.
 */
export const chargeCoverageApi = chargeApi.injectEndpoints({
  endpoints: (build) => ({
    billCoverage: build.query<BillCoverage, { uniqueId: string; parkId: string }>({
      query: (params) => ({ url: '/charge/v2/api/payCharges/coverage', params: { ...params } }),
      providesTags: (_r, _e, { uniqueId }) => ['Bill', { type: 'Bill', id: uniqueId }],
    }),
  }),
});

export const { useBillCoverageQuery, useLazyBillCoverageQuery } = chargeCoverageApi;
