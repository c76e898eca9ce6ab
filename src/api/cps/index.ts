import { createApi } from '../createApi';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import { ChargingOrderPage, NearbyStationPage, type ChargingOrdersParams, type NearbyStationsParams } from './types';

/** The cps (charging) service. Paths are written exactly as endpoints.json has them. */
export const cpsApi = createApi({
  reducerPath: 'cpsApi',
  baseQuery: createBaseQuery('cps'),
  ...serviceApiDefaults,
  // ChargingPrepay is provided by cps-prepay.ts; declared here so the 'paid' event (the charging feature's rows in api/events.ts's table) can name it.
  tagTypes: ['CollectStations', 'ChargingOrders', 'OccupyOrders', 'ChargingPrepay'],
  endpoints: (build) => ({
    nearbyStations: build.query<NearbyStationPage, NearbyStationsParams>({
      query: (body) => ({ url: '/cps/v2/api/nearbyStations', method: 'POST', body }),
      responseSchema: NearbyStationPage,
    }),
    chargingOrders: build.query<ChargingOrderPage, ChargingOrdersParams>({
      query: (params) => ({ url: '/cps/v2/api/chargingOrders/msp', params: { ...params } }),
      responseSchema: ChargingOrderPage,
      providesTags: ['ChargingOrders'],
    }),
  }),
});

export const {
  useNearbyStationsQuery,
  useChargingOrdersQuery,
} = cpsApi;
