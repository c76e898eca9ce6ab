import { cpsApi } from './index';
import { StationTrustSummaries, type StationTrustSummary } from './trust.types';

/**
 * The station lists' trust summary (injected with the lists that sort and filter by it: the home's nearby, the map):
 * for 按可靠性 and 只看近期可用. One station's detail is ./stationTrust.ts, with its page.
 */
export const cpsTrustApi = cpsApi.injectEndpoints({
  endpoints: (build) => ({
    stationTrustSummaries: build.query<StationTrustSummary[], string[]>({
      query: (stationIds) => ({ url: '/cps/v2/api/stationTrust', params: { stationIds: stationIds.join(',') } }),
      responseSchema: StationTrustSummaries,
    }),
  }),
});

export const { useStationTrustSummariesQuery } = cpsTrustApi;
