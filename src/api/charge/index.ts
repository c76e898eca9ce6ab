import { createApi } from '../createApi';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import { markPaid, markStale } from '../events';
import {
  BoundVehicleBill, DriverPlateList, ParkOrderList, ParkingBillCards, PayOrderSync, PayRecordList, PlateHistoryList, PlateLookupResult,
  type BoundVehicleBillParams, type DeletePlateHistoryParams, type ParkOrdersParams, type PlateLookupParams,
} from './types';

/**
 * The charge service: parking bills, plate lookup, payments, evaluations and the plate-query history.
 * Paths are written exactly as endpoints.json has them.
 */
export const chargeApi = createApi({
  reducerPath: 'chargeApi',
  baseQuery: createBaseQuery('charge'),
  ...serviceApiDefaults,
  tagTypes: ['Bill', 'PayRecord', 'UsableCoupon', 'Evaluation', 'Appeal', 'PlateHistory', 'PayOrder'],
  endpoints: (build) => ({
    /** requestType 1 in progress, 2 arrears (page size up to 999), 3 history; plateNo lists another's plate. */
    parkOrders: build.query<ParkOrderList, ParkOrdersParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp', params: { ...params } }),
      responseSchema: ParkOrderList,
      providesTags: ['Bill'],
    }),
    boundVehicleParkingBills: build.query<ParkingBillCards, void>({
      query: () => ({ url: '/charge/v2/api/parkOrders/msp/boundVehicleParkingBills' }),
      responseSchema: ParkingBillCards,
      providesTags: ['Bill'],
    }),
    boundVehicleParkingBill: build.query<BoundVehicleBill, BoundVehicleBillParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/boundVehicleParkingBill', params: { ...params } }),
      responseSchema: BoundVehicleBill,
      providesTags: ['Bill'],
    }),
    /** Records the lookup in the signed-in driver's history, so every lookup goes to the server. */
    plateLookup: build.query<PlateLookupResult, PlateLookupParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/plateNo', params: { ...params } }),
      responseSchema: PlateLookupResult,
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          markStale(dispatch, 'plateLookedUp');
        } catch {
          // the error catalogue already told the driver
        }
      },
    }),
    /** The newest receipts, kept for offline (src/app/sagas/offlineCopiesSaga.ts): asked in the background, silently. */
    latestPayRecords: build.query<PayRecordList, void>({
      query: () => ({ url: '/charge/v2/api/parkOrders/msp/payRecords', params: { pageNo: 1, pageSize: 3 }, silent: true }),
      responseSchema: PayRecordList,
      providesTags: ['PayRecord'],
      // Each ask goes to the server: the copy is only worth keeping if it is fresh.
      keepUnusedDataFor: 0,
    }),
    driverPlates: build.query<DriverPlateList, void>({
      query: () => ({ url: '/charge/v2/api/parkOrders/msp/driverPlate' }),
      responseSchema: DriverPlateList,
      providesTags: ['Bill'],
    }),
    /**
     * The order's state; settles nothing. Never cached, so polling sees the server each time; a 'paid' answer
     * refreshes what the payment changed.
     */
    payOrderSync: build.query<PayOrderSync, string>({
      // Silent: a poll that fails is not the driver's business (the caller keeps polling or shows its own state).
      query: (id) => ({ url: `/charge/v2/api/payCharges/sync/${encodeURIComponent(id)}`, template: '/charge/v2/api/payCharges/sync/{id}', silent: true }),
      responseSchema: PayOrderSync,
      keepUnusedDataFor: 0,
      providesTags: (_r, _e, id) => [{ type: 'PayOrder', id }],
      onQueryStarted: markPaid,
    }),
    plateHistory: build.query<PlateHistoryList, void>({
      query: () => ({ url: '/charge/v2/api/plateHistory/record' }),
      responseSchema: PlateHistoryList,
      providesTags: ['PlateHistory'],
    }),
    deletePlateHistory: build.mutation<PlateHistoryList, DeletePlateHistoryParams>({
      query: (params) => ({ url: '/charge/v2/api/plateHistory/record', method: 'DELETE', params: { ...params } }),
      responseSchema: PlateHistoryList,
      invalidatesTags: ['PlateHistory'],
    }),
  }),
});

export const {
  useParkOrdersQuery,
  useBoundVehicleParkingBillsQuery,
  useBoundVehicleParkingBillQuery,
  useLazyBoundVehicleParkingBillQuery,
  usePlateLookupQuery,
  useLazyPlateLookupQuery,
  useDriverPlatesQuery,
  usePayOrderSyncQuery,
  useLazyPayOrderSyncQuery,
  usePlateHistoryQuery,
  useDeletePlateHistoryMutation,
} = chargeApi;
