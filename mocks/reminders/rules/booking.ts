import { LOCK_TIMING } from '../../../src/api/booking/locks.types';
import { formatMoney } from '../../../src/lib/format';
import { href, paths } from '../../../src/lib/paths';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { BookOrderRecord } from '../../db/booking';
import { paidOrderOf } from '../../services/booking/payRegistry';
import { ruleOf } from '../../services/booking/rules';
import type { ReminderDue, ReminderRule } from '../types';

const MIN = 60_000;
/** The no-show warning goes this long before the window closes. */
export const NO_SHOW_WARNING_MS = 10 * MIN;
/** The end warning goes this long before the booking ends. */
export const END_WARNING_MS = 15 * MIN;

const hhmm = (ms: number) => wireTime(ms, 'HH:mm');

/**
 * When the booking was paid, as the next read finds it: a payment that landed on an unpaid booking makes it paid
 * (orderLife's bringBookingsUpToDate does so lazily); null while unpaid or once cancelled.
 */
function paidAtOf(db: Db, o: BookOrderRecord, now: number): number | null {
  if (o.state === 4) return null;
  if (o.state !== 0) return o.paidAt ?? o.createdAt;
  const paid = paidOrderOf(db, o.bookOrderId);
  return paid ? (paid.settledAt ?? now) : null;
}

/**
 * Space bookings (the booking service's orders, with their lot's rules and the space's lock): the booking starts in
 * 15 minutes (when the lock may be lowered), its no-show window closes in 10 minutes (the booking lapses and its
 * fee is lost), and, with the car on the space, it ends in 15 minutes (then the overstay fee). A cancelled booking
 * says nothing; an arrived car ends the start and no-show warnings, a car that left the end one.
 */
export const bookingReminders: ReminderRule = (db, now) => {
  const out: ReminderDue[] = [];
  for (const o of db.bookOrders) {
    const paidAt = paidAtOf(db, o, now);
    if (paidAt === null) continue;
    const park = db.parks.find((p) => p.parkId === o.parkId)?.parkName ?? '停车场';
    const berth = db.berths.find((b) => b.berthId === o.berthId);
    const place = berth ? `${park} ${berth.berthNo} 车位` : park;
    const base = { driverId: o.driverId, url: href(paths.bookRecordDetail, { bookOrderId: o.bookOrderId }) };
    const windowEnd = o.startTime + o.graceMinutes * MIN;
    // Paid and not yet come (state 5: lapsed, lazily, after the window; still not dealt with by the driver).
    const awaited = o.state === 0 || o.state === 1 || o.state === 5;

    const startsSoonAt = o.startTime - LOCK_TIMING.earlyMinutes * MIN;
    // Booked (paid) inside the last 15 minutes: the driver has just read the start time, nothing to warn of.
    if (awaited && paidAt <= startsSoonAt) {
      const lock = db.locks.some((l) => l.berthId === o.berthId);
      out.push({
        ...base, key: `bookingStartsSoon:${o.bookOrderId}:${o.startTime}`, kind: 'bookingStartsSoon', dueAt: startsSoonAt, staleAt: o.startTime,
        title: `预约 ${LOCK_TIMING.earlyMinutes} 分钟后开始`,
        body: `${o.plateNo} 预约的${place} ${hhmm(o.startTime)} 开始，请在 ${hhmm(windowEnd)} 前入场${lock ? '；车位锁现在即可在 App 中降下' : ''}`,
      });
    }
    if (awaited) {
      const lost = o.payCents > 0 ? `，已付 ${formatMoney(o.payCents)} 不退` : '';
      out.push({
        ...base, key: `bookingNoShowCloses:${o.bookOrderId}:${windowEnd}`, kind: 'bookingNoShowCloses',
        dueAt: Math.max(o.startTime, windowEnd - NO_SHOW_WARNING_MS), staleAt: windowEnd,
        title: '预约即将失效，请尽快入场',
        body: `${o.plateNo} 预约的${place} 须在 ${hhmm(windowEnd)} 前入场，逾期预约自动失效${lost}`,
      });
    }
    // The car on the space: leaving (state 3) deals with it.
    if (o.state === 2) {
      const rule = ruleOf(db, o.parkId);
      const feeFrom = o.endTime + rule.overstayGraceMinutes * MIN;
      const fee = rule.overstayUnitCents > 0
        ? `，${hhmm(feeFrom)} 起收取超时费（每 ${rule.overstayUnitMinutes} 分钟 ${formatMoney(rule.overstayUnitCents)}，封顶 ${formatMoney(rule.overstayCapCents)}）`
        : '';
      out.push({
        ...base, key: `bookingEndsSoon:${o.bookOrderId}:${o.endTime}`, kind: 'bookingEndsSoon',
        dueAt: Math.max(o.endTime - END_WARNING_MS, o.arrivedAt ?? 0), staleAt: o.endTime,
        title: '预约 15 分钟后结束',
        body: `${o.plateNo} 在${place}的预约 ${hhmm(o.endTime)} 结束${fee}，请及时驶离`,
      });
    }
  }
  return out;
};
