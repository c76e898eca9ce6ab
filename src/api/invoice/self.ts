import { invoiceBase } from './base';
import { InvoiceDetail } from './records.types';
import {
  SelfInvoiceLookup, SelfInvoiceSent, type SelfInvoiceBody, type SelfInvoiceLookupParams, type SelfInvoiceParams, type SelfInvoiceSendArg,
} from './self.types';

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
    /**
     * Silent: the form shows every refusal in place, in the server's words (under the field it is about, else above
     * the button), so a toast would say it twice.
     */
    createSelfInvoice: build.mutation<InvoiceDetail, SelfInvoiceBody>({
      query: (body) => ({ url: '/invoice/v2/api/selfService/invoices', method: 'POST', body, silent: true }),
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
    /**
     * An issued invoice sent again (重新发送). Silent: the form that asked shows every refusal in place, in the
     * server's words (开票中, the day's limit, a malformed address), so the catalogue adds no toast.
     */
    sendSelfInvoice: build.mutation<SelfInvoiceSent, SelfInvoiceSendArg>({
      query: ({ invoiceNo, ...body }) => ({
        url: `/invoice/v2/api/selfService/invoices/${encodeURIComponent(invoiceNo)}/send`,
        template: '/invoice/v2/api/selfService/invoices/{invoiceNo}/send',
        method: 'POST',
        body,
        silent: true,
      }),
      responseSchema: SelfInvoiceSent,
    }),
  }),
});

export const { useSelfInvoiceOrderQuery, useLazySelfInvoiceOrderQuery, useCreateSelfInvoiceMutation, useSelfInvoiceQuery, useSendSelfInvoiceMutation } =
  invoiceSelfApi;
