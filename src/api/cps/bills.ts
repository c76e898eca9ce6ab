import { numberedPages } from '../pages';
import { cpsApi } from './index';
import { PayOrder } from '../charge/types';
import {
  ChargingAppealDetail,
  ChargingBillDetail,
  ChargingBillPage,
  SubmitChargingAppealResult,
  type ChargingBillsFilter,
  type PayChargingBillArg,
  type SubmitChargingAppealBody,
} from './bills.types';

/** Page size of the charging bill list. */
export const CHARGING_BILLS_PAGE_SIZE = 10;

/** The bill's URL, or one of its actions' ('pay'). */
function billUrl(orderNo: string, action?: 'pay') {
  const tail = action ? `/${action}` : '';
  return { url: `/cps/v2/api/chargingBills/${encodeURIComponent(orderNo)}${tail}`, template: `/cps/v2/api/chargingBills/{orderNo}${tail}` };
}

const billsBase = cpsApi.enhanceEndpoints({ addTagTypes: ['ChargingBill', 'ChargingBills', 'ChargingAppeal'] });

/**
 * Charging bills, their payment and their appeals on the cps service (injected; cps.ts keeps the spec's own list).
 * A payment or a new appeal changes the bill and the list, so both are refetched; a payment also changes the
 * home's charging orders. Errors do not invalidate: nothing changed on the server.
 */
export const cpsBillsApi = billsBase.injectEndpoints({
  endpoints: (build) => ({
    chargingBills: build.infiniteQuery<ChargingBillPage, ChargingBillsFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/cps/v2/api/chargingBills',
        params: { pageNo: pageParam, pageSize: CHARGING_BILLS_PAGE_SIZE, ...queryArg },
      }),
      responseSchema: ChargingBillPage,
      providesTags: ['ChargingBills'],
    }),
    chargingBill: build.query<ChargingBillDetail, { orderNo: string }>({
      query: ({ orderNo }) => billUrl(orderNo),
      responseSchema: ChargingBillDetail,
      providesTags: (_r, _e, { orderNo }) => [{ type: 'ChargingBill', id: orderNo }],
    }),
    /** Used by the payment saga (kind 'chargingBill'), never by a screen directly. */
    payChargingBill: build.mutation<PayOrder, PayChargingBillArg>({
      query: ({ orderNo, ...body }) => ({ ...billUrl(orderNo, 'pay'), method: 'POST', body }),
      responseSchema: PayOrder,
      invalidatesTags: (_r, e, { orderNo }) => (e ? [] : [{ type: 'ChargingBill', id: orderNo }, 'ChargingBills', 'ChargingOrders']),
    }),
    submitChargingAppeal: build.mutation<SubmitChargingAppealResult, SubmitChargingAppealBody>({
      query: (body) => ({ url: '/cps/v2/api/chargingAppeals', method: 'POST', body }),
      responseSchema: SubmitChargingAppealResult,
      // The orders list carries each order's openAppeal (the start page reads it): it changes too.
      invalidatesTags: (_r, e, { orderNo }) => (e ? [] : [{ type: 'ChargingBill', id: orderNo }, 'ChargingBills', 'ChargingOrders']),
    }),
    chargingAppeal: build.query<ChargingAppealDetail, { appealNo: string }>({
      query: ({ appealNo }) => ({
        url: `/cps/v2/api/chargingAppeals/${encodeURIComponent(appealNo)}`,
        template: '/cps/v2/api/chargingAppeals/{appealNo}',
      }),
      responseSchema: ChargingAppealDetail,
      providesTags: (_r, _e, { appealNo }) => [{ type: 'ChargingAppeal', id: appealNo }],
    }),
  }),
});

export const {
  useChargingBillsInfiniteQuery,
  useChargingBillQuery,
  useSubmitChargingAppealMutation,
  useChargingAppealQuery,
} = cpsBillsApi;
