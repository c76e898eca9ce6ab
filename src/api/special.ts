import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/** The special service. Paths are written exactly as endpoints.json has them. */
export const specialApi = createApi({
  reducerPath: 'specialApi',
  baseQuery: createBaseQuery('special'),
  endpoints: () => ({}),
});
