import type { DiffTimeStatusFilter } from '../../../src/api/booking/offpeak.types';
import type { Db } from '../../db';
import type { DiffTimePackageRecord, DiffTimeSubscribeRecord } from '../../db/booking';
import { expirePending, PENDING_TTL_MS, pendingOrderFor } from '../charge/bills';
import { syncDiffTimeCounts } from './diffTimeLots';
import { closeInFlight, paidOrderOf } from './payRegistry';

/**
 * Off-peak orders on the mock's one clock, worked out before every read: a payment that landed makes a package,
 * subscription or violation paid; an order unpaid for 15 minutes (or whose window began) is cancelled; a paid one
 * is upcoming, active, then used as its time passes. The lots' counts follow.
 */

export type DiffTimeOrder = DiffTimePackageRecord | DiffTimeSubscribeRecord;

export const DIFF_TIME_PAY_TTL_MS = PENDING_TTL_MS;

export function orderNoOf(o: DiffTimeOrder): string {
  return 'packageNo' in o ? o.packageNo : o.subscribeNo;
}

export function statusOf(o: DiffTimeOrder, now: number): DiffTimeStatusFilter {
  if (o.state === 'cancelled') return 'cancelled';
  if (o.state === 'unpaid') return 'unpaid';
  return now < o.startAt ? 'upcoming' : now < o.endAt ? 'active' : 'used';
}

export const STATUS_TEXT: Record<DiffTimeStatusFilter, string> = { unpaid: '待支付', upcoming: '待生效', active: '生效中', used: '已结束', cancelled: '已取消' };

export function cancelDiffTimeOrder(db: Db, o: DiffTimeOrder, at: number, reason: string) {
  closeInFlight(db, orderNoOf(o), at);
  Object.assign(o, { state: 'cancelled', cancelledAt: at, cancelReason: reason });
}

function landOrLapse(db: Db, o: DiffTimeOrder, now: number) {
  if (o.state !== 'unpaid') return;
  const no = orderNoOf(o);
  const paid = paidOrderOf(db, no);
  if (paid) {
    Object.assign(o, { state: 'paid', paidAt: paid.settledAt ?? now, payChannel: paid.payChannel });
    return;
  }
  const lapsed = now - o.createdAt > DIFF_TIME_PAY_TTL_MS && !pendingOrderFor(db, no, now);
  // A subscription nobody paid for before its window began is gone with the window.
  const tooLate = 'subscribeNo' in o && now >= o.startAt;
  if (!lapsed && !tooLate) return;
  const at = Math.min(now, lapsed ? o.createdAt + DIFF_TIME_PAY_TTL_MS : now, tooLate ? o.startAt : now);
  cancelDiffTimeOrder(db, o, at, '超时未支付，订单已自动取消');
}

export function bringDiffTimeUpToDate(db: Db, now: number) {
  expirePending(db, now);
  for (const p of db.diffTimePackages) landOrLapse(db, p, now);
  for (const s of db.diffTimeSubscribes) landOrLapse(db, s, now);
  for (const v of db.diffTimeViolations) {
    if (v.state !== 'unpaid') continue;
    const paid = paidOrderOf(db, v.violationNo);
    if (paid) Object.assign(v, { state: 'paid', paidAt: paid.settledAt ?? now });
  }
  syncDiffTimeCounts(db, now);
}
