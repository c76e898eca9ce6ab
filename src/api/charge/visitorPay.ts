import { chargeApi } from './index';
import { markPaid } from '../events';
import { VisitorPayOrder, VisitorQuote, type VisitorArrearsBody, type VisitorPayBody, type VisitorPayOrderParams, type VisitorQuoteQuery } from './visitorPay.types';

/** A visitor's payment (no sign-in): a bill found by plate or at a lane, a car's arrears; read back by its payToken. */
export const chargeVisitorPayApi = chargeApi.injectEndpoints({
  endpoints: (build) => ({
    createVisitorPay: build.mutation<VisitorPayOrder, VisitorPayBody>({
      query: (body) => ({ url: '/charge/v2/api/visitorPay/orders', method: 'POST', body }),
      responseSchema: VisitorPayOrder,
    }),
    /** What the visitor will pay (a merchant's coupon given to the plate taken off): asked fresh each time it shows. */
    visitorQuote: build.query<VisitorQuote, VisitorQuoteQuery>({
      query: (params) => ({ url: '/charge/v2/api/visitorPay/quote', params }),
      responseSchema: VisitorQuote,
      keepUnusedDataFor: 0,
    }),
    createVisitorArrearsPay: build.mutation<VisitorPayOrder, VisitorArrearsBody>({
      query: (body) => ({ url: '/charge/v2/api/visitorPay/arrearsOrders', method: 'POST', body }),
      responseSchema: VisitorPayOrder,
    }),
    /**
     * The order as the server has it (settles nothing): the payment saga's poll and the receipt. Never kept unused,
     * so each look asks the server; a 'paid' answer refreshes what the payment changed (the bill for everyone).
     */
    visitorPayOrder: build.query<VisitorPayOrder, VisitorPayOrderParams>({
      query: ({ payOrderId, payToken }) => ({
        url: `/charge/v2/api/visitorPay/orders/${encodeURIComponent(payOrderId)}`,
        template: '/charge/v2/api/visitorPay/orders/{payOrderId}',
        // Silent: the saga's poll keeps polling, the receipt shows its own state.
        silent: true,
        params: { payToken },
      }),
      responseSchema: VisitorPayOrder,
      keepUnusedDataFor: 0,
      onQueryStarted: markPaid,
    }),
  }),
});

export const { useVisitorPayOrderQuery, useVisitorQuoteQuery } = chargeVisitorPayApi;
