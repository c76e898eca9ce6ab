import type { UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import { markStale } from '../events';
import type {
  ActiveCarOutResult, BillRef, BoundVehicleBill, BoundVehicleBillParams, CanEvaluateResult, DeletePlateHistoryParams, DriverPlateList,
  EvaluationBody, EvaluationResult, LaneBill, LaneBillParams, ParkOrderAppealList, ParkOrderAppealsParams, ParkOrderDetail, ParkOrderList, ParkOrdersParams,
  ParkingBillCards, ParkingPictures, ParkingPicturesParams, PayChargesBatchBody, PayChargesBody, PayOrder, PayOrderSync, PayRecordList,
  PayRecordsParams, PlateHistoryList, PlateLookupParams, PlateLookupResult, UnfinishedCount, UsableCouponList, UsableCouponsParams,
} from './types';

/** A pay order paid at once (balance) or only created (a provider's payment to come) makes different data stale. */
async function markStaleWhenOrdered(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (a: UnknownAction) => unknown; queryFulfilled: Promise<{ data: PayOrder }> }) {
  try {
    const { data } = await queryFulfilled;
    markStale(dispatch, data.state === 'paid' ? 'paid' : 'payOrderCreated');
  } catch {
    // nothing changed
  }
}

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
      providesTags: ['Bill'],
    }),
    boundVehicleParkingBills: build.query<ParkingBillCards, void>({
      query: () => ({ url: '/charge/v2/api/parkOrders/msp/boundVehicleParkingBills' }),
      providesTags: ['Bill'],
    }),
    boundVehicleParkingBill: build.query<BoundVehicleBill, BoundVehicleBillParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/boundVehicleParkingBill', params: { ...params } }),
      providesTags: ['Bill'],
    }),
    /** Records the lookup in the signed-in driver's history, so every lookup goes to the server. */
    plateLookup: build.query<PlateLookupResult, PlateLookupParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/plateNo', params: { ...params } }),
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
    parkOrderDetail: build.query<ParkOrderDetail, BillRef>({
      query: (body) => ({ url: '/charge/v2/api/parkOrders/msp/detail', method: 'POST', body }),
      providesTags: (_r, _e, arg) => ['Bill', { type: 'Bill', id: arg.uniqueId }],
    }),
    payRecords: build.query<PayRecordList, PayRecordsParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/payRecords', params: { ...params } }),
      providesTags: ['PayRecord'],
    }),
    /** The newest receipts, kept for offline (src/app/sagas/offlineCopiesSaga.ts): asked in the background, silently. */
    latestPayRecords: build.query<PayRecordList, void>({
      query: () => ({ url: '/charge/v2/api/parkOrders/msp/payRecords', params: { pageNo: 1, pageSize: 3 }, silent: true }),
      providesTags: ['PayRecord'],
      // Each ask goes to the server: the copy is only worth keeping if it is fresh.
      keepUnusedDataFor: 0,
    }),
    usableCoupons: build.query<UsableCouponList, UsableCouponsParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/usableCoupons', params: { ...params } }),
      providesTags: ['UsableCoupon'],
    }),
    countUnfinished: build.query<UnfinishedCount, void>({
      query: () => ({ url: '/charge/v2/api/parkOrders/msp/countUnfinished' }),
      providesTags: ['Bill'],
    }),
    driverPlates: build.query<DriverPlateList, void>({
      query: () => ({ url: '/charge/v2/api/parkOrders/msp/driverPlate' }),
      providesTags: ['Bill'],
    }),
    parkingPictures: build.query<ParkingPictures, ParkingPicturesParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/parkingPictures', params: { ...params } }),
    }),
    parkOrderAppeals: build.query<ParkOrderAppealList, ParkOrderAppealsParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrderAppeals/msp', params: { ...params } }),
      providesTags: ['Appeal'],
    }),
    /** Balance pays at once; WeChat/Alipay answer 'pending' with bridge parameters. Again for the same bill: the same order. */
    payCharges: build.mutation<PayOrder, PayChargesBody>({
      query: (body) => ({ url: '/charge/v2/api/payCharges', method: 'POST', body }),
      onQueryStarted: markStaleWhenOrdered,
    }),
    payChargesBatch: build.mutation<PayOrder, PayChargesBatchBody>({
      query: (body) => ({ url: '/charge/v2/api/payCharges/batch', method: 'POST', body }),
      onQueryStarted: markStaleWhenOrdered,
    }),
    /**
     * The order's state; settles nothing. Never cached, so polling sees the server each time; a 'paid' answer
     * refreshes what the payment changed.
     */
    payOrderSync: build.query<PayOrderSync, string>({
      // Silent: a poll that fails is not the driver's business (the caller keeps polling or shows its own state).
      query: (id) => ({ url: `/charge/v2/api/payCharges/sync/${encodeURIComponent(id)}`, template: '/charge/v2/api/payCharges/sync/{id}', silent: true }),
      keepUnusedDataFor: 0,
      providesTags: (_r, _e, id) => [{ type: 'PayOrder', id }],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.state === 'paid') markStale(dispatch, 'paid');
        } catch {
          // the caller decides what an unknown state means
        }
      },
    }),
    evaluateParkOrder: build.mutation<EvaluationResult, EvaluationBody>({
      query: (body) => ({ url: '/charge/v2/api/evaluations', method: 'POST', body }),
      invalidatesTags: ['Evaluation', 'Bill'],
    }),
    canEvaluate: build.query<CanEvaluateResult, BillRef>({
      query: (body) => ({ url: '/charge/v2/api/canbeEvaluate', method: 'POST', body }),
      providesTags: ['Evaluation'],
    }),
    driverActiveCarOut: build.mutation<ActiveCarOutResult, BillRef>({
      query: (body) => ({ url: '/charge/v2/api/driverActiveCarOut', method: 'POST', body }),
      invalidatesTags: ['Bill'],
    }),
    /** The car waiting at an exit lane (from the lane's QR code: parkId + laneCode), its bill and its arrears. */
    laneBill: build.query<LaneBill, LaneBillParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/laneBill', params: { ...params } }),
      keepUnusedDataFor: 0,
      providesTags: ['Bill'],
    }),
    plateHistory: build.query<PlateHistoryList, void>({
      query: () => ({ url: '/charge/v2/api/plateHistory/record' }),
      providesTags: ['PlateHistory'],
    }),
    deletePlateHistory: build.mutation<PlateHistoryList, DeletePlateHistoryParams>({
      query: (params) => ({ url: '/charge/v2/api/plateHistory/record', method: 'DELETE', params: { ...params } }),
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
  useParkOrderDetailQuery,
  usePayRecordsQuery,
  useUsableCouponsQuery,
  useCountUnfinishedQuery,
  useDriverPlatesQuery,
  useParkingPicturesQuery,
  useParkOrderAppealsQuery,
  usePayChargesMutation,
  usePayChargesBatchMutation,
  usePayOrderSyncQuery,
  useLazyPayOrderSyncQuery,
  useEvaluateParkOrderMutation,
  useCanEvaluateQuery,
  useDriverActiveCarOutMutation,
  useLaneBillQuery,
  usePlateHistoryQuery,
  useDeletePlateHistoryMutation,
} = chargeApi;
