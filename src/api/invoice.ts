import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/** The invoice service. Paths are written exactly as endpoints.json has them. */
export const invoiceApi = createApi({
  reducerPath: 'invoiceApi',
  baseQuery: createBaseQuery('invoice'),
  endpoints: () => ({}),
});
