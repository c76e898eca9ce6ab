import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/** The publicity service. Paths are written exactly as endpoints.json has them. */
export const publicityApi = createApi({
  reducerPath: 'publicityApi',
  baseQuery: createBaseQuery('publicity'),
  endpoints: () => ({}),
});
