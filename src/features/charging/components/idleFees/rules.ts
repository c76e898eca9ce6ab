import type { OccupyBillDetail } from '@/api/cps/occupy.types';

/** The server's rules, said before the driver tries (it refuses each with its own code: OCCUPY_CODES). */

/** An appeal that is not handled yet: the fee waits for its result and blocks no new charge meanwhile. */
export function appealPending(fee: OccupyBillDetail): boolean {
  return fee.appeal !== null && fee.appeal.state !== 3;
}

/** Payable once it stopped growing, while unpaid and not waiting for an appeal. */
export function payable(fee: OccupyBillDetail): boolean {
  return fee.state === 1 && !fee.accruing && !appealPending(fee) && fee.dueCents > 0;
}

/** One appeal per fee, once it stopped growing, unless it was already waived. */
export function appealable(fee: OccupyBillDetail): boolean {
  return !fee.accruing && fee.state !== 3 && fee.appeal === null;
}
