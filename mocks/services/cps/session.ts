import type { ChargingOrderRecord, ChargingSessionRecord, SessionFault } from '../../db/charging';
import type { ChargingCouponRecord } from '../../db/chargingExtras';
import type { Db } from '../../db';
import { COUPON_START_REFUSALS } from '../../../src/api/cps/coupons.types';
import type { ChargingSession, PileDetail, SessionState, StartChargingResult, StationDetail, StopChargingResult, StopCondition, StopReason } from '../../../src/api/cps/session.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, str } from '../../core/validate';
import { bandAt, findPile, idleFeeRule, liveSessionOn, pilesOf } from './piles';
import { blockingIdleFees } from './idleFees';
import { prepayForStart, prepayOf, settleFromPrepay } from './prepay';
import { PLUG_AFTER_MS, readingsOf, sessionAt, STOP_CONFIRM_MS } from './sessionModel';
import { wireTime } from '../../core/wireTime';
import { stationAccess } from './stationAccess';
import { holdCreditOf, holdForStart, useHold } from './holds';
import { leaveLinesOnStart } from './queues';
import { chargingInfoOf } from './gunCounts';
import { parkingRuleOf, stationTariff } from './tariff';
import { readCar, readEstimate, readSchedule } from './startExtras';
import { pileCapabilities } from '../../db/charging';
import { isUnderDispute } from '../disputes/openDisputes';
import { recordRefusedStart } from './trust';

const fmt = (ms: number) => wireTime(ms);
const STATE_TEXT: Record<SessionState, string> = {
  waitingPlug: '请插枪', starting: '启动中', charging: '充电中', suspendedEV: '车辆暂停充电', stopping: '正在停止', finished: '已结束', failed: '启动失败', scheduled: '等待预约启动', unknown: '未知',
};
const REASON_TEXT: Record<StopReason, string> = {
  driver: '您已手动停止', full: '车辆已充满', condition: '已达到设定的停止条件', fault: '充电桩故障停止', plugTimeout: '未在规定时间内插枪，充电未启动', pileOffline: '充电桩离线', unknown: '未知',
};
const FAULTS: readonly SessionFault[] = ['neverPlugged', 'pileOffline', 'stopUnconfirmed', 'noEnergy'];

/**
 * Brings every session's order up to the clock: kWh and cost while charging; at the end, the bill paid from the
 * balance or card when it can be (else left to pay), and after the grace period the idle fee's order while the
 * car stays. Every read of orders calls this first, so the clock alone moves sessions on.
 */
export function settleSessions(db: Db, now: number) {
  for (const s of db.chargingSessions) {
    const order = db.chargingOrders.find((o) => o.orderNo === s.orderNo);
    if (!order) continue;
    const at = sessionAt(s, now);
    order.kwh = at.kwh;
    order.energyFeeCents = at.energyFeeCents;
    order.serviceFeeCents = at.serviceFeeCents;
    order.feeCents = at.energyFeeCents + at.serviceFeeCents;
    // A scheduled order reads 等待预约启动 in the order list until its time, then 充电中 as any.
    if (order.orderState === 1) order.orderStateText = at.awaitingSchedule ? '等待预约启动' : '充电中';
    if (at.state !== 'finished' && at.state !== 'failed') continue;
    order.endTime = at.endedAt;
    if (s.settled) continue;
    s.settled = true;
    settleCoupon(db, order, at.state === 'finished', at.endedAt ?? now);
    // A reservation's fee, paid when the gun was held, is taken off what the session still charges.
    const due = order.feeCents - order.couponCents - holdCreditOf(db, order.orderNo);
    if (due <= 0) {
      if (s.payMode === 'prepay') settleFromPrepay(db, s.prepayId, 0, at.endedAt ?? now);
      Object.assign(order, { orderState: 3, orderStateText: at.state === 'failed' ? '启动失败' : '已完成', paidAt: at.endedAt });
      continue;
    }
    const driver = db.drivers.find((d) => d.driverId === order.driverId);
    const card = s.cardNo ? db.chargingCards.find((c) => c.cardNo === s.cardNo) : undefined;
    if (s.payMode === 'card' && card && card.balanceCents >= due) {
      card.balanceCents -= due;
      Object.assign(order, { orderState: 3, orderStateText: '已完成', paidAt: at.endedAt });
    } else if (s.payMode === 'prepay' && settleFromPrepay(db, s.prepayId, due, at.endedAt ?? now)) {
      Object.assign(order, { orderState: 3, orderStateText: '已完成', paidAt: at.endedAt });
    } else if (s.payMode === 'balance' && driver && driver.balanceCents >= due) {
      driver.balanceCents -= due;
      Object.assign(order, { orderState: 3, orderStateText: '已完成', paidAt: at.endedAt });
    } else {
      Object.assign(order, { orderState: 2, orderStateText: '待支付' });
    }
  }
  chargeIdleFees(db, now);
}

