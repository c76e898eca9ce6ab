import type { ParkOrderState, PayOrderState } from '@/api/charge/types';
import type { AppealState } from '@/api/charge/bills.types';
import type { Tone } from '@/ui/StateTag';

/** Bill: 1 parking, 2 arrears, 3 done; a state the app does not know yet is neutral (its text is the server's). */
export const BILL_TONE: Record<ParkOrderState, Tone> = { 1: 'primary', 2: 'danger', 3: 'success', unknown: 'default' };
/** A pay order by its state. */
export const ORDER_TONE: Record<PayOrderState, Tone> = { pending: 'primary', paid: 'success', failed: 'danger', closed: 'default', unknown: 'default' };
/** Appeal: 1 processing, 2 accepted, 3 rejected. */
export const APPEAL_TONE: Record<AppealState, Tone> = { 1: 'primary', 2: 'success', 3: 'danger', unknown: 'default' };
