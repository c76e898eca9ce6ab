import type {
  BagApplicationDetail, BagApplicationItem, BagPass, BagPayRecord, BagTimelineEntry,
} from '../../../src/api/special/types';
import type { Db } from '../../db';
import type { BagApplicationRecord, BagOrderRecord, BagPassRecord } from '../../db/periodPasses';
import { fmtTime, formatPlate, parkInfo } from '../charge/bills';
import { applicationState, inFlightOrder, passOf, passState, stateText } from './records';
import { EXPIRING_SOON_MS, PAY_WITHIN_MS, periodTypeOf, UNUSED_AFTER_MS } from './rules';
import { beijingDate, DAY } from './time';

/** The wire views of applications, passes and pass payments. */

function ruleOf(db: Db, ruleId: string) {
  const r = db.bagRules.find((x) => x.ruleId === ruleId);
  return {
    ruleName: r?.ruleName ?? '月卡', months: r?.months ?? 1, periodType: periodTypeOf(r?.months ?? 1), price: r?.priceCents ?? 0,
    timeRangeText: r?.timeRangeText ?? '', needMaterials: r?.needMaterials ? 1 as const : 0 as const, maxPlates: r?.maxPlates ?? 1,
  };
}

export function toApplicationItem(db: Db, a: BagApplicationRecord, now: number): BagApplicationItem {
  const state = applicationState(db, a, now);
  const pass = passOf(db, a);
  const rule = ruleOf(db, a.ruleId);
  return {
    applicationId: a.applicationId, parkId: a.parkId, parkName: parkInfo(db, a.parkId).parkName, ruleId: a.ruleId, ruleName: rule.ruleName,
    periodType: rule.periodType, price: rule.price, startDate: pass ? beijingDate(pass.startTime) : a.startDate, plates: [...a.plates],
    formatPlates: a.plates.map(formatPlate), state, stateText: stateText(state, !pass || now >= pass.startTime),
    rejectReason: state === 3 ? a.rejectReason : null, createTime: fmtTime(a.createdAt), bagId: a.bagId,
  };
}

/** The written history, plus what the clock did to the pass since: its first day came, it ended. */
function timelineOf(db: Db, a: BagApplicationRecord, now: number): BagTimelineEntry[] {
  const entries = a.timeline.map((t) => ({ ...t }));
  const pass = passOf(db, a);
  if (pass && pass.cancelledAt === null) {
    const paidAt = a.timeline.find((t) => t.state === 4)?.at ?? pass.startTime;
    if (now >= pass.startTime) entries.push({ state: 4, text: '已生效', at: Math.max(pass.startTime, paidAt), note: null });
    if (now >= pass.endTime) entries.push({ state: 5, text: '已过期', at: pass.endTime, note: null });
  }
  return entries
    .map((e, i) => ({ e, i }))
    .sort((x, y) => x.e.at - y.e.at || x.i - y.i)
    .map(({ e }) => ({ state: e.state, text: e.text, time: fmtTime(e.at), note: e.note }));
}

export function toApplicationDetail(db: Db, a: BagApplicationRecord, now: number): BagApplicationDetail {
  const item = toApplicationItem(db, a, now);
  const state = applicationState(db, a, now);
  const rule = ruleOf(db, a.ruleId);
  const pass = passOf(db, a);
  const inFlight = inFlightOrder(db, (o) => o.applicationId === a.applicationId);
  const notStarted = item.state === 4 && !!pass && now < pass.startTime;
  return {
    ...item,
    parkAddr: parkInfo(db, a.parkId).parkAddr, months: rule.months, timeRangeText: rule.timeRangeText, needMaterials: rule.needMaterials,
    maxPlates: rule.maxPlates,
    materials: a.materials ? { ...a.materials, licencePictures: [...a.materials.licencePictures] } : null,
    timeline: timelineOf(db, a, now),
    payDeadline: item.state === 2 && a.approvedAt !== null ? fmtTime(a.approvedAt + PAY_WITHIN_MS) : null,
    pendingPayOrderId: inFlight?.pay.payOrderId ?? null,
    canEdit: item.state === 3 ? 1 : 0,
    canPay: item.state === 2 ? 1 : 0,
    canCancel: [1, 2, 3].includes(state) || notStarted ? 1 : 0,
  };
}

/** The last entry of one of the pass's plates at its lot while it was valid (the lot's records are the truth). */
function lastUse(db: Db, p: BagPassRecord, now: number): number | null {
  let last: number | null = null;
  for (const o of db.parkOrders) {
    if (o.parkId !== p.parkId || !p.plates.includes(o.plateNo)) continue;
    if (o.inTime < p.startTime || o.inTime >= Math.min(now, p.endTime)) continue;
    if (last === null || o.inTime > last) last = o.inTime;
  }
  return last;
}

