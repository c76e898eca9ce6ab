import { numberedPages } from '../pages';
import { invoiceBase } from './base';
import { PlateInvoicePage, type PlateInvoicesFilter } from './byPlate.types';

/** Page size of a plate's visitor-issued invoices (/invoiceRecord?view=plate). */
export const PLATE_INVOICES_PAGE_SIZE = 10;

/**
 * 按车牌, injected into the invoice service: the invoices asked for without an account for a plate the driver holds.
 * Silent: the page says a refusal (该车牌不在您的账户中) in place, in the server's words, so the catalogue adds no
 * toast. Tagged with the records, so whatever makes the driver's records stale makes these stale too.
 */
export const invoiceByPlateApi = invoiceBase.injectEndpoints({
  endpoints: (build) => ({
    plateInvoices: build.infiniteQuery<PlateInvoicePage, PlateInvoicesFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/invoice/v2/api/invoices/byPlate',
        params: { pageNo: pageParam, pageSize: PLATE_INVOICES_PAGE_SIZE, ...queryArg },
        silent: true,
      }),
      responseSchema: PlateInvoicePage,
      providesTags: ['InvoiceRecords'],
    }),
  }),
});

export const { usePlateInvoicesInfiniteQuery } = invoiceByPlateApi;
