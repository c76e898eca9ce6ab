import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import type {
  CityList,
  CollectedPark,
  CollectParkBody,
  CollectParkResult,
  CollectParksParams,
  NearbyParkPage,
  NearbyParksHomeParams,
  NearbyParksParams,
  ParkBrief,
  ParkPayTypes,
  ParkPayTypesParams,
  ParksByNameParams,
  SearchParksByNameParams,
  UncollectParksArgs,
  UncollectResult,
} from './types';

/** The dealer service. Paths are written exactly as endpoints.json has them. */
export const dealerApi = createApi({
  reducerPath: 'dealerApi',
  baseQuery: createBaseQuery('dealer'),
  ...serviceApiDefaults,
  tagTypes: ['CollectParks'],
  endpoints: (build) => ({
    // Nearby lists are POSTed lookups: queries, so the map and home cache them per point.
    nearbyParks: build.query<NearbyParkPage, NearbyParksParams>({
      query: (body) => ({ url: '/dealer/v2/api/nearbyParks', method: 'POST', body }),
    }),
    homeNearbyParks: build.query<NearbyParkPage, NearbyParksHomeParams>({
      query: (body) => ({ url: '/dealer/v2/api/nearbyParks/home', method: 'POST', body }),
    }),
    nearbyBagParks: build.query<NearbyParkPage, NearbyParksParams>({
      query: (body) => ({ url: '/dealer/v2/api/nearbyBagParks', method: 'POST', body }),
    }),
    nearbyDiffTimeParks: build.query<NearbyParkPage, NearbyParksParams & { diffTimeType?: 1 | 2 }>({
      query: (body) => ({ url: '/dealer/v2/api/nearbyDiffTimeParks', method: 'POST', body }),
    }),
    nearbyBookableParks: build.query<NearbyParkPage, NearbyParksParams>({
      query: (body) => ({ url: '/dealer/v2/api/nearByCanBookParks', method: 'POST', body }),
    }),
    searchParksByName: build.query<NearbyParkPage, SearchParksByNameParams>({
      query: (body) => ({ url: '/dealer/v2/api/nearbySearchByName', method: 'POST', body }),
    }),
    parkNameSuggestions: build.query<ParkBrief[], ParksByNameParams>({
      query: (params) => ({ url: '/dealer/v2/api/parksByName', params: { ...params } }),
    }),
    cities: build.query<CityList, { initial?: string } | void>({
      query: (params) => ({ url: '/dealer/v2/api/citys', params: { ...(params ?? {}) } }),
    }),
    collectedParks: build.query<CollectedPark[], CollectParksParams | void>({
      query: (params) => ({ url: '/dealer/v2/api/collectParks', params: { ...(params ?? {}) } }),
      providesTags: ['CollectParks'],
    }),
    collectPark: build.mutation<CollectParkResult, CollectParkBody>({
      query: (body) => ({ url: '/dealer/v2/api/collectParks', method: 'POST', body }),
      invalidatesTags: ['CollectParks'],
    }),
    uncollectParks: build.mutation<UncollectResult, UncollectParksArgs>({
      query: ({ id, parkIds }) => ({
        url: `/dealer/v2/api/collectParks/${encodeURIComponent(id)}`,
        template: '/dealer/v2/api/collectParks/{id}',
        method: 'DELETE',
        params: { parkIds },
      }),
      invalidatesTags: ['CollectParks'],
    }),
    parkPayTypes: build.query<ParkPayTypes, ParkPayTypesParams>({
      query: (params) => ({ url: '/dealer/v2/api/parkPayTypesFetch', params: { ...params } }),
    }),
  }),
});

export const {
  useNearbyParksQuery,
  useHomeNearbyParksQuery,
  useNearbyBagParksQuery,
  useNearbyDiffTimeParksQuery,
  useNearbyBookableParksQuery,
  useSearchParksByNameQuery,
  useParkNameSuggestionsQuery,
  useCitiesQuery,
  useCollectedParksQuery,
  useCollectParkMutation,
  useUncollectParksMutation,
  useParkPayTypesQuery,
} = dealerApi;
