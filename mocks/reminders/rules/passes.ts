import { formatMoney } from '../../../src/lib/format';
import { href, paths } from '../../../src/lib/paths';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { DiffTimeVisitRecord } from '../../db/booking';
import { formatPlate, parkInfo } from '../../services/charge/bills';
import { type Interval, lotOf } from '../../services/booking/diffTimeLots';
import { allowedIntervals } from '../../services/booking/diffTimeViolations';
import { bringUpToDate } from '../../services/special/lifecycle';
import { renewBlocker } from '../../services/special/renewal';
import { periodTypeOf } from '../../services/special/rules';
import { DAY, dayStart } from '../../services/special/time';
import type { ReminderDue, ReminderRule } from '../types';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** Days before a pass's end that it is said to be ending. */
export const PASS_EXPIRING_DAYS = [7, 3, 1] as const;
/** The pass reminder goes out at this Beijing hour of its day, not at midnight when the day count changes. */
const PASS_REMINDER_HOUR = 10;
/** The off-peak warning goes this long before the window ends. */
export const OFF_PEAK_WARNING_MS = 15 * MIN;

/** A period pass ends in 7, 3 and 1 days (at 10:00 Beijing of the day its days left become that many). */
function passExpiring(db: Db, now: number, out: ReminderDue[]) {
  // A renewal paid since the passes service last read is booked first, as that service books it on its next read.
  bringUpToDate(db, now);
  for (const pass of db.bagPasses) {
    if (pass.cancelledAt !== null) continue;
    const end = pass.endTime;
    const lastDay = wireTime(end - 1, 'YYYY-MM-DD');
    const rule = db.bagRules.find((r) => r.ruleId === pass.ruleId);
    const park = parkInfo(db, pass.parkId).parkName;
    const plates = pass.plates.map(formatPlate).join('、');
    const what = `${park}${rule?.ruleName ?? '月卡'}`;
    for (const n of PASS_EXPIRING_DAYS) {
      const dueAt = dayStart(end - 1 - (n - 1) * DAY) + PASS_REMINDER_HOUR * HOUR;
      if (dueAt < pass.startTime) continue;
      const blocker = renewBlocker(db, pass, dueAt);
      const price = rule ? `，${formatMoney(rule.priceCents)}/${periodTypeOf(rule.months).replace(/卡$/, '')}` : '';
      out.push({
        key: `passExpiring:${pass.bagId}:${lastDay}:${n}`, driverId: pass.driverId, kind: 'passExpiring', dueAt, staleAt: end,
        url: href(paths.mounthlyRenew, { bagId: pass.bagId }),
        title: `月卡还剩 ${n} 天到期`,
        body: `${plates} 的${what}有效期至 ${wireTime(end - 1, 'M月D日')}，还剩 ${n} 天。${blocker ?? `点击一键续费${price}`}`,
      });
    }
  }
}

/** The allowed stretches of a visit's package or subscription (lot windows, grace either side), merged. */
function allowedStretches(db: Db, visit: DiffTimeVisitRecord, now: number): { stretches: Interval[]; url: string } | null {
  const lot = lotOf(db, visit.parkId);
  const pkg = db.diffTimePackages.find((p) => p.packageNo === visit.orderNo);
  const sub = db.diffTimeSubscribes.find((s) => s.subscribeNo === visit.orderNo);
  const o = pkg ?? sub;
  if (!lot || !o || o.state !== 'paid') return null;
  // As the violation check counts them: a package's windows overlapping it, a subscription's own, grace either side.
  const merged: Interval[] = [];
  for (const i of allowedIntervals(lot, o, visit.enterAt - lot.graceMinutes * MIN, now + DAY).sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else merged.push({ ...i });
  }
  const url = pkg ? href(paths.wrongTimePackageDetail, { packageNo: pkg.packageNo }) : href(paths.wrongTimeSubscribeDetail, { subscribeNo: sub?.subscribeNo ?? '' });
  return { stretches: merged, url };
}

/** An off-peak car still in the lot 15 minutes before its window ends (until it leaves): the penalty starts after the grace. */
function offPeakWindowEnds(db: Db, now: number, out: ReminderDue[]) {
  for (const visit of db.diffTimeVisits) {
    if (visit.leftAt !== null) continue;
    const lot = lotOf(db, visit.parkId);
    const allowed = lot ? allowedStretches(db, visit, now) : null;
    if (!lot || !allowed) continue;
    const grace = lot.graceMinutes * MIN;
    const plate = formatPlate(visit.plateNo);
    const park = parkInfo(db, visit.parkId).parkName;
    const rate = `每${lot.penaltyUnitMinutes}分钟${formatMoney(lot.penaltyUnitCents)}，单次封顶${formatMoney(lot.penaltyCapCents)}`;
    for (const s of allowed.stretches) {
      const penaltyFrom = s.end;
      if (penaltyFrom <= visit.enterAt) continue;
      const windowEnd = penaltyFrom - grace;
      out.push({
        key: `offPeakWindowEnds:${visit.visitId}:${windowEnd}`, driverId: visit.driverId, kind: 'offPeakWindowEnds',
        dueAt: Math.max(visit.enterAt, windowEnd - OFF_PEAK_WARNING_MS), staleAt: penaltyFrom, url: allowed.url,
        title: '错时停车时段即将结束',
        body: `${plate} 仍在${park}，错时时段 ${wireTime(windowEnd, 'HH:mm')} 结束，请尽快驶离；违规计费自 ${wireTime(penaltyFrom, 'HH:mm')} 起（${rate}）`,
      });
    }
  }
}

/** Passes: a period pass ending (until renewed), an off-peak car still parked as its window ends (until it leaves). */
export const passReminders: ReminderRule = (db, now) => {
  const out: ReminderDue[] = [];
  passExpiring(db, now, out);
  offPeakWindowEnds(db, now, out);
  return out;
};
