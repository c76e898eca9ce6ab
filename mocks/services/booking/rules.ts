import type { BookOrderCancelPreview } from '../../../src/api/booking/types';
import { BOOKING_CODES, type BookPricePreview, type BookRules } from '../../../src/api/booking/orders.types';
import type { Db } from '../../db';
import type { BookOrderRecord, BookPackageRecord, BookRuleRecord } from '../../db/booking';
import { badRequest, MockFail } from '../../core/fail';
import { type Input, optNum, optStr, str } from '../../core/validate';
import { yuan } from '../charge/bills';
import { ceilToStep, DAY, fmt, MIN, parseWire } from './beijing';

/** A lot's booking rules: when a booking may start, how long, what it costs, and what lateness costs. */

const START_SLACK_MINUTES = 5;

const DEFAULT_RULE: Omit<BookRuleRecord, 'parkId'> = {
  leadMinutes: 15, maxAheadDays: 7, minDurationMinutes: 30, maxDurationMinutes: 240, stepMinutes: 30, unitCents: 500, graceMinutes: 20,
  freeCancelMinutes: 30, lateCancelFeeCents: 300, overstayGraceMinutes: 10, overstayUnitMinutes: 30, overstayUnitCents: 600, overstayCapCents: 6000,
  ownerSharePct: 70,
};

export function ruleOf(db: Db, parkId: string): BookRuleRecord {
  return db.bookRules.find((r) => r.parkId === parkId) ?? { parkId, ...DEFAULT_RULE };
}

export function earliestStart(rule: BookRuleRecord, now: number): number {
  return ceilToStep(now + rule.leadMinutes * MIN, rule.stepMinutes);
}

export function latestStart(rule: BookRuleRecord, now: number): number {
  return now + rule.maxAheadDays * DAY;
}

export function cancelRuleText(r: Pick<BookRuleRecord, 'freeCancelMinutes' | 'lateCancelFeeCents'>): string {
  return `预约开始前${r.freeCancelMinutes}分钟以上取消免费；不足${r.freeCancelMinutes}分钟取消收取${yuan(r.lateCancelFeeCents)}元取消费；预约开始后不可取消`;
}

export function noShowRuleText(graceMinutes: number): string {
  return `请在预约开始后${graceMinutes}分钟内入场，逾期未入场预约自动失效，费用不退`;
}

export function overstayRuleText(r: BookRuleRecord): string {
  return `超出预约结束时间${r.overstayGraceMinutes}分钟内不计费，超出部分每${r.overstayUnitMinutes}分钟${yuan(r.overstayUnitCents)}元，不足${r.overstayUnitMinutes}分钟按${r.overstayUnitMinutes}分钟计，单次封顶${yuan(r.overstayCapCents)}元`;
}

export function toRules(rule: BookRuleRecord, now: number): BookRules {
  return {
    parkId: rule.parkId,
    leadMinutes: rule.leadMinutes,
    maxAheadDays: rule.maxAheadDays,
    minDurationMinutes: rule.minDurationMinutes,
    maxDurationMinutes: rule.maxDurationMinutes,
    stepMinutes: rule.stepMinutes,
    unitCents: rule.unitCents,
    graceMinutes: rule.graceMinutes,
    freeCancelMinutes: rule.freeCancelMinutes,
    lateCancelFeeCents: rule.lateCancelFeeCents,
    overstayGraceMinutes: rule.overstayGraceMinutes,
    overstayUnitMinutes: rule.overstayUnitMinutes,
    overstayUnitCents: rule.overstayUnitCents,
    overstayCapCents: rule.overstayCapCents,
    earliestStartTime: fmt(earliestStart(rule, now)),
    latestStartTime: fmt(latestStart(rule, now)),
    ruleTexts: [
      `可预约${rule.maxAheadDays}天内、最早${rule.leadMinutes}分钟后开始的车位，时长${rule.minDurationMinutes}分钟至${rule.maxDurationMinutes / 60}小时`,
      `自选时长每${rule.stepMinutes}分钟${yuan(rule.unitCents)}元，套餐价格以套餐为准`,
      noShowRuleText(rule.graceMinutes),
      cancelRuleText(rule),
      overstayRuleText(rule),
    ],
  };
}

export interface BookTerms {
  rule: BookRuleRecord;
  pkg: BookPackageRecord | null;
  start: number;
  end: number;
  durationMinutes: number;
  priceCents: number;
}

