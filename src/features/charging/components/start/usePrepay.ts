import { useEffect, useRef } from 'react';
import { useCurrentPrepayQuery } from '@/api/cps/prepay';
import { usePayModelQuery } from '@/api/pay';
import type { PayChannel } from '@/lib/wire';
import { usePayAction } from '@/payment/ui/usePayAction';

/** One prepay in flight per pile from this client (a second tap or a reload finds the same order). */
export function prepayKey(pileCode: string): string {
  return `chargingPrepay:${pileCode}`;
}

/** The third-party channels this client offers (payModel), for a prepay: the balance needs none. */
export function usePrepayChannels(): { payChannel: Exclude<PayChannel, 6>; name: string }[] {
  const model = usePayModelQuery({});
  return (model.data?.options ?? []).flatMap((o) => (o.payChannel === 6 ? [] : [{ payChannel: o.payChannel, name: o.name }]));
}

/**
 * The prepay of the start form: the paid one waiting for a session (asked again once a payment of this pile's key
 * is paid), the payment under way, and `afterPaid`, run once when a payment started on this visit is confirmed (the
 * driver asked to pay and start in one tap).
 */
export function usePrepay(pileCode: string, afterPaid: () => void) {
  const current = useCurrentPrepayQuery();
  const action = usePayAction(prepayKey(pileCode));
  const startedHere = useRef(false);
  const paid = action.entry?.status === 'paid';
  const prepay = current.data ?? null;
  const run = useRef(afterPaid);
  run.current = afterPaid;

  useEffect(() => {
    if (paid) void current.refetch();
    // Only when the payment turns paid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid]);

  useEffect(() => {
    if (startedHere.current && paid && prepay) {
      startedHere.current = false;
      run.current();
    }
  }, [paid, prepay]);

  return {
    prepay,
    loading: current.isLoading,
    action,
    markStartedHere: () => {
      startedHere.current = true;
    },
  };
}
