import { numberedPages } from '../pages';
import type { UnknownAction } from '@reduxjs/toolkit';
import { driverApi } from './index';
import { markStale } from '../events';
import {
  TopUpOrder, TopUpResult, TopUpRules, WalletMovementPage, WithdrawCodeSent, Withdrawal, WithdrawPreview, type CreateTopUpBody,
  type TopUpRulesParams, type WalletMovementsFilter, type WithdrawBody, type WithdrawPreviewParams,
} from './wallet.types';

/** Page size of the wallet's movements (/accountBalanceDetail, /walletDetail). */
export const WALLET_MOVEMENTS_PAGE_SIZE = 20;

const wallet = (tail: string, id: string, template: string) => ({ url: `/driver/v2/api/wallet/${tail}/${encodeURIComponent(id)}`, template });

/**
 * Top-ups, withdrawals and the movements of a wallet, injected into the driver service (see types/driver-wallet.ts).
 * Everything here reads or moves the money the balance and the wallets show, so it provides their tags: a payment
 * (the event table's 'paid', which a top-up's payment is) refreshes it all; a withdrawal marks 'balanceChanged'.
 */
export const driverWalletApi = driverApi.injectEndpoints({
  endpoints: (build) => ({
    topUpRules: build.query<TopUpRules, TopUpRulesParams>({
      query: (params) => ({ url: '/driver/v2/api/wallet/topUpRules', params: { ...params } }),
      responseSchema: TopUpRules,
    }),
    /** Used by the payment saga (kind 'walletTopUp'), never by a screen directly: answered with a PayOrder. */
    createTopUp: build.mutation<TopUpOrder, CreateTopUpBody>({
      query: (body) => ({ url: '/driver/v2/api/wallet/topUps', method: 'POST', body }),
      responseSchema: TopUpOrder,
    }),
    /** The result page's truth, by topUpNo or by the payOrderId the cashier returns with. */
    topUp: build.query<TopUpResult, { id: string }>({
      query: ({ id }) => wallet('topUps', id, '/driver/v2/api/wallet/topUps/{id}'),
      responseSchema: TopUpResult,
      providesTags: (_r, _e, { id }) => ['Balance', { type: 'Wallet', id }],
    }),
    /** Silent: the withdraw page shows an amount's refusal next to the amount. */
    withdrawPreview: build.query<WithdrawPreview, WithdrawPreviewParams>({
      query: (params) => ({ url: '/driver/v2/api/wallet/withdrawals/preview', params: { ...params }, silent: params.amountCents !== undefined }),
      responseSchema: WithdrawPreview,
      providesTags: ['Balance', 'Wallet'],
    }),
    sendWithdrawCode: build.mutation<WithdrawCodeSent, void>({
      query: () => ({ url: '/driver/v2/api/wallet/withdrawals/verifyCode', method: 'POST', body: {} }),
      responseSchema: WithdrawCodeSent,
    }),
    /** Silent: the withdraw page shows a refused code next to the code and a refused amount next to the amount. */
    withdraw: build.mutation<Withdrawal, WithdrawBody>({
      query: (body) => ({ url: '/driver/v2/api/wallet/withdrawals', method: 'POST', body, silent: true }),
      responseSchema: Withdrawal,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          markStale(dispatch as (a: UnknownAction) => unknown, 'balanceChanged');
        } catch {
          // nothing changed on the server
        }
      },
    }),
    /** A withdrawal's state moves with the server's clock: the result page polls it while it is 处理中. */
    withdrawal: build.query<Withdrawal, { withdrawNo: string }>({
      query: ({ withdrawNo }) => wallet('withdrawals', withdrawNo, '/driver/v2/api/wallet/withdrawals/{withdrawNo}'),
      responseSchema: Withdrawal,
      providesTags: (_r, _e, { withdrawNo }) => [{ type: 'Wallet', id: withdrawNo }],
    }),
    walletMovements: build.infiniteQuery<WalletMovementPage, WalletMovementsFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/driver/v2/api/wallet/movements',
        params: { pageNo: pageParam, pageSize: WALLET_MOVEMENTS_PAGE_SIZE, ...queryArg },
      }),
      responseSchema: WalletMovementPage,
      providesTags: ['Balance', 'Wallet'],
    }),
  }),
});

export const {
  useTopUpRulesQuery, useTopUpQuery, useWithdrawPreviewQuery, useSendWithdrawCodeMutation, useWithdrawMutation, useWithdrawalQuery,
  useWalletMovementsInfiniteQuery,
} = driverWalletApi;
