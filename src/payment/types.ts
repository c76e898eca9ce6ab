import type { PayChannel } from '@/api/types/envelope';
import type { PayOutcome } from '@/platform/types';

/**
 * Every payable thing of the app goes through the one payment saga. A kind names what is paid and how its order
 * is created; later features (charging, passes, wallet) add their kind here and a case in kinds.ts.
 */
export type PaymentOrder =
  /** One parking bill (payPage, scanPayPage); couponId from choiceDiscountPage; laneCode when paid at an exit lane. */
  | { kind: 'parking'; order: { uniqueId: string; parkId: string; couponId?: string; laneCode?: string } }
  /** Several bills in one order (multiPayPage, scanOverduePay). */
  | { kind: 'parkingBatch'; order: { uniqueIds: string[]; parkId?: string; laneCode?: string } }
  /** One finished charging bill (chargeBillDetail); its coupon, if any, was taken off when the charge was settled. */
  | { kind: 'chargingBill'; order: { orderNo: string } }
  /** One idle fee (occupyBillDetail), once the car has left the space. */
  | { kind: 'occupyBill'; order: { occupyOrderNo: string } }
  /** A charge paid before it starts (chargingPage); pileCode and couponId say where the driver comes back to start it. */
  | { kind: 'chargingPrepay'; order: { amountCents: number; pileCode: string; couponId?: string } }
  /**
   * A top-up of the balance (/accountBalance) or of one wallet (/wallet); `landing` is which result page the
   * driver came from (the menu's walletPlan decides).
   */
  | { kind: 'walletTopUp'; order: { amountCents: number; walletId?: string; landing: 'accountBalance' | 'wallet' } }
  /*
   * Period passes, bookings and off-peak orders: `landing` is the same-origin path (built with href) of the page
   * that shows the outcome, decided by the screen that pays (the pass, the booking's success page, ...).
   */
  /** An approved pass application (mounthlyDetail), for `periods` periods of its rule. */
  | { kind: 'bagApplication'; order: { applicationId: string; periods?: number }; landing: string }
  /** Renewing a pass (mounthlyRenew / renew); one requestId per renewal, so a reload pays the same one. */
  | { kind: 'bagRenewal'; order: { bagId: string; ruleId: string; periods: number; requestId: string }; landing: string }
  /** A space booking (bookingNotarize), or its overstay charge afterwards. */
  | { kind: 'bookOrder'; order: { bookOrderId: string }; landing: string }
  /** An off-peak package, slot or violation (WP/WS/WV order numbers). */
  | { kind: 'diffTimeOrder'; order: { orderNo: string }; landing: string }
  /** A merchant's order of coupons (buyCoupons, owner only), made once per requestId before it is paid. */
  | { kind: 'merchantCoupons'; order: { purchaseId: string; merchantId: string }; landing: string };

export type PaymentKind = PaymentOrder['kind'];

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
export type PaymentStatus = 'creating' | 'paying' | 'confirming' | 'paid' | 'failed' | 'cancelled' | 'pending' | 'error';

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
