import { dealerApi } from './index';
import type {
  CityList, CollectedPark, CollectParkBody, CollectParkResult, CollectParksParams, NearbyParkPage, NearbyParksParams, ParkBrief, ParkPayTypes,
  ParkPayTypesParams, ParksByNameParams, SearchParksByNameParams, UncollectParksArgs, UncollectResult,
} from './types';

/**
 * The dealer service beyond the first screen: nearby lots by kind, search and suggestions, cities, collected lots
 * and a lot's pay types. Injected with the pages that use them, so the entry carries only what /home asks (the
 * rest of the service is in ./index).
 */
export const dealerLotsApi = dealerApi.injectEndpoints({
  endpoints: (build) => ({
    nearbyParks: build.query<NearbyParkPage, NearbyParksParams>({
      query: (body) => ({ url: '/dealer/v2/api/nearbyParks', method: 'POST', body }),
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
} = dealerLotsApi;