/** Reads start and package-or-duration from the body and checks them against the lot's rules. */
export function readTerms(db: Db, parkId: string, input: Input, now: number): BookTerms {
  const rule = ruleOf(db, parkId);
  const rawStart = str(input, 'startTime', '预约开始时间');
  const start = parseWire(rawStart);
  if (start === null) badRequest('预约开始时间格式不正确，应为YYYY-MM-DD HH:mm:ss');
  const packageId = optStr(input, 'packageId');
  let pkg: BookPackageRecord | null = null;
  let durationMinutes: number;
  if (packageId !== undefined) {
    const found = db.bookPackages.find((k) => k.packageId === packageId && k.parkId === parkId);
    if (!found) badRequest('预约套餐不存在');
    pkg = found;
    durationMinutes = found.durationMinutes;
  } else {
    const d = optNum(input, 'durationMinutes');
    if (d === undefined) badRequest('请选择预约套餐或预约时长');
    durationMinutes = d;
    if (!Number.isInteger(d) || d < rule.minDurationMinutes || d > rule.maxDurationMinutes || d % rule.stepMinutes !== 0) {
      throw new MockFail(BOOKING_CODES.durationOutOfRange, `预约时长需为${rule.minDurationMinutes}分钟至${rule.maxDurationMinutes / 60}小时，以${rule.stepMinutes}分钟为单位`);
    }
  }
  // The confirm page may sit open a few minutes after it read the earliest start: that start is still taken.
  if (start < now + (rule.leadMinutes - START_SLACK_MINUTES) * MIN) {
    throw new MockFail(BOOKING_CODES.startOutOfRange, `预约开始时间需在${rule.leadMinutes}分钟之后，最早可预约${fmt(earliestStart(rule, now)).slice(0, 16)}开始的车位`);
  }
  if (start > latestStart(rule, now)) throw new MockFail(BOOKING_CODES.startOutOfRange, `最多可预约${rule.maxAheadDays}天内的车位`);
  const priceCents = pkg ? pkg.priceCents : (durationMinutes / rule.stepMinutes) * rule.unitCents;
  return { rule, pkg, start, end: start + durationMinutes * MIN, durationMinutes, priceCents };
}

export function toPricePreview(parkId: string, t: BookTerms): BookPricePreview {
  return {
    parkId,
    packageId: t.pkg?.packageId ?? null,
    startTime: fmt(t.start),
    endTime: fmt(t.end),
    durationMinutes: t.durationMinutes,
    priceCents: t.priceCents,
    arriveDeadline: fmt(t.start + t.rule.graceMinutes * MIN),
    freeCancelUntil: fmt(t.start - t.rule.freeCancelMinutes * MIN),
    lateCancelFeeCents: t.rule.lateCancelFeeCents,
    cancelRuleText: cancelRuleText(t.rule),
    noShowRuleText: noShowRuleText(t.rule.graceMinutes),
    overstayRuleText: overstayRuleText(t.rule),
  };
}

const STATE_REFUSAL: Record<BookOrderRecord['state'], string> = {
  0: '', 1: '', 2: '车辆已入场，预约不可取消', 3: '预约已完成，不可取消', 4: '预约已取消，请勿重复操作', 5: '预约已过期失效，不可取消',
};

/** What cancelling now does: free well ahead, a fee inside the free-cancel time, refused once the start passed. */
export function cancelTerms(db: Db, o: BookOrderRecord, now: number): Omit<BookOrderCancelPreview, 'refundTo'> {
  if (o.state !== 0 && o.state !== 1) throw new MockFail(BOOKING_CODES.notCancellable, STATE_REFUSAL[o.state]);
  const rule = ruleOf(db, o.parkId);
  const ruleText = cancelRuleText({ freeCancelMinutes: o.freeCancelMinutes, lateCancelFeeCents: rule.lateCancelFeeCents });
  if (o.state === 0) return { bookOrderId: o.bookOrderId, payCents: 0, refundCents: 0, feeCents: 0, reason: '订单尚未支付，取消后不产生费用', ruleText };
  if (now >= o.startTime) throw new MockFail(BOOKING_CODES.notCancellable, '预约已开始，不可取消；未按时入场预约将自动失效');
  const free = now <= o.startTime - o.freeCancelMinutes * MIN;
  const feeCents = free ? 0 : Math.min(rule.lateCancelFeeCents, o.payCents);
  const reason = free
    ? `距预约开始超过${o.freeCancelMinutes}分钟，免费取消，全额退款`
    : `距预约开始不足${o.freeCancelMinutes}分钟，收取取消费${yuan(feeCents)}元`;
  return { bookOrderId: o.bookOrderId, payCents: o.payCents, refundCents: o.payCents - feeCents, feeCents, reason, ruleText };
}

/** Minutes past the end (to the nearest) after the grace, and their fee (started units count whole); zero within the grace. */
export function overstayOf(rule: BookRuleRecord, o: BookOrderRecord, until: number): { minutes: number; feeCents: number; rawMinutes: number } {
  const rawMinutes = Math.max(0, Math.round((until - o.endTime) / MIN));
  const minutes = Math.max(0, rawMinutes - rule.overstayGraceMinutes);
  const feeCents = Math.min(rule.overstayCapCents, Math.ceil(minutes / rule.overstayUnitMinutes) * rule.overstayUnitCents);
  return { minutes, feeCents, rawMinutes };
}
