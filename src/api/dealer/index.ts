import { createApi } from '../createApi';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import { NearbyParkPage, type NearbyParksHomeParams } from './types';

/** The dealer service. Paths are written exactly as endpoints.json has them. */
export const dealerApi = createApi({
  reducerPath: 'dealerApi',
  baseQuery: createBaseQuery('dealer'),
  ...serviceApiDefaults,
  tagTypes: ['CollectParks'],
  endpoints: (build) => ({
    // Nearby lists are POSTed lookups: queries, so the map and home cache them per point.
    homeNearbyParks: build.query<NearbyParkPage, NearbyParksHomeParams>({
      query: (body) => ({ url: '/dealer/v2/api/nearbyParks/home', method: 'POST', body }),
      responseSchema: NearbyParkPage,
    }),
  }),
});

export const {
  useHomeNearbyParksQuery,
} = dealerApi;
