import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/** The driver service. Paths are written exactly as endpoints.json has them. */
export const driverApi = createApi({
  reducerPath: 'driverApi',
  baseQuery: createBaseQuery('driver'),
  endpoints: () => ({}),
});
