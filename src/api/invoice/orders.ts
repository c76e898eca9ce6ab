import { invoiceBase } from './base';
import { InvoiceableOrders, type InvoiceableOrdersParams } from './orders.types';

/**
 * What the driver can invoice, grouped by issuer (/invoiceOrderList), injected into the invoice service. A request,
 * a failure or a reversal changes it: those endpoints invalidate 'InvoiceOrders'; so does the clock (an invoice that
 * failed frees its orders), which the page sees when it is opened again.
 */
export const invoiceOrdersApi = invoiceBase.injectEndpoints({
  endpoints: (build) => ({
    invoiceableOrders: build.query<InvoiceableOrders, InvoiceableOrdersParams>({
      query: (params) => ({ url: '/invoice/v2/api/invoiceableOrders', params: { ...params } }),
      responseSchema: InvoiceableOrders,
      providesTags: ['InvoiceOrders'],
    }),
  }),
});

export const { useInvoiceableOrdersQuery } = invoiceOrdersApi;
