import { useEffect, useRef, useState } from 'react';
import { domainEvent } from '@/api/events';
import { useAppDispatch } from '@/ui/hooks';
import { clearCreating, creatingSince } from '../inFlight';
import { paymentResumed } from '../paymentSlice';

/** How often and how long a page asks about a bill whose pay call a reload cut short. */
export const interruptedTiming = { everyMs: 2000, forMs: 20_000 };

interface BillState {
  /** The server says the thing is paid. */
  paid: boolean;
  /** An order the server made for it and has not settled (a WeChat or Alipay payment left open). */
  pendingPayOrderId: string | null | undefined;
  /** Asks the server about the thing again. */
  refetch: () => unknown;
}

/**
 * After a reload that cut a pay call short (see noteCreating), the page does not offer to pay at once: it asks the
 * server about the bill every 2 s for up to 20 s. Paid: what shows it (bill, balance, records) is asked again, and
 * the page shows it paid. An order left open: the payment is resumed and its outcome shown. Nothing after 20 s:
 * the server never got the call, and paying is offered again. True while it is asking.
 */
export function useInterruptedPayment(key: string, bill: BillState): boolean {
  const dispatch = useAppDispatch();
  const [checking, setChecking] = useState(() => creatingSince(key) !== undefined);
  const latest = useRef(bill);
  latest.current = bill;

  useEffect(() => {
    if (!checking) return undefined;
    if (bill.paid) {
      clearCreating(key);
      dispatch(domainEvent('paid'));
      setChecking(false);
      return undefined;
    }
    if (bill.pendingPayOrderId) {
      clearCreating(key);
      dispatch(paymentResumed({ key, payOrderId: bill.pendingPayOrderId }));
      setChecking(false);
      return undefined;
    }
    return undefined;
  }, [checking, bill.paid, bill.pendingPayOrderId, key, dispatch]);

  useEffect(() => {
    if (!checking) return undefined;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= interruptedTiming.forMs) {
        clearCreating(key);
        setChecking(false);
        return;
      }
      latest.current.refetch();
    }, interruptedTiming.everyMs);
    return () => clearInterval(timer);
  }, [checking, key]);

  return checking;
}
