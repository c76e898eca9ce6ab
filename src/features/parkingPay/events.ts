import { chargeApi } from '@/api/charge';
import { chargeCoverageApi } from '@/api/charge/coverage';
import type { BillCoverage } from '@/api/charge/coverage.types';
import { observe, staleRow, type EventRegistration } from '@/api/events';

/**
 * A second payment of a bill the server gave back, seen in a bill's coverage: a withholding or ETC
 * deduction at the exit, or a late payment, refunded without the driver asking. It moves money (the statement and
 * the balance follow it), and the bill it was about changed (paid by another channel, its records).
 */
export const DUPLICATE_REFUNDED = 'parking:duplicateRefunded';

/** A refund the page had not seen, or one that arrived since it last looked. */
export function duplicateRefunded(prev: BillCoverage | undefined, next: BillCoverage): boolean {
  if (!prev) return false;
  const before = new Map(prev.duplicateRefunds.map((r) => [r.refundId, r.state]));
  return next.duplicateRefunds.some((r) => before.get(r.refundId) !== r.state);
}

export const parkingPayEvents: EventRegistration = {
  rows: [staleRow(DUPLICATE_REFUNDED, chargeApi, ['PayRecord'])],
  moneyEvents: [DUPLICATE_REFUNDED],
  transitions: [observe(chargeCoverageApi.endpoints.billCoverage, (prev, next) => (duplicateRefunded(prev, next) ? DUPLICATE_REFUNDED : null))],
};