/** Unused and within its validity; whether a session holds it (lockedBy) is checked apart. */
export function couponUsableNow(c: ChargingCouponRecord, now: number): boolean {
  return c.usedAt === null && c.validFrom <= now && now < c.validTo;
}

/** The coupon a start names (null when none), or the start is refused in the driver's words. */
function couponForStart(db: Db, driverId: string, couponId: string | undefined, now: number): ChargingCouponRecord | null {
  if (!couponId) return null;
  const c = db.chargingCoupons.find((x) => x.couponId === couponId && x.driverId === driverId);
  if (!c) throw new MockFail(COUPON_START_REFUSALS.notFound, '未找到该优惠券，请重新选择');
  if (c.usedAt !== null) throw new MockFail(COUPON_START_REFUSALS.used, '该优惠券已使用，请重新选择');
  if (!couponUsableNow(c, now)) throw new MockFail(COUPON_START_REFUSALS.outOfDate, now < c.validFrom ? '该优惠券尚未生效，请重新选择' : '该优惠券已过期，请重新选择');
  if (c.lockedBy !== null) throw new MockFail(COUPON_START_REFUSALS.locked, '该优惠券正用于另一笔充电，请重新选择');
  return c;
}

/**
 * The end of a session with a coupon: used when the bill (before it) reached its minimum spend, taking off its face
 * value but never more than the bill; otherwise (too small a bill, or a start that failed) released for the next.
 */
function settleCoupon(db: Db, order: ChargingOrderRecord, finished: boolean, endedAt: number) {
  const c = db.chargingCoupons.find((x) => x.lockedBy === order.orderNo);
  if (!c) return;
  c.lockedBy = null;
  if (!finished || order.feeCents <= 0 || order.feeCents < c.minSpendCents) return;
  order.couponCents = Math.min(c.faceValueCents, order.feeCents);
  c.usedAt = endedAt;
  c.usedOn = order.orderNo;
}

/**
 * The idle fee of each ended session at a station that charges one, from the grace period's end to the car leaving
 * (or the cap). A fee that stopped growing keeps its amount; only an unpaid, growing one follows the clock.
 */
function chargeIdleFees(db: Db, now: number) {
  for (const s of db.chargingSessions) {
    const order = db.chargingOrders.find((o) => o.orderNo === s.orderNo);
    const station = order && db.stations.find((x) => x.stationId === order.stationId);
    const rule = station && idleFeeRule(station);
    const at = sessionAt(s, now);
    if (!order || !rule || at.state !== 'finished' || at.endedAt === null || cancelledBeforeStart(s, at)) continue;
    const from = at.endedAt + rule.graceMinutes * 60_000;
    const until = Math.min(now, s.leftAt ?? Infinity);
    if (until <= from) continue;
    const capMinutes = Math.ceil(rule.capCents / rule.perMinuteCents);
    const minutes = Math.min(capMinutes, Math.ceil((until - from) / 60_000));
    const fee = Math.min(rule.capCents, minutes * rule.perMinuteCents);
    const left = s.leftAt !== null && s.leftAt <= now;
    const endedAt = left ? s.leftAt : minutes >= capMinutes ? from + capMinutes * 60_000 : null;
    const existing = db.occupyOrders.find((o) => o.orderNo === order.orderNo);
    if (existing) {
      if (existing.state === 1 && existing.endedAt === null) Object.assign(existing, { feeCents: fee, endedAt });
    } else {
      db.occupyOrders.push({
        occupyOrderNo: db.seq.next('OC'), driverId: order.driverId, stationId: order.stationId, orderNo: order.orderNo, feeCents: fee,
        state: 1, createdAt: from, endedAt, paidAt: null,
      });
    }
  }
}

