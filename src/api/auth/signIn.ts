import { authApi } from './index';
import { LoginResult } from './types';
import {
  AccountCheck, ChallengeCode, OAuthLoginResult, OAuthUrl, type ChallengeCodeBody, type CheckAccountBody, type OAuthLoginBody, type OAuthUrlParams,
  type PasswordLoginBody, type VerifyCodeLoginBody,
} from './signIn.types';

/**
 * The auth service's ways of signing in: password, SMS code and its picture challenge, account checks and WeChat's
 * OAuth. Injected with the sign-in pages, so the entry carries only what a signed-in start needs (the rest of the
 * service is in ./index).
 */
export const authSignInApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    passwordLogin: build.mutation<LoginResult, PasswordLoginBody>({
      query: (body) => ({ url: '/auth/v2/api/driver/login', method: 'POST', body }),
      responseSchema: LoginResult,
      // A wrong password changes whether the next attempt needs a challenge code.
      invalidatesTags: ['LoginInfo', 'AccountCheck'],
    }),
    verifyCodeLogin: build.mutation<LoginResult, VerifyCodeLoginBody>({
      query: (body) => ({ url: '/auth/v2/api/driver/loginByVerifyCode', method: 'POST', body }),
      responseSchema: LoginResult,
      invalidatesTags: ['LoginInfo', 'AccountCheck'],
    }),
    challengeCode: build.mutation<ChallengeCode, ChallengeCodeBody>({
      query: (body) => ({ url: '/auth/v2/api/getChallengeCode', method: 'POST', body }),
      responseSchema: ChallengeCode,
    }),
    checkAccount: build.query<AccountCheck, CheckAccountBody>({
      query: (body) => ({ url: '/auth/v2/api/checkAccount', method: 'POST', body }),
      responseSchema: AccountCheck,
      providesTags: ['AccountCheck'],
    }),
    wechatOAuthUrl: build.query<OAuthUrl, OAuthUrlParams>({
      query: (params) => ({ url: '/auth/v2/api/wechat/oAuthUrl', params: { ...params } }),
      responseSchema: OAuthUrl,
    }),
    wechatOAuthLogin: build.mutation<OAuthLoginResult, OAuthLoginBody>({
      query: (body) => ({ url: '/auth/v2/api/driver/oAuthLogin', method: 'POST', body }),
      responseSchema: OAuthLoginResult,
      invalidatesTags: ['LoginInfo'],
    }),
  }),
});

export const {
  usePasswordLoginMutation,
  useVerifyCodeLoginMutation,
  useChallengeCodeMutation,
  useCheckAccountQuery,
  useLazyCheckAccountQuery,
  useWechatOAuthUrlQuery,
  useLazyWechatOAuthUrlQuery,
  useWechatOAuthLoginMutation,
} = authSignInApi;
