import { cpsApi } from './index';
import { StationTrust, StationTrustSummaries, type StationTrustQuery, type StationTrustSummary } from './trust.types';

/**
 * Trusting a charger (injected with the pages that use it): one station's piles' record and the guns likely free on
 * arrival, and the lists' summary per station for 按可靠性 and 只看近期可用. Reports and starts change them ('Station').
 */
export const cpsTrustApi = cpsApi.enhanceEndpoints({ addTagTypes: ['Station'] }).injectEndpoints({
  endpoints: (build) => ({
    stationTrust: build.query<StationTrust, { stationId: string } & StationTrustQuery>({
      query: ({ stationId, ...params }) => ({
        url: `/cps/v2/api/stations/${encodeURIComponent(stationId)}/trust`,
        template: '/cps/v2/api/stations/{stationId}/trust',
        // Only what is known: an absent position is not sent as 'undefined'.
        params: Object.fromEntries(Object.entries(params).filter(([, x]) => x !== undefined)),
      }),
      responseSchema: StationTrust,
      providesTags: ['Station'],
    }),
    stationTrustSummaries: build.query<StationTrustSummary[], string[]>({
      query: (stationIds) => ({ url: '/cps/v2/api/stationTrust', params: { stationIds: stationIds.join(',') } }),
      responseSchema: StationTrustSummaries,
    }),
  }),
});

export const { useStationTrustQuery, useStationTrustSummariesQuery } = cpsTrustApi;
