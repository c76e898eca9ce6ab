import { chargeApi } from './index';
import { BillCoverage, BillCovers, type BillCoverageParams } from './coverage.types';

/**
 * Whether another channel covers a parking bill, asked before paying it and shown on the bill with any
 * second payment the server gave back. It is the bill's data, so what makes a bill stale makes it stale.
 */
export const chargeCoverageApi = chargeApi.injectEndpoints({
  endpoints: (build) => ({
    billCoverage: build.query<BillCoverage, BillCoverageParams>({
      query: (params) => ({ url: '/charge/v2/api/payCharges/coverage', params: { ...params } }),
      responseSchema: BillCoverage,
      providesTags: (_r, _e, { uniqueId }) => ['Bill', { type: 'Bill', id: uniqueId }],
    }),
    /** The cover of each bill a batch lists (multiPayPage): one call, however many bills. */
    billCovers: build.query<BillCovers, { uniqueIds: string[] }>({
      query: ({ uniqueIds }) => ({ url: '/charge/v2/api/payCharges/coverages', params: { uniqueIds: uniqueIds.join(',') } }),
      responseSchema: BillCovers,
      providesTags: (_r, _e, { uniqueIds }) => ['Bill', ...uniqueIds.map((id) => ({ type: 'Bill' as const, id }))],
    }),
  }),
});

export const { useBillCoverageQuery, useLazyBillCoverageQuery, useBillCoversQuery } = chargeCoverageApi;
