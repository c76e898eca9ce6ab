import type { ReactNode } from 'react';
import { useAppDispatch } from '@/ui/hooks';
import { PendingPaymentResult } from '@/ui/PendingPaymentResult';
import type { ResultAction } from '@/ui/ResultView';
import { paymentRechecked } from '../paymentSlice';
import type { PaymentEntry, PaymentStatus } from '../types';

/** A payment this client started and the server has not settled: being made, being confirmed, or no answer in time. */
export type Unsettled = 'creating' | 'paying' | 'confirming' | 'pending';
const UNSETTLED: readonly PaymentStatus[] = ['creating', 'paying', 'confirming', 'pending'] satisfies Unsettled[];

export function isUnsettled(status: PaymentStatus | undefined): status is Unsettled {
  return status !== undefined && UNSETTLED.includes(status);
}

/**
 * A result page's payment not settled yet, in the kit's one wording (PendingPaymentResult): 正在确认 while the saga
 * asks, else 暂未查询到 with 重新查询, which asks the server again about the order (never makes one).
 */
export function UnsettledPayment({ status, payKey, payOrderId, secondary, children }: {
  status: Unsettled;
  /** The payment's key (the entry's, else the page's own for the thing paid). */
  payKey: string;
  /** The order asked about (the entry's, else the address's). */
  payOrderId: string | null | undefined;
  secondary?: ResultAction;
  children?: ReactNode;
}) {
  const dispatch = useAppDispatch();
  return (
    <PendingPaymentResult checking={status !== 'pending'} onRecheck={() => dispatch(paymentRechecked({ key: payKey, payOrderId: payOrderId ?? undefined }))} secondary={secondary}>
      {children}
    </PendingPaymentResult>
  );
}

/** The entry's key and order, else the page's own: what 重新查询 asks about. */
export const recheckOf = (entry: PaymentEntry | undefined, payKey: string, payOrderId?: string | null) => ({
  payKey: entry?.key ?? payKey,
  payOrderId: entry?.payOrderId ?? payOrderId,
});
