import { formatMoney } from '../../../src/lib/format';
import { href, paths } from '../../../src/lib/paths';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { ParkOrderRecord } from '../../db/parking';
import { feeRuleDesc, formatPlate, leftElsewhere, parkInfo, totalFee } from '../../services/charge/bills';
import type { ReminderDue, ReminderRule } from '../types';

const MIN = 60_000;
const DAY_MINUTES = 1440;
/** A fee warning goes this long before the fee goes up. */
export const PARK_WARNING_MS = 10 * MIN;
/**
 * Rises warned of in each 24-hour block: the first ones, when a driver is deciding when to leave. A car left all day
 * is not warned every hour through the night; the daily cap's message says when charging starts again.
 */
export const RISE_WARNINGS_PER_DAY = 3;

/**
 * The minutes after entry at which the bill's fee goes up, up to `toMinute`. The lot's fee (feeForMinutes, through
 * totalFee) is a step function of whole minutes parked that can only step at the first minute past the free period,
 * at a 24-hour block's start, and at the first minute of each new unit of a block; each of those is checked against
 * the fee itself, so only real rises are kept.
 */
function riseMinutes(order: ParkOrderRecord, toMinute: number): number[] {
  const { freeMinutes, unitMinutes } = order.rule;
  if (unitMinutes <= 0) return [];
  const fee = (m: number) => totalFee(order, order.inTime + m * MIN);
  const candidates = new Set<number>([freeMinutes + 1]);
  for (let block = 0; block * DAY_MINUTES <= toMinute; block += 1) {
    if (block > 0) candidates.add(block * DAY_MINUTES);
    for (let k = 0; k * unitMinutes < DAY_MINUTES; k += 1) candidates.add(block * DAY_MINUTES + k * unitMinutes + 1);
  }
  return [...candidates].filter((m) => m >= 1 && m <= toMinute && fee(m) > fee(m - 1)).sort((a, b) => a - b);
}

/** The drivers the bill's plate is bound to now (the plates service allows one). */
function driversOf(db: Db, plateNo: string): string[] {
  return [...new Set(db.plates.filter((p) => p.plateNo === plateNo).map((p) => p.driverId))];
}

/**
 * Parking (bills of cars still parked, on the lot's fee rule and the server's clock): the free period ends in 10
 * minutes, the fee goes up to its next step in 10 minutes (the first three steps of each 24-hour block, which starts
 * over after the cap), and the daily cap was reached. A bill paid or a car that left (the bill is no longer 'parking') gives nothing.
 */
export const parkingReminders: ReminderRule = (db, now) => {
  const out: ReminderDue[] = [];
  for (const order of db.parkOrders) {
    if (order.state !== 'parking' || order.outTime !== null || order.isBagCar) continue;
    const drivers = driversOf(db, order.plateNo);
    if (!drivers.length) continue;
    const { rule, inTime, uniqueId, parkId } = order;
    const plate = formatPlate(order.plateNo);
    const park = parkInfo(db, parkId).parkName;
    const fee = (m: number) => totalFee(order, inTime + m * MIN);
    // A car the lot probably missed leaving: the bill still runs, and the driver is told where to end it.
    const gone = leftElsewhere(db, order);
    const goneNote = gone ? `；该车已于 ${gone.outTime.slice(11, 16)} 从${gone.parkName}出场，如已离开请在账单中确认离场` : '';
    const payUrl = gone ? href(paths.parkingRecordDetail, { uniqueId, parkId }) : href(paths.payPage, { uniqueId, parkId });
    const detailUrl = href(paths.parkingRecordDetail, { uniqueId, parkId });
    // Every rise due by now, and those of the next day (the cap's text names the next one).
    const elapsed = Math.ceil((now + PARK_WARNING_MS - inTime) / MIN);
    const rises = riseMinutes(order, elapsed + DAY_MINUTES + rule.unitMinutes + 1);

    rises.forEach((m, i) => {
      const at = inTime + m * MIN;
      const before = fee(m - 1);
      const after = fee(m);
      const dueAt = Math.max(i === 0 ? inTime : inTime + (rises[i - 1] ?? 0) * MIN, at - PARK_WARNING_MS);
      const left = Math.round((at - dueAt) / MIN);
      const hhmm = wireTime(at, 'HH:mm');
      const dues: Omit<ReminderDue, 'driverId'>[] = [];
      if (before === 0 && m === rule.freeMinutes + 1 && rule.freeMinutes > 0) {
        dues.push({
          key: `parkFreeEnds:${uniqueId}:${at}`, kind: 'parkFreeEnds', dueAt, staleAt: at, url: payUrl,
          title: `免费停车还剩 ${left} 分钟`,
          body: `${plate} 在${park}免费停车至 ${hhmm}，还剩 ${left} 分钟，之后收费 ${formatMoney(after)}（${feeRuleDesc(rule)}）${goneNote}`,
        });
      } else if (rises.slice(0, i).filter((x) => Math.floor(x / DAY_MINUTES) === Math.floor(m / DAY_MINUTES)).length < RISE_WARNINGS_PER_DAY) {
        dues.push({
          key: `parkFeeRises:${uniqueId}:${at}`, kind: 'parkFeeRises', dueAt, staleAt: at, url: payUrl,
          title: `停车费 ${left} 分钟后上涨`,
          body: `${plate} 在${park}的停车费将于 ${hhmm} 由 ${formatMoney(before)} 涨至 ${formatMoney(after)}，此前缴费离场仍按 ${formatMoney(before)} 计${goneNote}`,
        });
      }
      const block = Math.floor(m / DAY_MINUTES);
      if (after - block * rule.dailyCapCents >= rule.dailyCapCents) {
        const next = rises.find((x) => x > m);
        const until = next === undefined ? '' : `，${wireTime(inTime + next * MIN, 'M月D日 HH:mm')} 前不再加收`;
        dues.push({
          key: `parkDailyCap:${uniqueId}:${at}`, kind: 'parkDailyCap', dueAt: at, url: detailUrl,
          title: '今日停车费已封顶',
          body: `${plate} 在${park}的停车费已达每日封顶 ${formatMoney(rule.dailyCapCents)}${block > 0 ? `（累计 ${formatMoney(after)}）` : ''}${until}${goneNote}`,
        });
      }
      for (const driverId of drivers) for (const d of dues) out.push({ ...d, driverId, key: `${d.key}:${driverId}` });
    });
  }
  return out;
};
