import { dealerApi } from './index';
import {
  CityList, CollectedParkList, CollectParkResult, NearbyParkPage, ParkBriefList, ParkPayTypes, UncollectResult,
  type CitiesParams, type CollectParkBody, type CollectParksParams, type NearbyDiffTimeParksParams, type NearbyParksParams,
  type ParkPayTypesParams, type ParksByNameParams, type SearchParksByNameParams, type UncollectParksArgs,
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
      responseSchema: NearbyParkPage,
    }),
    nearbyBagParks: build.query<NearbyParkPage, NearbyParksParams>({
      query: (body) => ({ url: '/dealer/v2/api/nearbyBagParks', method: 'POST', body }),
      responseSchema: NearbyParkPage,
    }),
    nearbyDiffTimeParks: build.query<NearbyParkPage, NearbyDiffTimeParksParams>({
      query: (body) => ({ url: '/dealer/v2/api/nearbyDiffTimeParks', method: 'POST', body }),
      responseSchema: NearbyParkPage,
    }),
    nearbyBookableParks: build.query<NearbyParkPage, NearbyParksParams>({
      query: (body) => ({ url: '/dealer/v2/api/nearByCanBookParks', method: 'POST', body }),
      responseSchema: NearbyParkPage,
    }),
    searchParksByName: build.query<NearbyParkPage, SearchParksByNameParams>({
      query: (body) => ({ url: '/dealer/v2/api/nearbySearchByName', method: 'POST', body }),
      responseSchema: NearbyParkPage,
    }),
    parkNameSuggestions: build.query<ParkBriefList, ParksByNameParams>({
      query: (params) => ({ url: '/dealer/v2/api/parksByName', params: { ...params } }),
      responseSchema: ParkBriefList,
    }),
    cities: build.query<CityList, CitiesParams | void>({
      query: (params) => ({ url: '/dealer/v2/api/citys', params: { ...(params ?? {}) } }),
      responseSchema: CityList,
    }),
    collectedParks: build.query<CollectedParkList, CollectParksParams | void>({
      query: (params) => ({ url: '/dealer/v2/api/collectParks', params: { ...(params ?? {}) } }),
      responseSchema: CollectedParkList,
      providesTags: ['CollectParks'],
    }),
    collectPark: build.mutation<CollectParkResult, CollectParkBody>({
      query: (body) => ({ url: '/dealer/v2/api/collectParks', method: 'POST', body }),
      responseSchema: CollectParkResult,
      invalidatesTags: ['CollectParks'],
    }),
    uncollectParks: build.mutation<UncollectResult, UncollectParksArgs>({
      query: ({ id, parkIds }) => ({
        url: `/dealer/v2/api/collectParks/${encodeURIComponent(id)}`,
        template: '/dealer/v2/api/collectParks/{id}',
        method: 'DELETE',
        params: { parkIds },
      }),
      responseSchema: UncollectResult,
      invalidatesTags: ['CollectParks'],
    }),
    parkPayTypes: build.query<ParkPayTypes, ParkPayTypesParams>({
      query: (params) => ({ url: '/dealer/v2/api/parkPayTypesFetch', params: { ...params } }),
      responseSchema: ParkPayTypes,
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
