import { createApi } from '../createApi';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import { InvoiceUrl, type InvoiceUrlParams } from './types';

/** The invoice service. Paths are written exactly as endpoints.json has them. */
export const invoiceApi = createApi({
  reducerPath: 'invoiceApi',
  baseQuery: createBaseQuery('invoice'),
  ...serviceApiDefaults,
  tagTypes: ['Invoice'],
  endpoints: (build) => ({
    /** The e-invoice of a paid bill (issued on first request). */
    invoiceUrl: build.query<InvoiceUrl, InvoiceUrlParams>({
      query: (params) => ({ url: '/invoice/v2/api/getInvoiceUrlByUnid', params: { ...params } }),
      responseSchema: InvoiceUrl,
      providesTags: (_r, _e, arg) => [{ type: 'Invoice', id: arg.unid }],
    }),
  }),
});

export const { useInvoiceUrlQuery, useLazyInvoiceUrlQuery } = invoiceApi;
