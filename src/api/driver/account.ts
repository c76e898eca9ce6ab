import { driverApi } from './index';
import type {
  BalanceInfo, BindPhoneBody, BindPhoneResult, ChangePasswordBody, ChangePhoneBody, DeleteAccountParams, DeleteCheckList, DeleteCheckResult,
  DriverIdByThirdId, DriverIdByThirdIdParams, LoginStates, MineGroups, NickNameBody, PhoneBody, UserNameBody, PhoneRegistered, RegisterBody,
  RegisterResult, ResetPasswordBody, SendVerifyCodeBody, VerifyCodeSent, Wallet, WalletList,
} from './types';

/**
 * The driver service's account beyond the first screen: registration and codes, password, phone and name changes,
 * the wallets and balance, /mine's groups, closing the account, and who a third-party id is. Injected with the
 * pages that use them, so the entry carries only what /home and signing in ask (the rest of the service is in
 * ./index).
 */
export const driverAccountApi = driverApi.injectEndpoints({
  endpoints: (build) => ({
    loginStates: build.query<LoginStates, void>({
      query: () => ({ url: '/driver/v2/api/loginStates' }),
      providesTags: ['LoginState'],
    }),
    driverIdByThirdId: build.query<DriverIdByThirdId, DriverIdByThirdIdParams>({
      query: (params) => ({ url: '/driver/v2/api/getDriverIdByThirdId', params: { ...params } }),
      providesTags: ['LoginState'],
    }),
    sendVerifyCode: build.mutation<VerifyCodeSent, SendVerifyCodeBody>({
      query: (body) => ({ url: '/driver/v2/api/sendVerifyCode', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResult, RegisterBody>({
      query: (body) => ({ url: '/driver/v2/api/register', method: 'POST', body }),
      invalidatesTags: ['LoginState'],
    }),
    isPhoneRegistered: build.query<PhoneRegistered, PhoneBody>({
      query: (body) => ({ url: '/driver/v2/api/isPhoneRegistered', method: 'POST', body }),
    }),
    resetPassword: build.mutation<null, ResetPasswordBody>({
      query: (body) => ({ url: '/driver/v2/api/resetPassword', method: 'PUT', body }),
    }),
    changePassword: build.mutation<null, ChangePasswordBody>({
      query: (body) => ({ url: '/driver/v2/api/password', method: 'PUT', body }),
    }),
    changePhone: build.mutation<null, ChangePhoneBody>({
      query: (body) => ({ url: '/driver/v2/api/phone', method: 'PUT', body }),
      invalidatesTags: ['LoginState'],
    }),
    changeNickName: build.mutation<null, NickNameBody>({
      query: (body) => ({ url: '/driver/v2/api/nickName', method: 'PUT', body }),
      invalidatesTags: ['LoginState'],
    }),
    changeUserName: build.mutation<null, UserNameBody>({
      query: (body) => ({ url: '/driver/v2/api/userName', method: 'PUT', body }),
      invalidatesTags: ['LoginState'],
    }),
    bindPhone: build.mutation<BindPhoneResult, BindPhoneBody>({
      query: (body) => ({ url: '/driver/v2/api/bindPhone', method: 'POST', body }),
      invalidatesTags: ['LoginState', 'PlateCount', 'Balance', 'Wallet', 'Groups', 'DeleteCheck'],
    }),
    balanceInfo: build.query<BalanceInfo, void>({
      query: () => ({ url: '/driver/v2/api/balanceInfo' }),
      providesTags: ['Balance'],
    }),
    mineGroups: build.query<MineGroups, void>({
      query: () => ({ url: '/driver/v2/api/driverGroupMembers/getMineGroups' }),
      providesTags: ['Groups'],
    }),
    accountDeleteCheckList: build.query<DeleteCheckList, void>({
      query: () => ({ url: '/driver/v2/api/accountDeleteCheckList' }),
      providesTags: ['DeleteCheck'],
    }),
    accountDeleteCheckResult: build.query<DeleteCheckResult, void>({
      query: () => ({ url: '/driver/v2/api/accountDeleteCheckResult' }),
      providesTags: ['DeleteCheck'],
    }),
    defaultWallet: build.query<Wallet, void>({
      query: () => ({ url: '/driver/v2/api/defaultWallet' }),
      providesTags: ['Wallet', 'Balance'],
    }),
    wallets: build.query<WalletList, void>({
      query: () => ({ url: '/driver/v2/api/wallets' }),
      providesTags: ['Wallet', 'Balance'],
    }),
    deleteAccount: build.mutation<null, DeleteAccountParams>({
      query: (params) => ({ url: '/driver/v2/api/account', method: 'DELETE', params: { ...params } }),
      invalidatesTags: ['LoginState', 'PlateCount', 'Balance', 'Wallet', 'Groups', 'DeleteCheck'],
    }),
  }),
});

export const {
  useLoginStatesQuery, useDriverIdByThirdIdQuery, useSendVerifyCodeMutation, useRegisterMutation, useIsPhoneRegisteredQuery,
  useLazyIsPhoneRegisteredQuery, useResetPasswordMutation, useChangePasswordMutation, useChangePhoneMutation, useChangeNickNameMutation,
  useChangeUserNameMutation, useBindPhoneMutation, useBalanceInfoQuery, useMineGroupsQuery, useAccountDeleteCheckListQuery,
  useAccountDeleteCheckResultQuery, useDefaultWalletQuery, useWalletsQuery, useDeleteAccountMutation,
} = driverAccountApi;
