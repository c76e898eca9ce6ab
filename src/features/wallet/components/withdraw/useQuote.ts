import { useEffect, useState } from 'react';
import { errorMessage } from '@/api/apiError';
import { useWithdrawPreviewQuery } from '@/api/driver/wallet';
import type { WithdrawQuote } from '@/api/driver/wallet.types';

/** How long typing must pause before the fee is asked for: a quote per keystroke would be noise. */
export const QUOTE_DELAY_MS = 400;

export interface QuoteState {
  quote: WithdrawQuote | null;
  /** Asked for and not answered yet (or the typing has not paused). */
  loading: boolean;
  /** The server's refusal of this amount (over the withdrawable amount, today's count used up…). */
  error: string | null;
  retry: () => void;
}

/**
 * The fee, what arrives where and when, for the amount typed (a valid amount only), asked for once typing pauses.
 * The answer belongs to the amount it was asked for: a quote of an older amount is never shown as this one's.
 */
export function useQuote(walletId: string | undefined, amountCents: number | null): QuoteState {
  const [asked, setAsked] = useState<number | null>(null);
  useEffect(() => {
    if (amountCents === null) {
      setAsked(null);
      return undefined;
    }
    const id = setTimeout(() => setAsked(amountCents), QUOTE_DELAY_MS);
    return () => clearTimeout(id);
  }, [amountCents]);
  const current = asked !== null && asked === amountCents;
  const q = useWithdrawPreviewQuery({ ...(walletId ? { walletId } : {}), amountCents: asked ?? 0 }, { skip: !current });
  const answered = current && !q.isFetching;
  return {
    quote: answered && q.data?.quote?.amountCents === amountCents ? q.data.quote : null,
    loading: amountCents !== null && !answered,
    error: answered && q.isError ? errorMessage(q.error) : null,
    retry: () => void q.refetch(),
  };
}
