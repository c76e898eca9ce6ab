import { cpsApi } from './index';
import { StationTrust, type StationTrustQuery } from './stationTrust.types';

/**
 * One station's trust (injected with the station page): its piles' record and the guns likely free on arrival.
 * Reports and starts change it ('Station'). The lists' summary is ./trust.ts.
 */
export const cpsStationTrustApi = cpsApi.enhanceEndpoints({ addTagTypes: ['Station'] }).injectEndpoints({
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
  }),
});

export const { useStationTrustQuery } = cpsStationTrustApi;
