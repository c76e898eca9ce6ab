import { createApi } from '../createApi';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import { PlateCount, type TicketParams } from './types';
import { LoginResult } from '../auth/types';

/** The driver service. Paths are written exactly as endpoints.json has them. */
export const driverApi = createApi({
  reducerPath: 'driverApi',
  baseQuery: createBaseQuery('driver'),
  ...serviceApiDefaults,
  tagTypes: ['LoginState', 'PlateCount', 'Balance', 'Wallet', 'Groups', 'DeleteCheck', 'Dispute'],
  endpoints: (build) => ({
    plateCount: build.query<PlateCount, void>({
      query: () => ({ url: '/driver/v2/api/plateCount' }),
      responseSchema: PlateCount,
      providesTags: ['PlateCount'],
    }),
    // The screen shows its own countdown and message for "too often", but the toast is still the server's words.
    tokenByTicket: build.query<LoginResult, TicketParams>({
      query: (params) => ({ url: '/driver/v2/api/getTokenByTicket', params: { ...params } }),
      responseSchema: LoginResult,
    }),
  }),
});

export const { usePlateCountQuery, useTokenByTicketQuery, useLazyTokenByTicketQuery } = driverApi;
