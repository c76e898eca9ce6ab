import { couponApi } from '@/api/coupon';
import { cpsBillsApi } from '@/api/cps/bills';
import { cpsOccupyApi } from '@/api/cps/occupy';
import { cpsSessionApi } from '@/api/cps/session';
import { observe, staleRow, type EventRegistration } from '@/api/events';
import type { ChargingSession } from '@/api/cps/session.types';

/** A session the server settled at its end: paid from the balance or a card, or its prepay's rest refunded. */
export const SESSION_BILLED = 'charging:sessionBilled';
/** A session's idle fee moved (started, rose, reached its cap, or stopped as the car left): the idle-fee lists and the start page's 未支付的占位费 follow. */
export const IDLE_FEE_CHANGED = 'charging:idleFeeChanged';

export function idleFeeChanged(prev: ChargingSession | undefined, next: ChargingSession): boolean {
  const a = prev?.idleFee;
  const b = next.idleFee;
  if (!prev || !b) return false;
  return !a || a.accruedCents !== b.accruedCents || a.carLeft !== b.carLeft;
}

/** An appeal the operator upheld: a charging bill or an idle fee refunded (or an unpaid one waived). */
export const APPEAL_SETTLED = 'charging:appealSettled';

/** An appeal handled (state 3) since it was last seen, with money back or waived. */
export function appealSettled(prev: { state: number | string } | undefined, next: { state: number | string }, amount: number | null): boolean {
  return !!prev && prev.state !== 3 && next.state === 3 && (amount ?? 0) > 0;
}

/**
 * The server settles a session by itself when it ends (no client payment): the balance drops, a coupon is used, a
 * prepay's rest comes back. Whoever asked for the session (its page, the stop saga, the home card), the change from
 * unsettled to settled is seen here, once.
 */
export function sessionBilled(prev: ChargingSession | undefined, next: ChargingSession): boolean {
  if (!prev) return false;
  const settledNow = prev.orderState !== 3 && next.orderState === 3;
  const refundedNow = prev.prepay?.refundCents == null && next.prepay?.refundCents != null;
  return settledNow || refundedNow;
}

const CHARGING_DATA = ['ChargingBill', 'ChargingBills', 'ChargingOrders', 'OccupyBill', 'OccupyBills', 'OccupyOrders', 'ChargingPrepay'] as const;

/** The charging domain's rows: its bills, orders, idle fees and prepays, after any payment and after a settlement. */
export const chargingEvents: EventRegistration = {
  rows: [
    staleRow('paid', cpsOccupyApi, [...CHARGING_DATA]),
    staleRow(SESSION_BILLED, cpsOccupyApi, [...CHARGING_DATA]),
    staleRow(SESSION_BILLED, couponApi, ['Coupon']),
    staleRow(APPEAL_SETTLED, cpsOccupyApi, [...CHARGING_DATA]),
    staleRow(IDLE_FEE_CHANGED, cpsOccupyApi, ['OccupyOrders', 'OccupyBills', 'OccupyBill']),
  ],
  moneyEvents: [SESSION_BILLED, APPEAL_SETTLED],
  transitions: [
    observe(cpsSessionApi.endpoints.chargingSession, (prev, next) => (sessionBilled(prev, next) ? SESSION_BILLED : null)),
    observe(cpsSessionApi.endpoints.chargingSession, (prev, next) => (idleFeeChanged(prev, next) ? IDLE_FEE_CHANGED : null)),
    observe(cpsBillsApi.endpoints.chargingAppeal, (prev, next) => (appealSettled(prev, next, next.refundCents) ? APPEAL_SETTLED : null)),
    observe(cpsOccupyApi.endpoints.occupyAppeal, (prev, next) => (appealSettled(prev, next, next.reliefCents) ? APPEAL_SETTLED : null)),
  ],
};
