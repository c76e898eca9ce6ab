import { numberedPages } from '../pages';
import { cpsBillsApi } from './bills';
import { PayOrder } from '../charge/types';
import {
  OccupyAppealDetail,
  OccupyBillDetail,
  OccupyBillPage,
  SubmitOccupyAppealResult,
  type OccupyBillsFilter,
  type PayOccupyBillArg,
  type SubmitOccupyAppealBody,
} from './occupy.types';

/** Page size of the idle-fee list. */
export const OCCUPY_BILLS_PAGE_SIZE = 10;

function feeUrl(occupyOrderNo: string, action?: 'pay') {
  const tail = action ? `/${action}` : '';
  return { url: `/cps/v2/api/occupyBills/${encodeURIComponent(occupyOrderNo)}${tail}`, template: `/cps/v2/api/occupyBills/{occupyOrderNo}${tail}` };
}

// Built on the bills' enhancement so one type carries every cps tag (the charging feature's event rows name them across both).
const occupyBase = cpsBillsApi.enhanceEndpoints({ addTagTypes: ['OccupyBill', 'OccupyBills', 'OccupyAppeal'] });

/**
 * Idle fees (占位费), their payment and appeals on the cps service (injected; cps.ts keeps the spec's own list).
 * Paying or appealing changes the fee, the list and whether a new charge is blocked (occupyOrders/exist, which
 * cps.ts provides as 'OccupyOrders'), so all three are refetched; errors change nothing on the server.
 */
export const cpsOccupyApi = occupyBase.injectEndpoints({
  endpoints: (build) => ({
    occupyBills: build.infiniteQuery<OccupyBillPage, OccupyBillsFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/cps/v2/api/occupyBills',
        params: { pageNo: pageParam, pageSize: OCCUPY_BILLS_PAGE_SIZE, ...queryArg },
      }),
      responseSchema: OccupyBillPage,
      providesTags: ['OccupyBills'],
    }),
    occupyBill: build.query<OccupyBillDetail, { occupyOrderNo: string }>({
      query: ({ occupyOrderNo }) => feeUrl(occupyOrderNo),
      responseSchema: OccupyBillDetail,
      providesTags: (_r, _e, { occupyOrderNo }) => [{ type: 'OccupyBill', id: occupyOrderNo }],
    }),
    /** Used by the payment saga (kind 'occupyBill'), never by a screen directly. */
    payOccupyBill: build.mutation<PayOrder, PayOccupyBillArg>({
      query: ({ occupyOrderNo, ...body }) => ({ ...feeUrl(occupyOrderNo, 'pay'), method: 'POST', body }),
      responseSchema: PayOrder,
      invalidatesTags: (_r, e, { occupyOrderNo }) => (e ? [] : [{ type: 'OccupyBill', id: occupyOrderNo }, 'OccupyBills', 'OccupyOrders']),
    }),
    submitOccupyAppeal: build.mutation<SubmitOccupyAppealResult, SubmitOccupyAppealBody>({
      query: (body) => ({ url: '/cps/v2/api/occupyAppeals', method: 'POST', body }),
      responseSchema: SubmitOccupyAppealResult,
      invalidatesTags: (_r, e, { occupyOrderNo }) => (e ? [] : [{ type: 'OccupyBill', id: occupyOrderNo }, 'OccupyBills', 'OccupyOrders']),
    }),
    occupyAppeal: build.query<OccupyAppealDetail, { appealNo: string }>({
      query: ({ appealNo }) => ({
        url: `/cps/v2/api/occupyAppeals/${encodeURIComponent(appealNo)}`,
        template: '/cps/v2/api/occupyAppeals/{appealNo}',
      }),
      responseSchema: OccupyAppealDetail,
      providesTags: (_r, _e, { appealNo }) => [{ type: 'OccupyAppeal', id: appealNo }],
    }),
  }),
});

export const { useOccupyBillsInfiniteQuery, useOccupyBillQuery, useSubmitOccupyAppealMutation, useOccupyAppealQuery } = cpsOccupyApi;