/** A scheduled session the driver cancelled before its time: nothing to pay, no idle fee (the gun is freed). */
function cancelledBeforeStart(s: ChargingSessionRecord, at: ReturnType<typeof sessionAt>): boolean {
  return (s.scheduledStartAt ?? null) !== null && at.chargingStartedAt === null && at.stopReason === 'driver';
}

/** The reason in the driver's words: a cancelled schedule, the battery level reached, or the reason's own text. */
function reasonText(s: ChargingSessionRecord, at: ReturnType<typeof sessionAt>): string | null {
  if (!at.stopReason) return null;
  if (cancelledBeforeStart(s, at)) return '您已取消预约';
  if (at.stopReason === 'condition' && s.stopCondition.type === 'soc') return `已充到${s.stopCondition.soc}%`;
  return REASON_TEXT[at.stopReason];
}

function toSession(db: Db, s: ChargingSessionRecord, order: ChargingOrderRecord, now: number): ChargingSession {
  const at = sessionAt(s, now);
  const station = db.stations.find((x) => x.stationId === order.stationId);
  const rule = station ? idleFeeRule(station) : null;
  const idle = rule && at.state === 'finished' && at.endedAt !== null && !cancelledBeforeStart(s, at) ? idleState(db, s, order, rule, at.endedAt, now) : null;
  return {
    orderNo: order.orderNo,
    stationId: order.stationId,
    stationName: station?.stationName ?? '',
    pileCode: s.pileCode,
    pileName: order.deviceName,
    gunNo: s.gunNo,
    gunName: order.gunName,
    gunType: s.gunType,
    state: at.awaitingSchedule ? 'scheduled' : at.state,
    stateText: STATE_TEXT[at.awaitingSchedule ? 'scheduled' : at.state],
    stopReason: at.stopReason,
    stopReasonText: reasonText(s, at),
    startTime: fmt(order.startTime),
    scheduledStartTime: s.scheduledStartAt ? fmt(s.scheduledStartAt) : null,
    chargingStartTime: at.chargingStartedAt === null ? null : fmt(at.chargingStartedAt),
    endTime: at.endedAt === null ? null : fmt(at.endedAt),
    plugDeadline: at.plugDeadline === null ? null : fmt(at.plugDeadline),
    elapsedSeconds: at.chargingStartedAt === null ? 0 : Math.floor(((at.endedAt ?? now) - at.chargingStartedAt) / 1000),
    kwh: at.kwh,
    powerKw: at.powerKw,
    soc: s.gunType === 'fast' ? at.soc : null,
    energyFeeCents: at.energyFeeCents,
    serviceFeeCents: at.serviceFeeCents,
    feeCents: at.energyFeeCents + at.serviceFeeCents,
    couponCents: order.couponCents,
    holdCreditCents: holdCreditOf(db, order.orderNo),
    estimatedEndTime: at.estimatedEndAt === null ? null : fmt(at.estimatedEndAt),
    stopCondition: s.stopCondition,
    payMode: s.payMode,
    prepay: s.payMode === 'prepay' ? prepayOf(db, s.prepayId) : null,
    orderState: order.orderState,
    lowEnergy: at.lowEnergy,
    idleFee: idle,
    samples: readingsOf(s, at, now).map((r) => ({ at: fmt(r.at), powerW: r.powerW, energyWh: r.energyWh })),
    serverTime: fmt(now),
  };
}

function idleState(db: Db, s: ChargingSessionRecord, order: ChargingOrderRecord, rule: NonNullable<ReturnType<typeof idleFeeRule>>, endedAt: number, now: number) {
  const occupy = db.occupyOrders.find((o) => o.orderNo === order.orderNo);
  return {
    ...rule,
    graceEndsAt: fmt(endedAt + rule.graceMinutes * 60_000),
    accruedCents: occupy?.feeCents ?? 0,
    carLeft: s.leftAt !== null && s.leftAt <= now,
  };
}

