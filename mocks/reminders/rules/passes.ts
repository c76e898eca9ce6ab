import { formatMoney } from '../../../src/lib/format';
import { href, paths } from '../../../src/lib/paths';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { DiffTimeVisitRecord } from '../../db/booking';
import type { BagPassRecord } from '../../db/periodPasses';
import { formatPlate, parkInfo } from '../../services/charge/bills';
import { type Interval, lotOf, occurrencesBetween } from '../../services/booking/diffTimeLots';
import { payOrderOf } from '../../services/special/records';
import { renewBlocker } from '../../services/special/renewal';
import { periodTypeOf } from '../../services/special/rules';
import { addMonths, DAY, dayStart } from '../../services/special/time';
import type { ReminderDue, ReminderRule } from '../types';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** Days before a pass's end that it is said to be ending. */
export const PASS_EXPIRING_DAYS = [7, 3, 1] as const;
/** The pass reminder goes out at this Beijing hour of its day, not at midnight when the day count changes. */
const PASS_REMINDER_HOUR = 10;
/** The off-peak warning goes this long before the window ends. */
export const OFF_PEAK_WARNING_MS = 15 * MIN;

/**
 * Where the pass really ends: its record, moved on by renewals the provider has settled that the special service
 * has not booked yet (it books them when it next reads), the way it will book them (lifecycle.ts bookRenewal): more
 * periods from the old end, or from the day of payment if the pass had lapsed by then.
 */
function effectiveEnd(db: Db, pass: BagPassRecord): number {
  const settled = db.bagOrders
    .filter((o) => o.kind === 'renew' && o.bagId === pass.bagId && o.bookedAt === null && o.closedAt === null)
    .map((o) => ({ o, pay: payOrderOf(db, o) }))
    .filter((x) => x.pay?.state === 'paid')
    .sort((x, y) => (x.pay?.settledAt ?? 0) - (y.pay?.settledAt ?? 0));
  let end = pass.endTime;
  for (const { o, pay } of settled) {
    const at = pay?.settledAt ?? end;
    const months = db.bagRules.find((r) => r.ruleId === o.ruleId)?.months ?? 1;
    end = addMonths(end <= at ? dayStart(at) : end, months * o.periods);
  }
  return end;
}

/** A period pass ends in 7, 3 and 1 days (at 10:00 Beijing of the day its days left become that many). */
function passExpiring(db: Db, out: ReminderDue[]) {
  for (const pass of db.bagPasses) {
    if (pass.cancelledAt !== null) continue;
    const end = effectiveEnd(db, pass);
    const lastDay = wireTime(end - 1, 'YYYY-MM-DD');
    const rule = db.bagRules.find((r) => r.ruleId === pass.ruleId);
    const park = parkInfo(db, pass.parkId).parkName;
    const plates = pass.plates.map(formatPlate).join('、');
    const what = `${park}${rule?.ruleName ?? '月卡'}`;
    for (const n of PASS_EXPIRING_DAYS) {
      const dueAt = dayStart(end - 1 - (n - 1) * DAY) + PASS_REMINDER_HOUR * HOUR;
      if (dueAt < pass.startTime) continue;
      const blocker = renewBlocker(db, { ...pass, endTime: end }, dueAt);
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
  const grace = lot.graceMinutes * MIN;
  // As the violation check counts them (diffTimeViolations.ts): a package's windows overlapping it, a subscription's own.
  const raw = pkg
    ? occurrencesBetween(lot.windows, visit.enterAt - grace, now + DAY).filter((i) => i.start < pkg.endAt && pkg.startAt < i.end)
    : [{ start: o.startAt, end: o.endAt }];
  const merged: Interval[] = [];
  for (const i of raw.map((x) => ({ start: x.start - grace, end: x.end + grace })).sort((a, b) => a.start - b.start)) {
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
  passExpiring(db, out);
  offPeakWindowEnds(db, now, out);
  return out;
};
