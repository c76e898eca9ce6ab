import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/** The auth service. Paths are written exactly as endpoints.json has them. */
export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery: createBaseQuery('auth'),
  endpoints: () => ({}),
});
