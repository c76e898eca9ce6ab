import { numberedPages } from '../pages';
import { invoiceBase } from './base';
import {
  InvoiceDetail, InvoicePage, ResendInvoiceResult, type CreateInvoiceBody, type InvoicesFilter, type ResendInvoiceBody,
} from './records.types';

/** Page size of the invoice records (/invoiceRecord). */
export const INVOICE_RECORDS_PAGE_SIZE = 10;

const record = (invoiceNo: string, tail = '') => ({
  url: `/invoice/v2/api/invoices/${encodeURIComponent(invoiceNo)}${tail}`,
  template: `/invoice/v2/api/invoices/{invoiceNo}${tail}`,
});

/**
 * Asking for an invoice and its records, injected into the invoice service. An invoice is 开票中 until the server's
 * clock issues it (5 minutes in the mock): the detail polls while state is 1 (`pollingInterval`), the list refetches
 * when opened. Errors invalidate nothing: nothing changed on the server.
 */
export const invoiceRecordsApi = invoiceBase.injectEndpoints({
  endpoints: (build) => ({
    /** The orders must be one issuer's (INVOICE_CODES.mixedIssuers otherwise). */
    createInvoice: build.mutation<InvoiceDetail, CreateInvoiceBody>({
      query: (body) => ({ url: '/invoice/v2/api/invoices', method: 'POST', body }),
      responseSchema: InvoiceDetail,
      invalidatesTags: (_r, e, body) => (e ? [] : ['InvoiceOrders', 'InvoiceRecords', ...(body.saveTitle ? ['InvoiceTitles' as const] : [])]),
    }),
    invoiceRecords: build.infiniteQuery<InvoicePage, InvoicesFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/invoice/v2/api/invoices',
        params: { pageNo: pageParam, pageSize: INVOICE_RECORDS_PAGE_SIZE, ...queryArg },
      }),
      responseSchema: InvoicePage,
      providesTags: ['InvoiceRecords'],
    }),
    invoiceRecord: build.query<InvoiceDetail, { invoiceNo: string }>({
      query: ({ invoiceNo }) => record(invoiceNo),
      responseSchema: InvoiceDetail,
      providesTags: (_r, _e, { invoiceNo }) => [{ type: 'InvoiceRecords', id: invoiceNo }],
    }),
    resendInvoice: build.mutation<ResendInvoiceResult, ResendInvoiceBody & { invoiceNo: string }>({
      // Its page places every refusal itself (the address's under it, the rest above 发送): no catalogue toast besides.
      query: ({ invoiceNo, ...body }) => ({ ...record(invoiceNo, '/resend'), method: 'POST', body, silent: true }),
      responseSchema: ResendInvoiceResult,
      invalidatesTags: (_r, e, { invoiceNo }) => (e ? [] : [{ type: 'InvoiceRecords', id: invoiceNo }]),
    }),
    /** 红冲: the invoice is cancelled; its orders can be invoiced again. */
    reverseInvoice: build.mutation<InvoiceDetail, { invoiceNo: string }>({
      query: ({ invoiceNo }) => ({ ...record(invoiceNo, '/reverse'), method: 'POST', body: {} }),
      responseSchema: InvoiceDetail,
      invalidatesTags: (_r, e) => (e ? [] : ['InvoiceOrders', 'InvoiceRecords', 'Invoice']),
    }),
  }),
});

export const {
  useCreateInvoiceMutation, useInvoiceRecordsInfiniteQuery, useInvoiceRecordQuery, useResendInvoiceMutation, useReverseInvoiceMutation,
} = invoiceRecordsApi;
