import type { Db } from '../../db';
import type { ChargerReportRecord } from '../../db/chargerAccess';
import {
  BLOCKED_REASONS, CHARGER_REPORT_REASONS, MAX_REPORT_NOTE, MAX_REPORT_PICTURES, type ChargerReportReason, type ChargerReportResult, type ChargerReportSummary,
} from '../../../src/api/cps/chargerAccess.types';
import { badRequest, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { oneOf, optStr, str } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import { layout } from './pileLayout';

/**
 * 无法充电: a driver's report of a broken pile goes to the operator and shows on the station page, per
 * pile and reason with how many drivers said so, until the operator clears it (POST /__mock/chargerReports/clear).
 */
const MIN = 60_000;
/** The same driver reporting the same pile again this soon is the same report (a double tap, a resend). */
const SAME_REPORT_MS = 10 * MIN;
const REASONS = Object.keys(CHARGER_REPORT_REASONS) as ChargerReportReason[];

function readReasons(raw: unknown): ChargerReportReason[] {
  if (!Array.isArray(raw) || raw.length === 0) badRequest('请选择无法充电的原因');
  for (const x of raw) if (!REASONS.includes(x as ChargerReportReason)) badRequest(`未知的原因：${String(x)}`);
  return [...new Set(raw as ChargerReportReason[])];
}

function readNote(raw: unknown, reasons: ChargerReportReason[]): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') badRequest('问题说明格式不正确');
  const note = (raw ?? '').trim();
  if (reasons.includes('other') && !note) badRequest('选择“其他”时请说明具体问题');
  if ([...note].length > MAX_REPORT_NOTE) badRequest(`问题说明不能超过${MAX_REPORT_NOTE}个字`);
  return note;
}

function readPictures(raw: unknown): string[] {
  const list = raw ?? [];
  if (!Array.isArray(list) || list.some((u) => typeof u !== 'string' || u === '')) badRequest('图片格式不正确');
  if (list.length > MAX_REPORT_PICTURES) badRequest(`最多上传${MAX_REPORT_PICTURES}张图片`);
  return list as string[];
}

function report(db: Db, driverId: string, input: Record<string, unknown>, now: number): ChargerReportRecord {
  const stationId = str(input, 'stationId', '充电站');
  const pileCode = str(input, 'pileCode', '充电桩编号');
  const gunNo = optStr(input, 'gunNo') ?? null;
  const station = db.stations.find((s) => s.stationId === stationId);
  if (!station) notFound('充电站不存在');
  const pile = layout(station).find((p) => p.pileCode === pileCode);
  if (!pile) notFound('该充电站没有这个充电桩');
  if (gunNo !== null && !pile.gunNos.includes(gunNo)) notFound('该充电桩没有这个充电枪');
  const kind = input.kind === undefined ? 'broken' : oneOf(input, 'kind', '报告类型', ['broken', 'blocked'] as const);
  const reasons = readReasons(input.reasons);
  if (kind === 'blocked' && reasons.some((x) => !(BLOCKED_REASONS as readonly string[]).includes(x))) badRequest('占位报告只能选择油车占位或车位被未充电车辆占用');
  const note = readNote(input.note, reasons);
  const pictures = readPictures(input.pictures);
  const orderNo = optStr(input, 'orderNo') ?? null;
  if (orderNo !== null && !db.chargingOrders.some((o) => o.orderNo === orderNo && o.driverId === driverId)) notFound('未找到该充电订单');
  const again = db.chargerReports.find((x) => x.driverId === driverId && x.pileCode === pileCode && (x.kind ?? 'broken') === kind && x.clearedAt === null && now - x.createdAt < SAME_REPORT_MS);
  if (again) return again;
  const rec: ChargerReportRecord = { reportId: db.seq.next('CR'), driverId, stationId, pileCode, gunNo, reasons, note, pictures, orderNo, createdAt: now, clearedAt: null, kind };
  db.chargerReports.push(rec);
  return rec;
}

/**
 * A gun blocked by a car not charging is one fewer for the line: the reporter, if waiting in the station's line for
 * that kind of gun behind someone, goes to its front. Answers whether they moved (already first: nothing to say).
 */
function moveReporterUp(db: Db, rec: ChargerReportRecord): boolean {
  const station = db.stations.find((s) => s.stationId === rec.stationId);
  const pile = station ? layout(station).find((p) => p.pileCode === rec.pileCode) : undefined;
  if (!pile) return false;
  const line = db.stationQueues.filter((q) => q.state === 'waiting' && q.stationId === rec.stationId && q.gunType === pile.gunType);
  const mine = line.find((q) => q.driverId === rec.driverId);
  if (!mine) return false;
  if (!line.some((q) => q !== mine && q.joinedAt <= mine.joinedAt)) return false;
  mine.joinedAt = Math.min(...line.map((q) => q.joinedAt)) - 1;
  return true;
}

/** The station's reports the operator has not cleared, per pile (and gun) and reason, newest first. */
export function reportSummaries(db: Db, stationId: string): ChargerReportSummary[] {
  const station = db.stations.find((s) => s.stationId === stationId);
  const piles = station ? layout(station) : [];
  const groups = new Map<string, { summary: ChargerReportSummary; drivers: Set<string>; latest: number }>();
  for (const r of db.chargerReports) {
    if (r.stationId !== stationId || r.clearedAt !== null) continue;
    for (const reason of r.reasons) {
      const key = `${r.pileCode}|${r.gunNo ?? ''}|${reason}`;
      const group = groups.get(key) ?? {
        summary: {
          pileCode: r.pileCode, pileName: piles.find((p) => p.pileCode === r.pileCode)?.pileName ?? '', gunNo: r.gunNo, reason,
          reasonText: CHARGER_REPORT_REASONS[reason], count: 0, latestAt: '',
        },
        drivers: new Set<string>(),
        latest: -Infinity,
      };
      group.drivers.add(r.driverId);
      group.latest = Math.max(group.latest, r.createdAt);
      groups.set(key, group);
    }
  }
  return [...groups.values()]
    .sort((a, b) => b.latest - a.latest || a.summary.pileCode.localeCompare(b.summary.pileCode))
    .map((g) => ({ ...g.summary, count: g.drivers.size, latestAt: wireTime(g.latest) }));
}

export function registerReports(r: MockRouter) {
  r.post('/cps/v2/api/chargerReports', (ctx) => {
    const driver = ctx.requireDriver();
    const rec = report(ctx.db, driver.driverId, ctx.req.input, ctx.now());
    const result: ChargerReportResult = { reportId: rec.reportId };
    if (rec.kind === 'blocked') result.queueMovedUp = moveReporterUp(ctx.db, rec);
    return result;
  });

  // Control: the operator dealt with a station's reports (of one pile, or all; of one kind — blocked: the car moved — or both).
  r.post('/__mock/chargerReports/clear', (ctx) => {
    const stationId = str(ctx.req.input, 'stationId', '充电站');
    const pileCode = optStr(ctx.req.input, 'pileCode');
    const kind = ctx.req.input.kind === undefined ? undefined : oneOf(ctx.req.input, 'kind', '报告类型', ['broken', 'blocked'] as const);
    if (!ctx.db.stations.some((s) => s.stationId === stationId)) notFound('充电站不存在');
    const cleared = ctx.db.chargerReports.filter((x) => x.stationId === stationId && x.clearedAt === null && (!pileCode || x.pileCode === pileCode) && (!kind || (x.kind ?? 'broken') === kind));
    for (const x of cleared) x.clearedAt = ctx.now();
    return { cleared: cleared.length };
  });
}
