import { invoiceBase } from './base';
import { InvoiceTitle, InvoiceTitleList, type SaveInvoiceTitleBody } from './titles.types';

const title = (titleId: string) => ({ url: `/invoice/v2/api/titles/${encodeURIComponent(titleId)}`, template: '/invoice/v2/api/titles/{titleId}' });

/**
 * Saved invoice titles (抬头), injected into the invoice service. The server checks a company's credit code with the
 * same rule as src/lib/creditCode.ts, so a form that checks first never sees that refusal.
 */
export const invoiceTitlesApi = invoiceBase.injectEndpoints({
  endpoints: (build) => ({
    invoiceTitles: build.query<InvoiceTitleList, void>({
      query: () => ({ url: '/invoice/v2/api/titles' }),
      responseSchema: InvoiceTitleList,
      providesTags: ['InvoiceTitles'],
    }),
    addInvoiceTitle: build.mutation<InvoiceTitle, SaveInvoiceTitleBody>({
      query: (body) => ({ url: '/invoice/v2/api/titles', method: 'POST', body }),
      responseSchema: InvoiceTitle,
      invalidatesTags: (_r, e) => (e ? [] : ['InvoiceTitles']),
    }),
    updateInvoiceTitle: build.mutation<InvoiceTitle, SaveInvoiceTitleBody & { titleId: string }>({
      query: ({ titleId, ...body }) => ({ ...title(titleId), method: 'PUT', body }),
      responseSchema: InvoiceTitle,
      invalidatesTags: (_r, e) => (e ? [] : ['InvoiceTitles']),
    }),
    deleteInvoiceTitle: build.mutation<InvoiceTitleList, { titleId: string }>({
      query: ({ titleId }) => ({ ...title(titleId), method: 'DELETE' }),
      responseSchema: InvoiceTitleList,
      invalidatesTags: (_r, e) => (e ? [] : ['InvoiceTitles']),
    }),
  }),
});

export const { useInvoiceTitlesQuery, useAddInvoiceTitleMutation, useUpdateInvoiceTitleMutation, useDeleteInvoiceTitleMutation } = invoiceTitlesApi;
