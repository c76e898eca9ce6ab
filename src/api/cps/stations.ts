import { cpsApi } from './index';
import {
  ChangeCardPasswordResult, CollectedStations, CollectStationResult, OccupyOrderExist, UncollectStationsResult,
  type ChangeCardPasswordBody, type CollectedStation, type CollectStationBody, type CollectStationsParams, type OccupyOrderExistBody,
  type UncollectStationsArgs,
} from './types';

/**
 * The charging service beyond the first screen: collected stations, an occupancy order's existence and the
 * charging card's password. Injected with the pages that use them, so the entry carries only what /home asks (the
 * rest of the service is in ./index).
 */
export const cpsStationsApi = cpsApi.injectEndpoints({
  endpoints: (build) => ({
    collectedStations: build.query<CollectedStation[], CollectStationsParams | void>({
      query: (params) => ({ url: '/cps/v2/api/collectStations', params: { ...(params ?? {}) } }),
      responseSchema: CollectedStations,
      providesTags: ['CollectStations'],
    }),
    collectStation: build.mutation<CollectStationResult, CollectStationBody>({
      query: (body) => ({ url: '/cps/v2/api/collectStations', method: 'POST', body }),
      responseSchema: CollectStationResult,
      invalidatesTags: ['CollectStations'],
    }),
    uncollectStations: build.mutation<UncollectStationsResult, UncollectStationsArgs>({
      query: ({ id, stationIds }) => ({
        url: `/cps/v2/api/collectStations/${encodeURIComponent(id)}`,
        template: '/cps/v2/api/collectStations/{id}',
        method: 'DELETE',
        params: { stationIds },
      }),
      responseSchema: UncollectStationsResult,
      invalidatesTags: ['CollectStations'],
    }),
    occupyOrderExists: build.query<OccupyOrderExist, OccupyOrderExistBody | void>({
      query: (body) => ({ url: '/cps/v2/api/occupyOrders/exist', method: 'POST', body: body ?? {} }),
      responseSchema: OccupyOrderExist,
      providesTags: ['OccupyOrders'],
    }),
    changeChargingCardPassword: build.mutation<ChangeCardPasswordResult, ChangeCardPasswordBody>({
      // The form shows the refusal under the field it is about; a toast would say it twice.
      query: (body) => ({ url: '/cps/v2/api/charging/cards/password', method: 'PUT', body, silent: true }),
      responseSchema: ChangeCardPasswordResult,
    }),
  }),
});

export const {
  useCollectedStationsQuery,
  useCollectStationMutation,
  useUncollectStationsMutation,
  useOccupyOrderExistsQuery,
  useChangeChargingCardPasswordMutation,
} = cpsStationsApi;
