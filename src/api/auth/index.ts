import { createApi } from '../createApi';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import { noData } from '../../lib/schema';
import { LoginInfo, LoginResult, type RefreshTokenBody } from './types';

/**
 * The auth service. Paths are written exactly as endpoints.json has them.
 * Sign-ins answer a token pair; the caller saves it (session/tokens) — this API only talks to the server.
 */
export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery: createBaseQuery('auth'),
  ...serviceApiDefaults,
  tagTypes: ['LoginInfo', 'AccountCheck'],
  endpoints: (build) => ({
    loginInfo: build.query<LoginInfo, void>({
      query: () => ({ url: '/auth/v2/api/driver/loginInfo' }),
      responseSchema: LoginInfo,
      providesTags: ['LoginInfo'],
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/auth/v2/api/driver/logout', method: 'GET' }),
      responseSchema: noData,
      invalidatesTags: ['LoginInfo'],
    }),
    // A lookup sent as POST: a query, so the login screen can re-read it after a failed attempt.
    // The login-loading page handles 0xd12501022 (bind a phone) itself through the error catalogue.
    // The base query refreshes by itself on 401; this is for flows that rotate the pair explicitly.
    refreshToken: build.mutation<LoginResult, RefreshTokenBody>({
      query: (body) => ({ url: '/auth/v2/api/refreshToken', method: 'POST', body, silent: true }),
      responseSchema: LoginResult,
    }),
  }),
});

export const {
  useLoginInfoQuery,
  useLogoutMutation,
  useRefreshTokenMutation,
} = authApi;
