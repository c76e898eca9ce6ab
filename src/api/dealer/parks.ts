import { numberedPages } from '../pages';
import { dealerApi } from './index';
import { NearbyParkPage, type DestPoint } from './types';
import { SuitParkPage, type BalanceParksParams, type SuitParksParams } from './parks.types';

/** Page size of the park lists (the dealer's own default). */
export const PARKS_PAGE_SIZE = 20;

/**
 * The parks screens' calls on the dealer service (injected; dealer.ts is not changed): the period-pass lots as
 * pages (nearbyBagParks of endpoints.json), lots that suit the driver, lots where the balance pays, and the lots
 * that share spaces off-peak as pages (nearbyDiffTimeParks).
 */
export const dealerParksApi = dealerApi.injectEndpoints({
  endpoints: (build) => ({
    bagParkPages: build.infiniteQuery<NearbyParkPage, DestPoint, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/dealer/v2/api/nearbyBagParks', method: 'POST', body: { ...queryArg, pageNo: pageParam, pageSize: PARKS_PAGE_SIZE },
      }),
      responseSchema: NearbyParkPage,
    }),
    suitParkPages: build.infiniteQuery<SuitParkPage, SuitParksParams, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/dealer/v2/api/suitParks', method: 'POST', body: { ...queryArg, pageNo: pageParam, pageSize: PARKS_PAGE_SIZE },
      }),
      responseSchema: SuitParkPage,
    }),
    balanceParkPages: build.infiniteQuery<NearbyParkPage, BalanceParksParams, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/dealer/v2/api/balanceParks', method: 'POST', body: { ...queryArg, pageNo: pageParam, pageSize: PARKS_PAGE_SIZE },
      }),
      responseSchema: NearbyParkPage,
    }),
    diffTimeParkPages: build.infiniteQuery<NearbyParkPage, DestPoint, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/dealer/v2/api/nearbyDiffTimeParks', method: 'POST', body: { ...queryArg, pageNo: pageParam, pageSize: PARKS_PAGE_SIZE },
      }),
      responseSchema: NearbyParkPage,
    }),
  }),
});

export const { useBagParkPagesInfiniteQuery, useSuitParkPagesInfiniteQuery, useBalanceParkPagesInfiniteQuery, useDiffTimeParkPagesInfiniteQuery } = dealerParksApi;
