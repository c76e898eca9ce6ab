import { DIFF_TIME_CODES, type DiffTimeViolation, type DiffTimeViolationPage, type ViolationStateFilter } from '../../../src/api/booking/offpeak.types';
import type { Db } from '../../db';
import type { DiffTimeLotRecord, DiffTimeViolationRecord, DiffTimeVisitRecord } from '../../db/booking';
import { badRequest, MockFail, notFound } from '../../core/fail';
import { notPending, registerReviewable, type ReviewDecision, type Reviewable } from '../../core/reviews';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, page, paginate, plateNo, str } from '../../core/validate';
import { yuan } from '../charge/bills';
import { DAY, fmt, fmtOpt, MIN } from './beijing';
import { bookingUser, findPark } from './common';
import { bringDiffTimeUpToDate, type DiffTimeOrder, orderNoOf } from './diffTimeLife';
import { type Interval, lotOf, lotWindowText, occurrencesBetween } from './diffTimeLots';
import { pendingPayOrderId } from './payRegistry';

/**
 * Violations of off-peak parking: a car that stayed past its window's end, or came in outside it, owes the
 * minutes outside (after the grace) at the lot's penalty rate. The control API moves cars in and out
 * (POST /__mock/diffTime/visits {parkId, plateNo, event: 'enter' | 'leave'}); a violation may be appealed once, within
 * the lot's appeal days, and the appeal is settled by the review control (POST /__mock/reviews/{id}, 'WV…' ids).
 */

const STATE_TEXT: Record<ViolationStateFilter, string> = { unpaid: '待缴费', paid: '已缴费', appealing: '申诉中', waived: '已免除' };
const KIND_TEXT = { overstay: '超时停放', outsideWindow: '时段外入场' } as const;
const MAX_PHOTOS = 6;

function penaltyRuleText(lot: DiffTimeLotRecord): string {
  return `超出错时时段每${lot.penaltyUnitMinutes}分钟${yuan(lot.penaltyUnitCents)}元（前后各${lot.graceMinutes}分钟宽限），单次封顶${yuan(lot.penaltyCapCents)}元`;
}

function appealDeadline(lot: DiffTimeLotRecord | undefined, v: DiffTimeViolationRecord): number {
  return v.createdAt + (lot?.appealDays ?? 7) * DAY;
}

function isAppealable(db: Db, v: DiffTimeViolationRecord, now: number): boolean {
  return v.state === 'unpaid' && v.appealedAt === null && now < appealDeadline(lotOf(db, v.parkId), v);
}

function toViolation(db: Db, v: DiffTimeViolationRecord, now: number): DiffTimeViolation {
  const lot = lotOf(db, v.parkId);
  const deadline = appealDeadline(lot, v);
  return {
    violationNo: v.violationNo, kind: v.kind, kindText: KIND_TEXT[v.kind], parkId: v.parkId, parkName: db.parks.find((p) => p.parkId === v.parkId)?.parkName ?? '',
    plateNo: v.plateNo, orderNo: v.orderNo, enterTime: fmt(v.enterAt), leaveTime: fmt(v.leftAt), windowText: lot ? lotWindowText(lot) : '',
    minutes: v.minutes, feeCents: v.feeCents, feeRuleText: lot ? penaltyRuleText(lot) : '', description: v.description,
    state: v.state, stateText: STATE_TEXT[v.state], appealable: isAppealable(db, v, now), appealDeadline: fmt(deadline),
    appealHint: `如对该记录有异议，请于${fmt(deadline).slice(0, 16)}前在本页点击“申诉”，说明原因并上传出入场凭证（如小票、照片），申诉期间无需缴费，处理结果将在申诉记录中告知`,
    appealReason: v.appealReason, appealResult: v.appealResult, createTime: fmt(v.createdAt), payTime: fmtOpt(v.paidAt),
    pendingPayOrderId: v.state === 'unpaid' ? pendingPayOrderId(db, v.violationNo, now) : null,
  };
}

function ownViolation(ctx: MockContext): DiffTimeViolationRecord {
  const user = bookingUser(ctx);
  const no = str(ctx.req.input, 'violationNo', '违规记录编号');
  bringDiffTimeUpToDate(ctx.db, ctx.now());
  const v = ctx.db.diffTimeViolations.find((x) => x.violationNo === no && x.driverId === user.driverId);
  if (!v) notFound('违规记录不存在');
  return v;
}