const PASS_TEXT = { 4: '已生效', 5: '已过期', 6: '已退订' } as const;

export function toPass(db: Db, p: BagPassRecord, now: number): BagPass {
  const state = passState(p, now);
  const started = now >= p.startTime;
  const rule = ruleOf(db, p.ruleId);
  const park = parkInfo(db, p.parkId);
  const left = state === 4 ? p.endTime - Math.max(now, p.startTime) : 0;
  const change = p.plateChange;
  // A pass cancelled before its first day ended when it was cancelled: shown as an empty validity from its first day.
  const end = Math.max(p.startTime, p.endTime);
  const used = lastUse(db, p, now);
  const idleMs = state === 4 && started ? now - Math.max(p.startTime, used ?? 0) : 0;
  return {
    bagId: p.bagId, applicationId: p.applicationId, parkId: p.parkId, parkName: park.parkName, parkAddr: park.parkAddr, ruleId: p.ruleId,
    ruleName: rule.ruleName, periodType: rule.periodType, timeRangeText: rule.timeRangeText, price: rule.price, plates: [...p.plates],
    formatPlates: p.plates.map(formatPlate), maxPlates: rule.maxPlates, needMaterials: rule.needMaterials,
    startTime: fmtTime(p.startTime), endTime: fmtTime(end), startDate: beijingDate(p.startTime), endDate: beijingDate(Math.max(p.startTime, end - 1)),
    daysLeft: Math.max(0, Math.ceil(left / DAY)), state, stateText: state === 4 && !started ? '待生效' : PASS_TEXT[state], started: started ? 1 : 0,
    expiringSoon: state === 4 && started && p.endTime - now <= EXPIRING_SOON_MS ? 1 : 0,
    lastUsedTime: used === null ? null : fmtTime(used),
    idleDays: Math.floor(idleMs / DAY),
    unused: idleMs >= UNUSED_AFTER_MS ? 1 : 0,
    passCode: state === 4 ? p.passCode : null,
    plateChange: change
      ? {
        changeId: change.changeId, plates: [...change.plates], state: change.state === 'pending' ? 1 : 3,
        stateText: change.state === 'pending' ? '待审核' : '已驳回', reason: change.reason, submitTime: fmtTime(change.submittedAt),
      }
      : null,
  };
}

/** Active passes first (soonest end first), then those yet to start, then ended, then cancelled. */
export function passOrder(now: number) {
  const rank = (p: BagPassRecord) => {
    const s = passState(p, now);
    return s === 4 ? (now >= p.startTime ? 0 : 1) : s === 5 ? 2 : 3;
  };
  return (a: BagPassRecord, b: BagPassRecord) => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra !== rb) return ra - rb;
    if (ra === 0) return a.endTime - b.endTime;
    if (ra === 1) return a.startTime - b.startTime;
    if (ra === 2) return b.endTime - a.endTime;
    return (b.cancelledAt ?? 0) - (a.cancelledAt ?? 0);
  };
}

export function toPayRecord(db: Db, o: BagOrderRecord): BagPayRecord {
  const pass = o.bagId ? db.bagPasses.find((p) => p.bagId === o.bagId) : undefined;
  const app = db.bagApplications.find((a) => a.applicationId === (o.applicationId ?? pass?.applicationId));
  const rule = ruleOf(db, o.ruleId);
  const parkId = pass?.parkId ?? app?.parkId ?? '';
  const plates = pass?.plates ?? app?.plates ?? [];
  const refunded = o.refundedAt !== null;
  return {
    recordId: o.orderId, bagId: o.bagId, applicationId: o.applicationId, kind: o.kind === 'new' ? 1 : 2, kindText: o.kind === 'new' ? '新办' : '续费',
    parkId, parkName: parkInfo(db, parkId).parkName, ruleName: rule.ruleName, periodType: rule.periodType, plates: [...plates], periods: o.periods,
    amountCents: o.amountCents, payChannel: o.payChannel, payTime: fmtTime(o.bookedAt ?? o.createdAt),
    validFrom: o.validFrom === null ? null : fmtTime(o.validFrom), validTo: o.validTo === null ? null : fmtTime(o.validTo),
    state: refunded ? 2 : 1, stateText: refunded ? '已退款' : '已支付', payOrderId: o.payOrderId,
  };
}
