import type { PayChannel } from '@/lib/wire';
import type { PayOutcome } from '@/platform/types';

/**
 * Every payable thing of the app goes through the one payment saga. A kind names what is paid; the feature that
 * owns it registers how its order is created and where its outcome shows (PayKind, kinds.ts), and builds `order`
 * in the shape its kind expects. `landing`, where a kind uses it, is the same-origin path (built with href) of the
 * page that shows the outcome, decided by the screen that pays.
 */
export interface PaymentOrder<O = object> {
  kind: string;
  order: O;
  landing?: string;
}

export type PaymentKind = string;

/** What a screen asks for: pay this, with this channel. `key` names the payable thing (one order in flight per key). */
export type PaymentRequest = PaymentOrder & {
  key: string;
  channel: PayChannel;
  /** The amount on the pay button when the driver tapped it: the server charges that or refuses (ExpectedAmount). */
  expectedCents?: number;
};

/**
 * creating → paying (the client's pay UI is open) → confirming (asking the server) → paid | failed | cancelled |
 * pending (the server had no answer within the cap: the driver may check again). error: the order could not be
 * created (the error catalogue has told the driver why).
 */
/** `unknown`: the server refused to tell the order (none such, or not this driver's): nothing to wait for. */
export type PaymentStatus = 'creating' | 'paying' | 'confirming' | 'paid' | 'failed' | 'cancelled' | 'pending' | 'error' | 'unknown';

export interface PaymentEntry {
  key: string;
  kind: PaymentKind | null;
  status: PaymentStatus;
  payOrderId: string | null;
  channel: PayChannel | null;
  amountCents: number | null;
  /** What the client's pay UI said (never the truth; it only picks the wording while the server is asked). */
  bridge: PayOutcome | null;
  /** A reason the driver can read (the platform's message, a refusal). */
  message: string | null;
}

export const BUSY: readonly PaymentStatus[] = ['creating', 'paying', 'confirming'];

export function isBusy(entry: PaymentEntry | undefined): boolean {
  return !!entry && BUSY.includes(entry.status);
}
