import type { Db } from '../../db';
import { bookingCodeOf, type BerthRecord, type BookOrderRecord } from '../../db/booking';
import { expirePending, PENDING_TTL_MS, pendingOrderFor } from '../charge/bills';
import { MIN } from './beijing';
import { closeInFlight, paidOrderOf } from './payRegistry';
import { overstayOf, ruleOf } from './rules';

/**
 * A booking's life on the mock's one clock, worked out lazily before every read: a payment that landed makes it
 * paid (with its code); unpaid for 15 minutes it is cancelled; paid but not used within the no-show window it
 * expires; a car that leaves past the end leaves an overstay charge. Arrival and leaving come from the control
 * API (the car, or the lock's sensor).
 */

/** An unpaid booking holds its space this long (as long as a provider keeps a payment open). */
export const BOOK_PAY_TTL_MS = PENDING_TTL_MS;

export function overstayChargeId(o: BookOrderRecord): string {
  return `${o.bookOrderId}-OS`;
}

/** States that hold a space (and a plate's time). */
export function isLive(o: BookOrderRecord): boolean {
  return o.state === 0 || o.state === 1 || o.state === 2;
}

/** Whether a berth is free for [start, end): nobody on it now, and no live booking overlapping. */
export function berthFreeFor(db: Db, b: BerthRecord, start: number, end: number, driverId: string): boolean {
  if (b.state === 1 || b.ownerDriverId === driverId) return false;
  return !db.bookOrders.some((o) => o.berthId === b.berthId && isLive(o) && o.startTime < end && start < o.endTime);
}

/** Gives the space back to the park: the berth is free again (unless booked by another) and the count rises. */
function releaseSpace(db: Db, o: BookOrderRecord) {
  const berth = db.berths.find((b) => b.berthId === o.berthId);
  const stillBooked = db.bookOrders.some((x) => x !== o && x.berthId === o.berthId && isLive(x));
  if (berth && berth.state !== 0) berth.state = stillBooked ? 2 : 0;
  const park = db.parks.find((p) => p.parkId === o.parkId);
  if (park && park.leftBookSpaceNum !== -1) park.leftBookSpaceNum += 1;
}

export function cancelOrder(db: Db, o: BookOrderRecord, at: number, reason: string | null) {
  closeInFlight(db, o.bookOrderId, at);
  Object.assign(o, { state: 4, cancelledAt: at, reason });
  releaseSpace(db, o);
}

/** When an unpaid booking lapsed: 15 minutes after it was made, or when its last payment attempt closed. */
function lapsedAt(db: Db, o: BookOrderRecord): number {
  const attempts = db.payOrders.filter((p) => p.items.some((i) => i.uniqueId === o.bookOrderId) && p.settledAt !== null);
  return Math.max(o.createdAt + BOOK_PAY_TTL_MS, ...attempts.map((p) => p.settledAt ?? 0));
}

export function bringBookingsUpToDate(db: Db, now: number) {
  expirePending(db, now);
  for (const o of db.bookOrders) {
    if (o.state === 0) {
      const paid = paidOrderOf(db, o.bookOrderId);
      if (paid) {
        const fee = paid.items.find((i) => i.uniqueId === o.bookOrderId)?.feeCents ?? o.priceCents;
        Object.assign(o, { state: 1, payCents: fee, payChannel: paid.payChannel, paidAt: paid.settledAt ?? now, bookingCode: bookingCodeOf(o.id) });
      } else if (now > o.startTime + o.graceMinutes * MIN) {
        cancelOrder(db, o, o.startTime + o.graceMinutes * MIN, '超时未支付，预约已自动取消');
      } else if (now - o.createdAt > BOOK_PAY_TTL_MS && !pendingOrderFor(db, o.bookOrderId, now)) {
        cancelOrder(db, o, lapsedAt(db, o), '超时未支付，预约已自动取消');
      }
    }
    if (o.state === 1 && now > o.startTime + o.graceMinutes * MIN) {
      Object.assign(o, { state: 5, reason: `超过预约开始时间${o.graceMinutes}分钟未入场，预约已失效，费用不退` });
      releaseSpace(db, o);
    }
    if (o.overstay && o.overstay.paidAt === null) {
      const paid = paidOrderOf(db, o.overstay.chargeId);
      if (paid) o.overstay.paidAt = paid.settledAt ?? now;
    }
  }
}

/** The booked car came in. */
export function arrive(db: Db, o: BookOrderRecord, now: number) {
  o.state = 2;
  o.arrivedAt = now;
  const berth = db.berths.find((b) => b.berthId === o.berthId);
  if (berth) berth.state = 1;
}

/** The booked car left: the booking is done, an overstay becomes a charge, the owner of a shared space earns. */
export function leave(db: Db, o: BookOrderRecord, now: number) {
  const rule = ruleOf(db, o.parkId);
  const { minutes, feeCents } = overstayOf(rule, o, now);
  Object.assign(o, { state: 3, leftAt: now, overstay: feeCents > 0 ? { chargeId: overstayChargeId(o), minutes, feeCents, paidAt: null } : null });
  releaseSpace(db, o);
  const berth = db.berths.find((b) => b.berthId === o.berthId);
  if (berth?.ownerDriverId && berth.ownerDriverId !== o.driverId && o.payCents > 0) {
    db.shareIncomes.push({
      incomeId: db.seq.next('SI'), ownerDriverId: berth.ownerDriverId, berthId: berth.berthId, plateNo: o.plateNo,
      amountCents: Math.floor((o.payCents * rule.ownerSharePct) / 100), source: 'booking', refNo: o.bookOrderId, at: now,
    });
  }
}
