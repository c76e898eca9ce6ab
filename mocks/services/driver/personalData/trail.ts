import type { TrailCounts, TrailKept, TrailKeptReason, TrailPreview } from '../../../../src/api/driver/personalData.types';
import { PERSONAL_DATA_CODES } from '../../../../src/api/driver/personalData.types';
import type { KnownValue } from '../../../../src/lib/schema';
import type { Db } from '../../../db';
import { MockFail } from '../../../core/fail';
import { wireTime } from '../../../core/wireTime';
import { isUnderDispute } from '../../disputes/openDisputes';
import { chargingOf, parkingOf } from './data';

/**
 * Deleting the location trail older than a date: the driver's parking records (bills of the driver's plates) and
 * charging sessions that started before that day's midnight (Beijing), except what the law keeps: a record tied to an
 * invoice, a bill not settled (arrears, still parked, still charging or unpaid), one under an open dispute.
 */

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3600_000;

const REASON_TEXT: Record<KnownValue<TrailKeptReason>, string> = {
  invoiced: '已开具发票，依税务规定保留',
  unsettled: '账单未结清，结清后方可删除',
  disputed: '申诉处理中，处理完毕后方可删除',
};

/** 'YYYY-MM-DD' → the epoch ms of that Beijing midnight; refused when not a date or after today. */
export function beforeOf(raw: unknown, now: number): number {
  const s = typeof raw === 'string' ? raw.trim() : '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const at = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - BEIJING_MS : NaN;
  if (!m || Number.isNaN(at) || wireTime(at, 'YYYY-MM-DD') !== s) throw new MockFail(PERSONAL_DATA_CODES.badDate, '请选择正确的日期');
  const tomorrow = Math.floor((now + BEIJING_MS) / DAY_MS) * DAY_MS - BEIJING_MS + DAY_MS;
  if (at > tomorrow - DAY_MS) throw new MockFail(PERSONAL_DATA_CODES.badDate, '日期不能晚于今天');
  return at;
}

interface Plan {
  parking: string[];
  charging: string[];
  kept: TrailKept[];
}

function plan(db: Db, driverId: string, before: number, now: number): Plan {
  const invoiced = new Set(db.invoices.flatMap((i) => i.items.map((it) => it.orderNo)));
  const out: Plan = { parking: [], charging: [], kept: [] };
  const keep = (kind: 'parking' | 'charging', id: string, reason: KnownValue<TrailKeptReason>) => out.kept.push({ kind, id, reason, reasonText: REASON_TEXT[reason] });
  for (const o of parkingOf(db, driverId)) {
    if (o.inTime >= before) continue;
    if (invoiced.has(o.uniqueId)) keep('parking', o.uniqueId, 'invoiced');
    else if (isUnderDispute(db, 'parking', o.uniqueId, now)) keep('parking', o.uniqueId, 'disputed');
    else if (o.state !== 'paid') keep('parking', o.uniqueId, 'unsettled');
    else out.parking.push(o.uniqueId);
  }
  for (const o of chargingOf(db, driverId)) {
    if (o.startTime >= before) continue;
    if (invoiced.has(o.orderNo)) keep('charging', o.orderNo, 'invoiced');
    else if (isUnderDispute(db, 'charging', o.orderNo, now)) keep('charging', o.orderNo, 'disputed');
    else if (o.orderState !== 3) keep('charging', o.orderNo, 'unsettled');
    else out.charging.push(o.orderNo);
  }
  return out;
}

/** In place: other tables' code holds the same arrays. */
function removeWhere<T>(rows: T[], gone: (row: T) => boolean): void {
  for (let i = rows.length - 1; i >= 0; i -= 1) if (gone(rows[i] as T)) rows.splice(i, 1);
}

const counts = (p: Plan): TrailCounts => ({ parking: p.parking.length, charging: p.charging.length });

export function previewTrail(db: Db, driverId: string, rawBefore: unknown, now: number): TrailPreview {
  const p = plan(db, driverId, beforeOf(rawBefore, now), now);
  return { before: String(rawBefore).trim(), deletable: counts(p), kept: p.kept };
}

/** Deletes what the preview said would go (worked out again now), and answers what went and what stayed. */
export function deleteTrail(db: Db, driverId: string, rawBefore: unknown, now: number): TrailPreview {
  const p = plan(db, driverId, beforeOf(rawBefore, now), now);
  const parking = new Set(p.parking);
  const charging = new Set(p.charging);
  removeWhere(db.parkOrders, (o) => parking.has(o.uniqueId));
  removeWhere(db.chargingOrders, (o) => charging.has(o.orderNo));
  removeWhere(db.chargingSessions, (s) => charging.has(s.orderNo));
  return { before: String(rawBefore).trim(), deletable: counts(p), kept: p.kept };
}
