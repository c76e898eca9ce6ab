import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/** The charge service. Paths are written exactly as endpoints.json has them. */
export const chargeApi = createApi({
  reducerPath: 'chargeApi',
  baseQuery: createBaseQuery('charge'),
  endpoints: () => ({}),
});
