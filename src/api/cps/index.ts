import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import type {
  ChangeCardPasswordBody,
  ChangeCardPasswordResult,
  ChargingOrderPage,
  ChargingOrdersParams,
  CollectedStation,
  CollectStationBody,
  CollectStationResult,
  CollectStationsParams,
  NearbyStationPage,
  NearbyStationsParams,
  OccupyOrderExist,
  OccupyOrderExistBody,
  UncollectStationsArgs,
  UncollectStationsResult,
} from './types';

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
    }),
    collectedStations: build.query<CollectedStation[], CollectStationsParams | void>({
      query: (params) => ({ url: '/cps/v2/api/collectStations', params: { ...(params ?? {}) } }),
      providesTags: ['CollectStations'],
    }),
    collectStation: build.mutation<CollectStationResult, CollectStationBody>({
      query: (body) => ({ url: '/cps/v2/api/collectStations', method: 'POST', body }),
      invalidatesTags: ['CollectStations'],
    }),
    uncollectStations: build.mutation<UncollectStationsResult, UncollectStationsArgs>({
      query: ({ id, stationIds }) => ({
        url: `/cps/v2/api/collectStations/${encodeURIComponent(id)}`,
        template: '/cps/v2/api/collectStations/{id}',
        method: 'DELETE',
        params: { stationIds },
      }),
      invalidatesTags: ['CollectStations'],
    }),
    chargingOrders: build.query<ChargingOrderPage, ChargingOrdersParams>({
      query: (params) => ({ url: '/cps/v2/api/chargingOrders/msp', params: { ...params } }),
      providesTags: ['ChargingOrders'],
    }),
    occupyOrderExists: build.query<OccupyOrderExist, OccupyOrderExistBody | void>({
      query: (body) => ({ url: '/cps/v2/api/occupyOrders/exist', method: 'POST', body: body ?? {} }),
      providesTags: ['OccupyOrders'],
    }),
    changeChargingCardPassword: build.mutation<ChangeCardPasswordResult, ChangeCardPasswordBody>({
      // The form shows the refusal under the field it is about; a toast would say it twice.
      query: (body) => ({ url: '/cps/v2/api/charging/cards/password', method: 'PUT', body, silent: true }),
    }),
  }),
});

export const {
  useNearbyStationsQuery,
  useCollectedStationsQuery,
  useCollectStationMutation,
  useUncollectStationsMutation,
  useChargingOrdersQuery,
  useOccupyOrderExistsQuery,
  useChangeChargingCardPasswordMutation,
} = cpsApi;
