import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import type {
  AccountCheck, ChallengeCode, ChallengeCodeBody, CheckAccountBody, LoginInfo, LoginResult, OAuthLoginBody,
  OAuthLoginResult, OAuthUrl, OAuthUrlParams, PasswordLoginBody, RefreshTokenBody, VerifyCodeLoginBody,
} from './types';

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
    passwordLogin: build.mutation<LoginResult, PasswordLoginBody>({
      query: (body) => ({ url: '/auth/v2/api/driver/login', method: 'POST', body }),
      // A wrong password changes whether the next attempt needs a challenge code.
      invalidatesTags: ['LoginInfo', 'AccountCheck'],
    }),
    loginInfo: build.query<LoginInfo, void>({
      query: () => ({ url: '/auth/v2/api/driver/loginInfo' }),
      providesTags: ['LoginInfo'],
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/auth/v2/api/driver/logout', method: 'GET' }),
      invalidatesTags: ['LoginInfo'],
    }),
    verifyCodeLogin: build.mutation<LoginResult, VerifyCodeLoginBody>({
      query: (body) => ({ url: '/auth/v2/api/driver/loginByVerifyCode', method: 'POST', body }),
      invalidatesTags: ['LoginInfo', 'AccountCheck'],
    }),
    challengeCode: build.mutation<ChallengeCode, ChallengeCodeBody>({
      query: (body) => ({ url: '/auth/v2/api/getChallengeCode', method: 'POST', body }),
    }),
    // A lookup sent as POST: a query, so the login screen can re-read it after a failed attempt.
    checkAccount: build.query<AccountCheck, CheckAccountBody>({
      query: (body) => ({ url: '/auth/v2/api/checkAccount', method: 'POST', body }),
      providesTags: ['AccountCheck'],
    }),
    wechatOAuthUrl: build.query<OAuthUrl, OAuthUrlParams>({
      query: (params) => ({ url: '/auth/v2/api/wechat/oAuthUrl', params: { ...params } }),
    }),
    // The login-loading page handles 0xd12501022 (bind a phone) itself through the error catalogue.
    wechatOAuthLogin: build.mutation<OAuthLoginResult, OAuthLoginBody>({
      query: (body) => ({ url: '/auth/v2/api/driver/oAuthLogin', method: 'POST', body }),
      invalidatesTags: ['LoginInfo'],
    }),
    // The base query refreshes by itself on 401; this is for flows that rotate the pair explicitly.
    refreshToken: build.mutation<LoginResult, RefreshTokenBody>({
      query: (body) => ({ url: '/auth/v2/api/refreshToken', method: 'POST', body, silent: true }),
    }),
  }),
});

export const {
  usePasswordLoginMutation, useLoginInfoQuery, useLogoutMutation, useVerifyCodeLoginMutation, useChallengeCodeMutation,
  useCheckAccountQuery, useLazyCheckAccountQuery, useWechatOAuthUrlQuery, useLazyWechatOAuthUrlQuery,
  useWechatOAuthLoginMutation, useRefreshTokenMutation,
} = authApi;
