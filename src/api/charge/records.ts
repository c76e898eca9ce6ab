import { chargeApi } from './index';
import type { PayRecordList } from './types';
import type {
  AppealDetail, AppealDetailParams, ParkingRecordList, ParkingRecordsFilter, PayOrderDetail, PayOrderDetailParams, PayOrderList,
  SubmitAppealBody, SubmitAppealResult,
} from './records.types';

/** Page size of every records list. */
export const RECORDS_PAGE_SIZE = 10;

/** The next page number, or undefined when the last page reached the total. */
function nextPage(last: { total: number; results: unknown[] }, all: { results: unknown[] }[], lastPageNo: number): number | undefined {
  const seen = all.reduce((n, p) => n + p.results.length, 0);
  return last.results.length > 0 && seen < last.total ? lastPageNo + 1 : undefined;
}

/**
 * The records screens' calls on the charge service (injected; charge.ts is not changed): parking records with
 * filters, the payment records as pages, bill complaints, and pay orders. Infinite queries keep every page loaded
 * so far under one cache entry per filter, so Back shows the list as it was.
 */
export const chargeRecordsApi = chargeApi.injectEndpoints({
  endpoints: (build) => ({
    parkingRecords: build.infiniteQuery<ParkingRecordList, ParkingRecordsFilter, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (last, all, lastParam) => nextPage(last, all, lastParam) },
      query: ({ queryArg, pageParam }) => ({
        url: '/charge/v2/api/parkOrders/msp/records',
        params: { pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE, ...queryArg },
      }),
      providesTags: ['Bill'],
    }),
    /** GET parkOrders/msp/payRecords (endpoints.json) as pages. */
    payRecordPages: build.infiniteQuery<PayRecordList, void, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (last, all, lastParam) => nextPage(last, all, lastParam) },
      query: ({ pageParam }) => ({
        url: '/charge/v2/api/parkOrders/msp/payRecords',
        params: { pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE },
      }),
      providesTags: ['PayRecord'],
    }),
    submitAppeal: build.mutation<SubmitAppealResult, SubmitAppealBody>({
      query: (body) => ({ url: '/charge/v2/api/parkOrderAppeals/msp', method: 'POST', body }),
      invalidatesTags: ['Appeal'],
    }),
    appealDetail: build.query<AppealDetail, AppealDetailParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrderAppeals/msp/detail', params: { ...params } }),
      providesTags: ['Appeal'],
    }),
    payOrderPages: build.infiniteQuery<PayOrderList, void, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (last, all, lastParam) => nextPage(last, all, lastParam) },
      query: ({ pageParam }) => ({ url: '/charge/v2/api/payOrders/msp', params: { pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE } }),
      providesTags: ['PayOrder'],
    }),
    payOrderDetail: build.query<PayOrderDetail, PayOrderDetailParams>({
      query: (params) => ({ url: '/charge/v2/api/payOrders/msp/detail', params: { ...params } }),
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
