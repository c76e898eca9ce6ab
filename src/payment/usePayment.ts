import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/ui/hooks';
import { readInFlight } from './inFlight';
import { paymentRequested, paymentResumed, selectPayment } from './paymentSlice';
import { isBusy, type PaymentRequest } from './types';

/**
 * The payment of one key as a screen sees it: its state, whether one is under way (the pay button is disabled
 * then), and `pay`. With `resume`, an order left in flight by a reload or back-and-forward is asked about again
 * (quickly) instead of being created twice.
 */
export function usePayment(key: string | null, options: { resume?: boolean } = {}) {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((s) => selectPayment(s, key));
  const busy = isBusy(entry);
  const resume = !!options.resume;
  useEffect(() => {
    if (!resume || !key || entry) return;
    if (readInFlight(key)) dispatch(paymentResumed({ key, quick: true }));
    // Only when the screen opens for this key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, resume]);
  const pay = useCallback((request: PaymentRequest) => dispatch(paymentRequested(request)), [dispatch]);
  return { entry, busy, pay };
}

/** What the pay button says while a payment of its key is under way. */
export const BUSY_TEXT = { creating: '正在下单…', paying: '支付中…', confirming: '正在确认支付结果…' } as const;
