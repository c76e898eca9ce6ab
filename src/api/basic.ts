import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/** The basic service. Paths are written exactly as endpoints.json has them. */
export const basicApi = createApi({
  reducerPath: 'basicApi',
  baseQuery: createBaseQuery('basic'),
  endpoints: () => ({}),
});
