import { numberedPages } from '../pages';
import { dealerApi } from './index';
import type { NearbyParkPage } from './types';
import type { BalanceParksParams, SuitParkPage, SuitParksParams } from './parks.types';
import type { DestPoint } from './types';

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
    }),
    suitParkPages: build.infiniteQuery<SuitParkPage, SuitParksParams, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/dealer/v2/api/suitParks', method: 'POST', body: { ...queryArg, pageNo: pageParam, pageSize: PARKS_PAGE_SIZE },
      }),
    }),
    balanceParkPages: build.infiniteQuery<NearbyParkPage, BalanceParksParams, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/dealer/v2/api/balanceParks', method: 'POST', body: { ...queryArg, pageNo: pageParam, pageSize: PARKS_PAGE_SIZE },
      }),
    }),
    diffTimeParkPages: build.infiniteQuery<NearbyParkPage, DestPoint, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/dealer/v2/api/nearbyDiffTimeParks', method: 'POST', body: { ...queryArg, pageNo: pageParam, pageSize: PARKS_PAGE_SIZE },
      }),
    }),
  }),
});

export const { useBagParkPagesInfiniteQuery, useSuitParkPagesInfiniteQuery, useBalanceParkPagesInfiniteQuery, useDiffTimeParkPagesInfiniteQuery } = dealerParksApi;
