import type { UnknownAction } from '@reduxjs/toolkit';
import { markStale } from '../events';
import { chargeApi } from './index';
import { PayOrder, PayRecordList } from './types';
import {
  ActiveCarOutResult, CanEvaluateResult, EvaluationResult, LaneBill, ParkOrderAppealList, ParkOrderDetail,
  ParkingPictures, UnfinishedCount, UsableCouponList, type BillRef, type EvaluationBody, type LaneBillParams,
  type ParkOrderAppealsParams, type ParkingPicturesParams, type PayChargesBatchBody, type PayChargesBody,
  type PayRecordsParams, type UsableCouponsParams,
} from './bills.types';

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
 * The charge service's bills beyond the first screen: a bill's detail and pictures, receipts, usable coupons,
 * appeals, paying, evaluations, 我已离场 and the exit lane's bill. Injected with the pages that use them, so the
 * entry carries only what /home asks (the rest of the service is in ./index).
 */
export const chargeBillsApi = chargeApi.injectEndpoints({
  endpoints: (build) => ({
    parkOrderDetail: build.query<ParkOrderDetail, BillRef>({
      query: (body) => ({ url: '/charge/v2/api/parkOrders/msp/detail', method: 'POST', body }),
      responseSchema: ParkOrderDetail,
      providesTags: (_r, _e, arg) => ['Bill', { type: 'Bill', id: arg.uniqueId }],
    }),
    payRecords: build.query<PayRecordList, PayRecordsParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/payRecords', params: { ...params } }),
      responseSchema: PayRecordList,
      providesTags: ['PayRecord'],
    }),
    usableCoupons: build.query<UsableCouponList, UsableCouponsParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/usableCoupons', params: { ...params } }),
      responseSchema: UsableCouponList,
      providesTags: ['UsableCoupon'],
    }),
    countUnfinished: build.query<UnfinishedCount, void>({
      query: () => ({ url: '/charge/v2/api/parkOrders/msp/countUnfinished' }),
      responseSchema: UnfinishedCount,
      providesTags: ['Bill'],
    }),
    parkingPictures: build.query<ParkingPictures, ParkingPicturesParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/parkingPictures', params: { ...params } }),
      responseSchema: ParkingPictures,
    }),
    parkOrderAppeals: build.query<ParkOrderAppealList, ParkOrderAppealsParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrderAppeals/msp', params: { ...params } }),
      responseSchema: ParkOrderAppealList,
      providesTags: ['Appeal'],
    }),
    /** Balance pays at once; WeChat/Alipay answer 'pending' with bridge parameters. Again for the same bill: the same order. */
    payCharges: build.mutation<PayOrder, PayChargesBody>({
      query: (body) => ({ url: '/charge/v2/api/payCharges', method: 'POST', body }),
      responseSchema: PayOrder,
      onQueryStarted: markStaleWhenOrdered,
    }),
    payChargesBatch: build.mutation<PayOrder, PayChargesBatchBody>({
      query: (body) => ({ url: '/charge/v2/api/payCharges/batch', method: 'POST', body }),
      responseSchema: PayOrder,
      onQueryStarted: markStaleWhenOrdered,
    }),
    evaluateParkOrder: build.mutation<EvaluationResult, EvaluationBody>({
      query: (body) => ({ url: '/charge/v2/api/evaluations', method: 'POST', body }),
      responseSchema: EvaluationResult,
      invalidatesTags: ['Evaluation', 'Bill'],
    }),
    canEvaluate: build.query<CanEvaluateResult, BillRef>({
      query: (body) => ({ url: '/charge/v2/api/canbeEvaluate', method: 'POST', body }),
      responseSchema: CanEvaluateResult,
      providesTags: ['Evaluation'],
    }),
    driverActiveCarOut: build.mutation<ActiveCarOutResult, BillRef>({
      query: (body) => ({ url: '/charge/v2/api/driverActiveCarOut', method: 'POST', body }),
      responseSchema: ActiveCarOutResult,
      invalidatesTags: ['Bill'],
    }),
    /** The car waiting at an exit lane (from the lane's QR code: parkId + laneCode), its bill and its arrears. */
    laneBill: build.query<LaneBill, LaneBillParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/laneBill', params: { ...params } }),
      responseSchema: LaneBill,
      keepUnusedDataFor: 0,
      providesTags: ['Bill'],
    }),
  }),
});

export const {
  useParkOrderDetailQuery,
  usePayRecordsQuery,
  useUsableCouponsQuery,
  useCountUnfinishedQuery,
  useParkingPicturesQuery,
  useParkOrderAppealsQuery,
  usePayChargesMutation,
  usePayChargesBatchMutation,
  useEvaluateParkOrderMutation,
  useCanEvaluateQuery,
  useDriverActiveCarOutMutation,
  useLaneBillQuery,
} = chargeBillsApi;
