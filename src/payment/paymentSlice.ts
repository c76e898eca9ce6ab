import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentEntry, PaymentRequest } from './types';

/** State per payment key. */
export type PaymentState = Record<string, PaymentEntry>;

/** Pay this (a screen's 立即支付). A second request for a key whose payment is under way is ignored. */
export const paymentRequested = createAction<PaymentRequest>('payment/requested');
/**
 * Ask the server again about the order in flight for `key` (a reload, the cashier's way back, a result page):
 * never creates an order. `quick`: one short round of checks instead of the full backoff.
 */
export const paymentResumed = createAction<{ key: string; payOrderId?: string; quick?: boolean }>('payment/resumed');
/** The driver tapped 重新查询 after the server had no answer in time. */
export const paymentRechecked = createAction<{ key: string; payOrderId?: string }>('payment/rechecked');

export const paymentSlice = createSlice({
  name: 'payment',
  initialState: {} as PaymentState,
  reducers: {
    paymentUpdated(state, action: PayloadAction<Partial<PaymentEntry> & { key: string }>) {
      const { key } = action.payload;
      const before: PaymentEntry = state[key] ?? {
        key, kind: null, status: 'confirming', payOrderId: null, channel: null, amountCents: null, bridge: null, message: null,
      };
      state[key] = { ...before, ...action.payload };
    },
  },
});

export const { paymentUpdated } = paymentSlice.actions;

/** Any store that holds the payment slice (the app's once a paying route has loaded, or a test's). */
export interface WithPayment {
  payment: PaymentState;
}

export function selectPayment(state: Partial<WithPayment>, key: string | null | undefined): PaymentEntry | undefined {
  return key ? state.payment?.[key] : undefined;
}