/** The operator's answer to an appeal: waived, or back to unpaid with the reason. */
export function settleViolationAppeal(db: Db, violationNo: string, decision: ReviewDecision, reason?: string | null, now = Date.now()): DiffTimeViolation {
  const v = db.diffTimeViolations.find((x) => x.violationNo === violationNo);
  if (!v) notFound('违规记录不存在');
  if (v.state !== 'appealing') notPending('违规记录', STATE_TEXT[v.state]);
  if (decision === 'approve') Object.assign(v, { state: 'waived', appealResult: reason?.trim() || '经核实，申诉成立，该笔费用已免除' });
  else Object.assign(v, { state: 'unpaid', appealResult: `申诉未通过：${reason?.trim() || '出入场记录与错时时段核对无误'}` });
  return toViolation(db, v, now);
}

/** The package or subscription a car enters under: valid now, or the one whose window is nearest. */
function entitlementAt(db: Db, parkId: string, plate: string, now: number): DiffTimeOrder | undefined {
  const pkg = db.diffTimePackages.find((p) => p.parkId === parkId && p.state === 'paid' && p.plateNos.includes(plate) && p.startAt <= now && now < p.endAt);
  if (pkg) return pkg;
  // A subscription covers its own date: the same evening, or the small hours before its window begins.
  return db.diffTimeSubscribes.find((s) => s.parkId === parkId && s.state === 'paid' && s.plateNo === plate && s.startAt - 12 * 60 * MIN <= now && now < s.endAt);
}

/** When an order lets its car be in the lot between `from` and `to`: its windows (a subscription's own), grace either side. */
export function allowedIntervals(lot: DiffTimeLotRecord, o: DiffTimeOrder, from: number, to: number): Interval[] {
  const raw = 'subscribeNo' in o ? [{ start: o.startAt, end: o.endAt }] : occurrencesBetween(lot.windows, from, to).filter((i) => i.start < o.endAt && o.startAt < i.end);
  return raw.map((i) => ({ start: i.start - lot.graceMinutes * MIN, end: i.end + lot.graceMinutes * MIN }));
}

/** Minutes (to the nearest) of [from, to) outside every interval. */
function minutesOutside(intervals: Interval[], from: number, to: number): number {
  let covered = 0;
  let cursor = from;
  for (const i of [...intervals].sort((a, b) => a.start - b.start)) {
    const s = Math.max(i.start, cursor);
    const e = Math.min(i.end, to);
    if (e > s) {
      covered += e - s;
      cursor = e;
    }
  }
  return Math.round(Math.max(0, to - from - covered) / MIN);
}

function violationOf(db: Db, visit: DiffTimeVisitRecord, lot: DiffTimeLotRecord, o: DiffTimeOrder): DiffTimeViolationRecord | null {
  const { enterAt } = visit;
  const leftAt = visit.leftAt ?? enterAt;
  const allowed = allowedIntervals(lot, o, enterAt, leftAt);
  const minutes = minutesOutside(allowed, enterAt, leftAt);
  if (minutes <= 0) return null;
  const enteredInside = allowed.some((i) => i.start <= enterAt && enterAt < i.end);
  const kind = enteredInside ? 'overstay' : 'outsideWindow';
  const feeCents = Math.min(lot.penaltyCapCents, Math.ceil(minutes / lot.penaltyUnitMinutes) * lot.penaltyUnitCents);
  const description = enteredInside
    ? `离场时间超出错时时段（${lotWindowText(lot)}），扣除${lot.graceMinutes}分钟宽限后超出${minutes}分钟`
    : `入场时间不在错时时段（${lotWindowText(lot)}）内，时段外停放${minutes}分钟（已扣除${lot.graceMinutes}分钟宽限）`;
  return {
    violationNo: db.seq.next('WV'), driverId: visit.driverId, parkId: visit.parkId, plateNo: visit.plateNo, orderNo: orderNoOf(o), kind, enterAt, leftAt,
    minutes, feeCents, description, state: 'unpaid', createdAt: leftAt, paidAt: null, appealReason: null, appealPhotos: [], appealedAt: null, appealResult: null,
  };
}

