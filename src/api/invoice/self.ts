import { invoiceBase } from './base';
import { InvoiceDetail } from './records.types';
import { SelfInvoiceLookup, type SelfInvoiceBody, type SelfInvoiceLookupParams, type SelfInvoiceParams } from './self.types';

/**
 * Self-service invoicing without an account (/makeInvoiceBySelf), injected into the invoice service: the plate and
 * the order number find the order, the plate and the invoice number find the invoice again. No token is needed.
 */
export const invoiceSelfApi = invoiceBase.injectEndpoints({
  endpoints: (build) => ({
    /** Silent: the page says "not found" next to the plate and order number. */
    selfInvoiceOrder: build.query<SelfInvoiceLookup, SelfInvoiceLookupParams>({
      query: (params) => ({ url: '/invoice/v2/api/selfService/order', params: { ...params }, silent: true }),
      responseSchema: SelfInvoiceLookup,
    }),
    createSelfInvoice: build.mutation<InvoiceDetail, SelfInvoiceBody>({
      query: (body) => ({ url: '/invoice/v2/api/selfService/invoices', method: 'POST', body }),
      responseSchema: InvoiceDetail,
    }),
    /** Polled while the invoice is 开票中. */
    selfInvoice: build.query<InvoiceDetail, SelfInvoiceParams>({
      query: ({ invoiceNo, plateNo }) => ({
        url: `/invoice/v2/api/selfService/invoices/${encodeURIComponent(invoiceNo)}`,
        template: '/invoice/v2/api/selfService/invoices/{invoiceNo}',
        params: { plateNo },
      }),
      responseSchema: InvoiceDetail,
    }),
  }),
});

export const { useSelfInvoiceOrderQuery, useLazySelfInvoiceOrderQuery, useCreateSelfInvoiceMutation, useSelfInvoiceQuery } = invoiceSelfApi;
