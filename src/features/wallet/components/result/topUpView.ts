import type { TopUpResult } from '@/api/driver/wallet.types';
import { UNKNOWN } from '@/lib/schema';
import type { PaymentEntry } from '@/payment/types';

/** How a top-up stands for the driver ('unknown': a state the app does not know yet). */
export type TopUpView = 'paid' | 'waiting' | 'pending' | 'failed' | 'cancelled' | 'closed' | 'unknown';

/**
 * The server's top-up decides once it is paid, failed or closed; while it waits for the payment, this client's
 * payment says whether it is still being confirmed, came back without an answer (重新查询), or was cancelled.
 */
export function topUpViewOf(t: TopUpResult, entry: PaymentEntry | undefined): TopUpView {
  if (t.state === 2) return 'paid';
  if (t.state === 3) return 'failed';
  if (t.state === 4) return 'closed';
  if (t.state === UNKNOWN) return 'unknown';
  switch (entry?.status) {
    // Paid: by the order it asked about; the top-up it changed is being asked for again.
    case 'paid':
    case 'creating':
    case 'paying':
    case 'confirming':
      return 'waiting';
    case 'cancelled':
      return 'cancelled';
    case 'failed':
    case 'error':
      return 'failed';
    default:
      return 'pending';
  }
}