function visit(ctx: MockContext) {
  const { db, req } = ctx;
  const now = ctx.now();
  bringDiffTimeUpToDate(db, now);
  const park = findPark(db, req.input);
  const lot = lotOf(db, park.parkId);
  if (!lot) throw new MockFail(DIFF_TIME_CODES.notOffPeakLot, `${park.parkName}暂未开通错时共享`);
  const plate = plateNo(req.input);
  const event = oneOf(req.input, 'event', '事件', ['enter', 'leave'] as const);
  const open = db.diffTimeVisits.find((v) => v.parkId === park.parkId && v.plateNo === plate && v.leftAt === null);
  if (event === 'enter') {
    if (open) throw new MockFail('409', '该车辆已在场内');
    const o = entitlementAt(db, park.parkId, plate, now);
    if (!o) return { offPeak: false, message: '该车辆无有效的错时套餐或预约，按临时停车计费', visit: null, violation: null };
    const rec: DiffTimeVisitRecord = { visitId: db.seq.next('DV'), parkId: park.parkId, plateNo: plate, orderNo: orderNoOf(o), driverId: o.driverId, enterAt: now, leftAt: null };
    db.diffTimeVisits.push(rec);
    return { offPeak: true, message: '车辆已入场', visit: rec, violation: null };
  }
  if (!open) throw new MockFail('409', '该车辆不在场内');
  open.leftAt = now;
  const o = db.diffTimePackages.find((p) => p.packageNo === open.orderNo) ?? db.diffTimeSubscribes.find((s) => s.subscribeNo === open.orderNo);
  const violation = o ? violationOf(db, open, lot, o) : null;
  if (violation) db.diffTimeViolations.push(violation);
  return { offPeak: true, message: violation ? violation.description : '车辆已离场，未产生违规', visit: open, violation: violation ? toViolation(db, violation, now) : null };
}

const STATE_NUMBER: Record<ViolationStateFilter, number> = { unpaid: 1, paid: 2, appealing: 3, waived: 4 };

const violationAppeals: Reviewable = {
  prefix: 'WV',
  kind: 'offPeakAppeal',
  settle(db, id, decision, reason, now) {
    const rec = db.diffTimeViolations.find((v) => v.violationNo === id);
    if (!rec) return null;
    const v = settleViolationAppeal(db, id, decision, reason, now);
    return { id, kind: 'offPeakAppeal', state: STATE_NUMBER[rec.state], stateText: v.stateText };
  },
  pending: (db) =>
    db.diffTimeViolations
      .filter((v) => v.state === 'appealing')
      .map((v) => ({
        id: v.violationNo, kind: 'offPeakAppeal', driverId: v.driverId, submittedAt: v.appealedAt ?? v.createdAt,
        summary: `${db.parks.find((p) => p.parkId === v.parkId)?.parkName ?? ''} ${v.plateNo} ${KIND_TEXT[v.kind]} ${yuan(v.feeCents)}元 申诉`,
      })),
};

export function registerDiffTimeViolations(r: MockRouter) {
  registerReviewable(r, violationAppeals);

  r.post('/api/v1/getDiffTimeViolationList', (ctx) => {
    const user = bookingUser(ctx);
    const now = ctx.now();
    bringDiffTimeUpToDate(ctx.db, now);
    const state = optStr(ctx.req.input, 'state') === undefined ? undefined : oneOf(ctx.req.input, 'state', '记录状态', ['unpaid', 'paid', 'appealing', 'waived'] as const);
    const rows = ctx.db.diffTimeViolations
      .filter((v) => v.driverId === user.driverId && (!state || v.state === state))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((v) => toViolation(ctx.db, v, now));
    const result: DiffTimeViolationPage = paginate(rows, page(ctx.req.input, 10));
    return result;
  });

  r.post('/api/v1/getDiffTimeViolationDetail', (ctx) => toViolation(ctx.db, ownViolation(ctx), ctx.now()));

  r.post('/api/v1/appealDiffTimeViolation', (ctx) => {
    const v = ownViolation(ctx);
    const now = ctx.now();
    const reason = str(ctx.req.input, 'reason', '申诉原因').trim();
    if ([...reason].length < 5 || [...reason].length > 200) badRequest('申诉原因需为5至200个字');
    const rawPhotos = ctx.req.input.photos ?? [];
    if (!Array.isArray(rawPhotos) || rawPhotos.some((u) => typeof u !== 'string' || !/^https?:\/\/\S+$/.test(u))) badRequest('凭证照片地址不正确，请重新上传');
    if (rawPhotos.length > MAX_PHOTOS) badRequest(`最多上传${MAX_PHOTOS}张凭证照片`);
    if (!isAppealable(ctx.db, v, now)) {
      const why = v.state !== 'unpaid' ? `该记录${STATE_TEXT[v.state]}` : v.appealedAt !== null ? '该记录已申诉过' : '已超过申诉期限';
      throw new MockFail(DIFF_TIME_CODES.appealClosed, `${why}，无法申诉`);
    }
    Object.assign(v, { state: 'appealing', appealReason: reason, appealPhotos: rawPhotos as string[], appealedAt: now });
    return toViolation(ctx.db, v, now);
  });

  r.post('/__mock/diffTime/visits', visit);
}
