import { numberedPages } from '../pages';
import { chargeApi } from './index';
import { PayRecordList } from './types';
import {
  AppealDetail, ParkingRecordList, PayOrderDetail, PayOrderList, SubmitAppealResult,
  type AppealDetailParams, type ParkingRecordsFilter, type PayOrderDetailParams, type SubmitAppealBody,
} from './records.types';

/** Page size of every records list. */
export const RECORDS_PAGE_SIZE = 10;

/**
 * The records screens' calls on the charge service (injected; charge.ts is not changed): parking records with
 * filters, the payment records as pages, bill complaints, and pay orders. Infinite queries keep every page loaded
 * so far under one cache entry per filter, so Back shows the list as it was.
 */
export const chargeRecordsApi = chargeApi.injectEndpoints({
  endpoints: (build) => ({
    parkingRecords: build.infiniteQuery<ParkingRecordList, ParkingRecordsFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/charge/v2/api/parkOrders/msp/records',
        params: { pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE, ...queryArg },
      }),
      responseSchema: ParkingRecordList,
      providesTags: ['Bill'],
    }),
    /** GET parkOrders/msp/payRecords (endpoints.json) as pages. */
    payRecordPages: build.infiniteQuery<PayRecordList, void, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ pageParam }) => ({
        url: '/charge/v2/api/parkOrders/msp/payRecords',
        params: { pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE },
      }),
      responseSchema: PayRecordList,
      providesTags: ['PayRecord'],
    }),
    submitAppeal: build.mutation<SubmitAppealResult, SubmitAppealBody>({
      query: (body) => ({ url: '/charge/v2/api/parkOrderAppeals/msp', method: 'POST', body }),
      responseSchema: SubmitAppealResult,
      invalidatesTags: ['Appeal'],
    }),
    appealDetail: build.query<AppealDetail, AppealDetailParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrderAppeals/msp/detail', params: { ...params } }),
      responseSchema: AppealDetail,
      providesTags: ['Appeal'],
    }),
    payOrderPages: build.infiniteQuery<PayOrderList, void, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ pageParam }) => ({ url: '/charge/v2/api/payOrders/msp', params: { pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE } }),
      responseSchema: PayOrderList,
      providesTags: ['PayOrder'],
    }),
    payOrderDetail: build.query<PayOrderDetail, PayOrderDetailParams>({
      query: (params) => ({ url: '/charge/v2/api/payOrders/msp/detail', params: { ...params } }),
      responseSchema: PayOrderDetail,
      providesTags: (_r, _e, arg) => ['PayOrder', { type: 'PayOrder', id: arg.payOrderId }],
    }),
  }),
});

export const {
  useParkingRecordsInfiniteQuery,
  usePayRecordPagesInfiniteQuery,
  useSubmitAppealMutation,
  useAppealDetailQuery,
  usePayOrderPagesInfiniteQuery,
  usePayOrderDetailQuery,
} = chargeRecordsApi;
