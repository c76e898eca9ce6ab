import { driverApi } from './index';
import { noData } from '../../lib/schema';
import {
  BalanceInfo, BindPhoneResult, DeleteCheckList, DeleteCheckResult, DriverIdByThirdId, LoginStates, MineGroups, PhoneRegistered, RegisterResult,
  VerifyCodeSent, Wallet, WalletList, type BindPhoneBody, type ChangePasswordBody, type ChangePhoneBody, type DeleteAccountParams,
  type DriverIdByThirdIdParams, type NickNameBody, type PhoneBody, type ResetPasswordBody, type SendVerifyCodeBody, type UserNameBody,
  type RegisterBody,
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
      responseSchema: LoginStates,
      providesTags: ['LoginState'],
    }),
    driverIdByThirdId: build.query<DriverIdByThirdId, DriverIdByThirdIdParams>({
      query: (params) => ({ url: '/driver/v2/api/getDriverIdByThirdId', params: { ...params } }),
      responseSchema: DriverIdByThirdId,
      providesTags: ['LoginState'],
    }),
    sendVerifyCode: build.mutation<VerifyCodeSent, SendVerifyCodeBody>({
      query: (body) => ({ url: '/driver/v2/api/sendVerifyCode', method: 'POST', body }),
      responseSchema: VerifyCodeSent,
    }),
    register: build.mutation<RegisterResult, RegisterBody>({
      query: (body) => ({ url: '/driver/v2/api/register', method: 'POST', body }),
      responseSchema: RegisterResult,
      invalidatesTags: ['LoginState'],
    }),
    isPhoneRegistered: build.query<PhoneRegistered, PhoneBody>({
      query: (body) => ({ url: '/driver/v2/api/isPhoneRegistered', method: 'POST', body }),
      responseSchema: PhoneRegistered,
    }),
    resetPassword: build.mutation<null, ResetPasswordBody>({
      query: (body) => ({ url: '/driver/v2/api/resetPassword', method: 'PUT', body }),
      responseSchema: noData,
    }),
    changePassword: build.mutation<null, ChangePasswordBody>({
      query: (body) => ({ url: '/driver/v2/api/password', method: 'PUT', body }),
      responseSchema: noData,
    }),
    changePhone: build.mutation<null, ChangePhoneBody>({
      query: (body) => ({ url: '/driver/v2/api/phone', method: 'PUT', body }),
      responseSchema: noData,
      invalidatesTags: ['LoginState'],
    }),
    changeNickName: build.mutation<null, NickNameBody>({
      query: (body) => ({ url: '/driver/v2/api/nickName', method: 'PUT', body }),
      responseSchema: noData,
      invalidatesTags: ['LoginState'],
    }),
    changeUserName: build.mutation<null, UserNameBody>({
      query: (body) => ({ url: '/driver/v2/api/userName', method: 'PUT', body }),
      responseSchema: noData,
      invalidatesTags: ['LoginState'],
    }),
    bindPhone: build.mutation<BindPhoneResult, BindPhoneBody>({
      query: (body) => ({ url: '/driver/v2/api/bindPhone', method: 'POST', body }),
      responseSchema: BindPhoneResult,
      invalidatesTags: ['LoginState', 'PlateCount', 'Balance', 'Wallet', 'Groups', 'DeleteCheck'],
    }),
    balanceInfo: build.query<BalanceInfo, void>({
      query: () => ({ url: '/driver/v2/api/balanceInfo' }),
      responseSchema: BalanceInfo,
      providesTags: ['Balance'],
    }),
    mineGroups: build.query<MineGroups, void>({
      query: () => ({ url: '/driver/v2/api/driverGroupMembers/getMineGroups' }),
      responseSchema: MineGroups,
      providesTags: ['Groups'],
    }),
    accountDeleteCheckList: build.query<DeleteCheckList, void>({
      query: () => ({ url: '/driver/v2/api/accountDeleteCheckList' }),
      responseSchema: DeleteCheckList,
      providesTags: ['DeleteCheck'],
    }),
    accountDeleteCheckResult: build.query<DeleteCheckResult, void>({
      query: () => ({ url: '/driver/v2/api/accountDeleteCheckResult' }),
      responseSchema: DeleteCheckResult,
      providesTags: ['DeleteCheck'],
    }),
    defaultWallet: build.query<Wallet, void>({
      query: () => ({ url: '/driver/v2/api/defaultWallet' }),
      responseSchema: Wallet,
      providesTags: ['Wallet', 'Balance'],
    }),
    wallets: build.query<WalletList, void>({
      query: () => ({ url: '/driver/v2/api/wallets' }),
      responseSchema: WalletList,
      providesTags: ['Wallet', 'Balance'],
    }),
    deleteAccount: build.mutation<null, DeleteAccountParams>({
      query: (params) => ({ url: '/driver/v2/api/account', method: 'DELETE', params: { ...params } }),
      responseSchema: noData,
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