function readCondition(raw: unknown): StopCondition {
  const c = (raw ?? { type: 'full' }) as Record<string, unknown>;
  const type = oneOf(c, 'type', '停止条件', ['full', 'amount', 'kwh', 'minutes', 'soc'] as const);
  const positive = (key: string, label: string, max: number) => {
    const n = Number(c[key]);
    if (!Number.isFinite(n) || n <= 0 || n > max) badRequest(`${label}须在0到${max}之间`);
    return n;
  };
  if (type === 'amount') return { type, amountCents: Math.round(positive('amountCents', '充电金额（分）', 100_000)) };
  if (type === 'kwh') return { type, kwh: positive('kwh', '充电电量', 200) };
  if (type === 'minutes') return { type, minutes: Math.round(positive('minutes', '充电时长', 24 * 60)) };
  if (type === 'soc') {
    const soc = Number(c.soc);
    if (!Number.isInteger(soc) || soc < 50 || soc > 100) badRequest('目标电量须为50到100之间的整数');
    return { type, soc };
  }
  return { type: 'full' };
}

function mySession(ctx: MockContext): { s: ChargingSessionRecord; order: ChargingOrderRecord } {
  const driver = ctx.requireDriver();
  const orderNo = ctx.req.params.orderNo ?? '';
  const order = ctx.db.chargingOrders.find((o) => o.orderNo === orderNo && o.driverId === driver.driverId);
  const s = ctx.db.chargingSessions.find((x) => x.orderNo === orderNo);
  if (!order || !s) notFound('未找到该充电订单');
  return { s, order };
}

