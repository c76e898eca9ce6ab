import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/** The coupon service. Paths are written exactly as endpoints.json has them. */
export const couponApi = createApi({
  reducerPath: 'couponApi',
  baseQuery: createBaseQuery('coupon'),
  endpoints: () => ({}),
});
