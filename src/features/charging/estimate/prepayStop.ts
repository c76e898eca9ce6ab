import type { StopCondition } from '@/api/cps/session.types';

/**
 * The stop the pile will keep with a prepay: it stops when the cost reaches the prepaid amount, or earlier by the
 * driver's own amount (the server's rule at the start), so the estimate is of what will happen.
 */
export function stopWithPrepay(stop: StopCondition, prepayCents: number | null): StopCondition {
  if (prepayCents === null) return stop;
  if (stop.type === 'amount' && stop.amountCents <= prepayCents) return stop;
  return { type: 'amount', amountCents: prepayCents };
}