/** Stations in detail, piles and guns, and charging sessions from start to bill. */
export function registerCpsSessions(r: MockRouter) {
  r.get('/cps/v2/api/stations/{stationId}', (ctx) => {
    const station = ctx.db.stations.find((x) => x.stationId === ctx.req.params.stationId);
    if (!station) notFound('充电站不存在');
    settleSessions(ctx.db, ctx.now());
    const detail: StationDetail = {
      stationId: station.stationId,
      stationName: station.stationName,
      stationAddr: station.stationAddr,
      latitude: station.latitude,
      longitude: station.longitude,
      openState: { state: station.openState, text: station.openStateText },
      supportOccupy: station.supportOccupy,
      parkingFeeDesc: station.parkingFeeDesc,
      currentBand: bandAt(station, ctx.now()),
      ...chargingInfoOf(ctx.db, station, ctx.now()),
      idleFee: idleFeeRule(station),
      piles: pilesOf(ctx.db, station, ctx.now()),
      collected: !!ctx.driverId && ctx.db.collectedStations.some((c) => c.driverId === ctx.driverId && c.stationId === station.stationId),
      ...stationAccess(ctx.db, station, ctx.now()),
      ...stationTariff(station),
      serverTime: fmt(ctx.now()),
    };
    return detail;
  });

  r.get('/cps/v2/api/piles/{pileCode}', (ctx) => {
    const code = (ctx.req.params.pileCode ?? '').trim();
    if (!/^\d{6}$/.test(code)) badRequest('充电桩编号为6位数字');
    const found = findPile(ctx.db, code, ctx.now());
    if (!found) notFound('未找到该充电桩，请核对桩上的编号');
    const { station, pile } = found;
    const detail: PileDetail = {
      ...pile,
      stationId: station.stationId,
      stationName: station.stationName,
      // Who runs the station, which the money goes to (the issuer of its invoices): shown before starting.
      operatorName: ctx.db.invoiceIssuers.find((i) => i.stationIds === 'all' || i.stationIds.includes(station.stationId))?.issuerName ?? '',
      openState: { state: station.openState, text: station.openStateText },
      currentBand: bandAt(station, ctx.now()),
      idleFee: idleFeeRule(station),
      ...stationTariff(station),
      capabilities: pileCapabilities(station.stationId, pile.gunType),
      serverTime: fmt(ctx.now()),
    };
    return detail;
  });

  r.post('/cps/v2/api/chargingOrders', (ctx) => {
    const driver = ctx.requireDriver();
    const now = ctx.now();
    settleSessions(ctx.db, now);
    const { input } = ctx.req;
    const pileCode = str(input, 'pileCode', '充电桩编号');
    const gunNo = str(input, 'gunNo', '充电枪');
    const payMode = oneOf(input, 'payMode', '支付方式', ['balance', 'card', 'prepay'] as const);
    let stopCondition = readCondition(input.stopCondition);
    const car = readCar(input.car);
    const estimate = readEstimate(input.estimate);
    const found = findPile(ctx.db, pileCode, now);
    if (!found) notFound('未找到该充电桩');
    const { station, pile } = found;
    const gun = pile.guns.find((g) => g.gunNo === gunNo);
    if (!gun) notFound('未找到该充电枪');
    // What the pile cannot do is refused before anything else is checked or taken.
    const can = pileCapabilities(station.stationId, pile.gunType);
    if (stopCondition.type === 'soc' && !can.socStop) badRequest('此充电桩不上报电池电量，不能按百分比停止');
    if (stopCondition.type === 'soc' && stopCondition.soc <= car.soc) badRequest(`目标电量须高于当前电量${car.soc}%`);
    const scheduledStartAt = readSchedule(input.schedule, stationTariff(station).priceBands, now);
    if (scheduledStartAt !== null && !can.scheduledStart) badRequest('此充电桩不支持预约启动');
    if (station.openState === 0) throw new MockFail('0xd07010001', `${station.stationName}${station.openStateText}，暂不能充电`);
    if (blockingIdleFees(ctx.db, driver.driverId, now).length) throw new MockFail('0xd07010002', '您有未支付的占位费，请先支付');
    // A bill under dispute is set aside while the operator looks into it.
    if (ctx.db.chargingOrders.some((o) => o.driverId === driver.driverId && o.orderState === 2 && !isUnderDispute(ctx.db, 'charging', o.orderNo, now))) throw new MockFail('0xd07010003', '您有未支付的充电订单，请先支付');
    const own = ctx.db.chargingSessions.find((s) => ctx.db.chargingOrders.some((o) => o.orderNo === s.orderNo && o.driverId === driver.driverId) && !['finished', 'failed'].includes(sessionAt(s, now).state));
    if (own) throw new MockFail('0xd07010004', '您已有正在进行的充电，请先结束');
    // A gun held for this driver (reserved, or offered from the line) is theirs to start on; another's refuses.
    const hold = holdForStart(ctx.db, driver.driverId, station.stationId, pile.gunType, pileCode, gunNo);
    if ((gun.status !== 'free' && gun.status !== 'reserved') || liveSessionOn(ctx.db, pileCode, gunNo, now)) throw new MockFail('0xd07010005', '该充电枪正在使用中，请换一个');
    const cardNo = payMode === 'card' ? str(input, 'cardNo', '充电卡号') : null;
    if (cardNo) {
      const card = ctx.db.chargingCards.find((c) => c.cardNo === cardNo && c.driverId === driver.driverId);
      if (!card) notFound('未找到该充电卡');
      if (card.balanceCents < 500) throw new MockFail('0xd07010006', '充电卡余额不足5元，请先充值或换一种方式');
    } else if (payMode === 'balance' && driver.balanceCents < 500) {
      throw new MockFail('0xd07010006', '账户余额不足5元，请先充值或换一种方式');
    }
    const prepay = payMode === 'prepay' ? prepayForStart(ctx.db, driver, now) : null;
    // A prepaid session stops when its cost reaches the prepay, or earlier by the driver's own condition.
    if (prepay && !(stopCondition.type === 'amount' && stopCondition.amountCents <= prepay.amountCents)) {
      stopCondition = { type: 'amount', amountCents: prepay.amountCents };
    }
    const coupon = couponForStart(ctx.db, driver.driverId, optStr(input, 'couponId'), now);
    const faults = new Set(ctx.db.armedSessionFaults);
    ctx.db.armedSessionFaults = [];
    if (faults.has('pileOffline')) {
      // A refused start leaves no session; the pile's record (trust.ts) still counts it.
      recordRefusedStart(ctx.db, pileCode, gunNo, now);
      throw new MockFail('0xd07010007', '充电桩离线，请换一个充电桩');
    }
    const band = bandAt(station, now);
    const orderNo = ctx.db.seq.next('C');
    ctx.db.chargingOrders.push({
      orderNo, driverId: driver.driverId, stationId: station.stationId, deviceName: pile.pileName, gunName: gun.gunName, orderState: 1, orderStateText: scheduledStartAt === null ? '充电中' : '等待预约启动',
      startTime: now, endTime: null, kwh: 0, feeCents: 0, energyFeeCents: 0, serviceFeeCents: 0, couponCents: 0, paidAt: null, estimate,
    });
    ctx.db.chargingSessions.push({
      // A scheduled car is plugged in now; the pile checks the plug when its time comes, as at a start now.
      orderNo, pileCode, gunNo, gunType: pile.gunType, powerKw: pile.powerKw, createdAt: now, pluggedAt: faults.has('neverPlugged') ? null : (scheduledStartAt ?? now) + PLUG_AFTER_MS, scheduledStartAt,
      batteryKwh: car.batteryKwh, socStart: car.soc, energyCentsPerKwh: band.energyCentsPerKwh, serviceCentsPerKwh: band.serviceCentsPerKwh, stopCondition, payMode, cardNo,
      // The day's bands and the parking rule as they stood at the start: the bill follows them, not later changes.
      priceBands: stationTariff(station).priceBands, parkingRule: parkingRuleOf(station),
      stopRequestedAt: null, stopConfirmedAt: null, ignoredStops: faults.has('stopUnconfirmed') ? 1 : 0, noEnergy: faults.has('noEnergy'), settled: false, leftAt: null,
      ...(prepay ? { prepayId: prepay.prepayId } : {}),
    });
    if (prepay) prepay.usedBy = orderNo;
    if (hold) useHold(ctx.db, hold, orderNo, { pileCode, gunNo }, now);
    leaveLinesOnStart(ctx.db, driver.driverId, now);
    // Held by this order until it settles, so no other start can take it meanwhile.
    if (coupon) coupon.lockedBy = orderNo;
    const result: StartChargingResult = { orderNo };
    return result;
  });

  r.get('/cps/v2/api/chargingOrders/{orderNo}', (ctx) => {
    const { s, order } = mySession(ctx);
    settleSessions(ctx.db, ctx.now());
    return toSession(ctx.db, s, order, ctx.now());
  });

  r.post('/cps/v2/api/chargingOrders/{orderNo}/stop', (ctx) => {
    const { s } = mySession(ctx);
    const now = ctx.now();
    const state = sessionAt(s, now).state;
    if (state === 'finished' || state === 'failed') {
      const done: StopChargingResult = { state };
      return done;
    }
    // 取消预约: nothing runs on the pile yet, so the order ends at once with nothing to pay and the gun is free.
    if (sessionAt(s, now).awaitingSchedule) {
      s.stopRequestedAt ??= now;
      s.stopConfirmedAt ??= now;
      settleSessions(ctx.db, now);
      const cancelled: StopChargingResult = { state: sessionAt(s, now).state };
      return cancelled;
    }
    // Asked again while the pile has not confirmed: the same stop, sent to the pile once more.
    s.stopRequestedAt ??= now;
    if (s.ignoredStops > 0) s.ignoredStops -= 1;
    else s.stopConfirmedAt ??= now + STOP_CONFIRM_MS;
    const result: StopChargingResult = { state: sessionAt(s, now).state };
    return result;
  });

  // Control: the next session started gets these faults (the pile never plugged, offline, ignoring a stop, no energy).
  r.post('/__mock/charging/faults', (ctx) => {
    const raw = ctx.req.input.faults;
    const list = Array.isArray(raw) ? raw : [optStr(ctx.req.input, 'fault')].filter(Boolean);
    for (const f of list) if (!FAULTS.includes(f as SessionFault)) badRequest(`未知的故障：${String(f)}`);
    ctx.db.armedSessionFaults = list as SessionFault[];
    return { armed: ctx.db.armedSessionFaults };
  });

  // Control: the car leaves the space (the idle fee stops).
  r.post('/__mock/charging/{orderNo}/leave', (ctx) => {
    const s = ctx.db.chargingSessions.find((x) => x.orderNo === ctx.req.params.orderNo);
    if (!s) notFound('未找到该充电订单');
    s.leftAt ??= ctx.now();
    settleSessions(ctx.db, ctx.now());
    return { leftAt: fmt(s.leftAt) };
  });
}
