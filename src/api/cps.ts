import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/** The cps service. Paths are written exactly as endpoints.json has them. */
export const cpsApi = createApi({
  reducerPath: 'cpsApi',
  baseQuery: createBaseQuery('cps'),
  endpoints: () => ({}),
});
