import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/** The dealer service. Paths are written exactly as endpoints.json has them. */
export const dealerApi = createApi({
  reducerPath: 'dealerApi',
  baseQuery: createBaseQuery('dealer'),
  endpoints: () => ({}),
});
