import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/** The booking service. Paths are written exactly as endpoints.json has them. */
export const bookingApi = createApi({
  reducerPath: 'bookingApi',
  baseQuery: createBaseQuery('booking'),
  endpoints: () => ({}),
});
