import { createApi } from '../createApi';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import { PayModel, type PayModelParams } from './types';

/** The pay service. Paths are written exactly as endpoints.json has them. */
export const payApi = createApi({
  reducerPath: 'payApi',
  baseQuery: createBaseQuery('pay'),
  ...serviceApiDefaults,
  tagTypes: ['PayModel'],
  endpoints: (build) => ({
    /** Channels for this client type, narrowed to the park's payTypes when parkId is given; the balance when signed in. */
    payModel: build.query<PayModel, PayModelParams>({
      query: (params) => ({ url: '/pay/v2/api/payModel', params: { ...params } }),
      responseSchema: PayModel,
      // It carries the balance: a payment refreshes it.
      providesTags: ['PayModel'],
    }),
  }),
});

export const { usePayModelQuery } = payApi;
