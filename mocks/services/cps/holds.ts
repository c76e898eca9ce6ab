import type { Db } from '../../db';
import type { StationRecord } from '../../db/charging';
import type { GunHoldRecord } from '../../db/chargerAccess';
import { CHARGER_ACCESS_CODES, type GunHold, type HoldRule, type HoldState } from '../../../src/api/cps/chargerAccess.types';
import type { GunType } from '../../../src/api/cps/gun.types';
import { formatMoney } from '../../../src/lib/format';
import { MockFail, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { oneOf, optStr, str } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import { bringAccessUpToDate, gunKey, releaseGun } from './accessTimeline';
import { pileSilentAt } from './gunBoard';
import { layout } from './pileLayout';
import { pilesOf } from './piles';

/**
 * Reserving a gun (OCPP's ReserveNow): at a station that takes reservations, a free gun of the kind is
 * held 15 minutes for a fee from the balance. Starting within the hold (at that gun, or another free one of the
 * kind there) uses it and credits the fee to the session's bill; cancelling refunds it; a hold that runs out keeps
 * it (accessTimeline.ts). One hold or place in line per driver.
 */
const MIN = 60_000;
const HOLD_RULE: HoldRule = { holdMinutes: 15, feeCents: 200 };
const KIND_TEXT: Record<GunType, string> = { fast: '快充', slow: '慢充' };
const STATE_TEXT: Record<HoldState, string> = { held: '保留中', used: '已使用', lapsed: '已过期', cancelled: '已取消', unknown: '未知' };

export function holdRuleOf(station: StationRecord): HoldRule | null {
  return station.supportBook === 1 ? { ...HOLD_RULE } : null;
}

export function holdView(db: Db, h: GunHoldRecord, now: number): GunHold {
  const station = db.stations.find((s) => s.stationId === h.stationId);
  const pile = station ? layout(station).find((p) => p.pileCode === h.pileCode) : undefined;
  return {
    holdId: h.holdId, origin: h.origin, stationId: h.stationId, stationName: station?.stationName ?? '', pileCode: h.pileCode, pileName: pile?.pileName ?? '',
    gunNo: h.gunNo, gunName: `${h.gunNo}枪`, gunType: h.gunType, feeCents: h.feeCents, refundCents: h.refundCents, state: h.state, stateText: STATE_TEXT[h.state],
    createdAt: wireTime(h.createdAt), expiresAt: wireTime(h.expiresAt), usedBy: h.usedBy, serverTime: wireTime(now),
  };
}

/** The driver's hold counting down (a reservation or a line's offer), if any. */
export function liveHoldOf(db: Db, driverId: string): GunHoldRecord | undefined {
  return db.gunHolds.find((h) => h.driverId === driverId && h.state === 'held');
}

/** One hold or place in line at a time: a second reserve or join (a double tap too) is refused. */
export function refuseIfHolding(db: Db, driverId: string): void {
  const hold = liveHoldOf(db, driverId);
  if (hold) {
    const what = hold.origin === 'reserve' ? '您已预约了一个充电枪，请先使用或取消' : '已有充电枪为您保留，请先使用或退出排队';
    throw new MockFail(CHARGER_ACCESS_CODES.alreadyHolding, what);
  }
  if (db.stationQueues.some((q) => q.driverId === driverId && (q.state === 'waiting' || q.state === 'offered'))) {
    throw new MockFail(CHARGER_ACCESS_CODES.alreadyHolding, '您正在排队等候充电枪，请先退出排队');
  }
}

/** A hold is over before its time (cancelled, or its place in line left): the fee goes back, the gun to the next. */
export function cancelHold(db: Db, h: GunHoldRecord, now: number): void {
  h.state = 'cancelled';
  h.endedAt = now;
  h.refundCents = h.feeCents;
  const driver = db.drivers.find((d) => d.driverId === h.driverId);
  if (driver) driver.balanceCents += h.feeCents;
  releaseGun(db, h, now);
}

/**
 * The hold a start at this gun uses: the driver's own on it, or theirs on another gun of the kind at this station.
 * Another driver's hold on the gun refuses the start.
 */
export function holdForStart(db: Db, driverId: string, stationId: string, gunType: GunType, pileCode: string, gunNo: string): GunHoldRecord | null {
  const onGun = db.gunHolds.find((h) => h.state === 'held' && h.pileCode === pileCode && h.gunNo === gunNo);
  if (onGun && onGun.driverId !== driverId) throw new MockFail(CHARGER_ACCESS_CODES.heldByOther, '该充电枪已被预约，请换一个空闲的充电枪');
  if (onGun) return onGun;
  return db.gunHolds.find((h) => h.driverId === driverId && h.state === 'held' && h.stationId === stationId && h.gunType === gunType) ?? null;
}

/** A session started within the hold: used by that order; a gun held but not started on goes to the next. */
export function useHold(db: Db, h: GunHoldRecord, orderNo: string, at: { pileCode: string; gunNo: string }, now: number): void {
  h.state = 'used';
  h.endedAt = now;
  h.usedBy = orderNo;
  db.gunChangedAt[gunKey(h.pileCode, h.gunNo)] = now;
  const place = h.queueId ? db.stationQueues.find((q) => q.queueId === h.queueId) : undefined;
  if (place) Object.assign(place, { state: 'used', endedAt: now });
  if (at.pileCode !== h.pileCode || at.gunNo !== h.gunNo) releaseGun(db, h, now);
}

/** What a reservation's fee takes off the bill of the session that used it (0 without one). */
export function holdCreditOf(db: Db, orderNo: string): number {
  return db.gunHolds.find((h) => h.usedBy === orderNo)?.feeCents ?? 0;
}

function reserve(db: Db, driverId: string, input: Record<string, unknown>, now: number): GunHoldRecord {
  const stationId = str(input, 'stationId', '充电站');
  const gunType = oneOf(input, 'gunType', '充电枪类型', ['fast', 'slow'] as const);
  const pileCode = optStr(input, 'pileCode');
  const gunNo = optStr(input, 'gunNo');
  const station = db.stations.find((s) => s.stationId === stationId);
  if (!station) notFound('充电站不存在');
  const rule = holdRuleOf(station);
  if (!rule) throw new MockFail(CHARGER_ACCESS_CODES.noBooking, '该充电站暂不支持预约充电枪');
  const piles = pilesOf(db, station, now);
  refuseIfHolding(db, driverId);
  if (pileCode && !piles.some((p) => p.pileCode === pileCode && p.gunType === gunType)) notFound(`该充电站没有这个${KIND_TEXT[gunType]}桩`);
  // A pile that stopped reporting may not really be free: it is not offered for holding.
  const free = piles
    .filter((p) => p.gunType === gunType && (!pileCode || p.pileCode === pileCode) && !pileSilentAt(db, p.pileCode, now))
    .flatMap((p) => p.guns.filter((g) => g.status === 'free' && (!gunNo || g.gunNo === gunNo)).map((g) => ({ pileCode: p.pileCode, gunNo: g.gunNo })));
  const gun = free[0];
  if (!gun) throw new MockFail(CHARGER_ACCESS_CODES.noFreeGun, gunNo ? '该充电枪当前不能预约，请换一个空闲的充电枪' : `该充电站暂无可预约的${KIND_TEXT[gunType]}枪`);
  const driver = db.drivers.find((d) => d.driverId === driverId);
  if (!driver || driver.balanceCents < rule.feeCents) {
    throw new MockFail(CHARGER_ACCESS_CODES.balanceShort, `预约需支付${formatMoney(rule.feeCents)}，账户余额不足，请先充值`);
  }
  driver.balanceCents -= rule.feeCents;
  const hold: GunHoldRecord = {
    holdId: db.seq.next('GH'), origin: 'reserve', driverId, stationId, pileCode: gun.pileCode, gunNo: gun.gunNo, gunType, feeCents: rule.feeCents,
    createdAt: now, expiresAt: now + rule.holdMinutes * MIN, state: 'held', endedAt: null, usedBy: null, refundCents: null, queueId: null,
  };
  db.gunHolds.push(hold);
  db.gunChangedAt[gunKey(gun.pileCode, gun.gunNo)] = now;
  return hold;
}

export function registerHolds(r: MockRouter) {
  r.post('/cps/v2/api/gunHolds', (ctx) => {
    const driver = ctx.requireDriver();
    return holdView(ctx.db, reserve(ctx.db, driver.driverId, ctx.req.input, ctx.now()), ctx.now());
  });

  r.post('/cps/v2/api/gunHolds/{holdId}/cancel', (ctx) => {
    const driver = ctx.requireDriver();
    const now = ctx.now();
    bringAccessUpToDate(ctx.db, now);
    const h = ctx.db.gunHolds.find((x) => x.holdId === ctx.req.params.holdId && x.driverId === driver.driverId);
    if (!h) notFound('未找到该预约');
    // A second tap on 取消 finds it cancelled: the same answer, nothing refunded twice.
    if (h.state === 'cancelled') return holdView(ctx.db, h, now);
    if (h.state !== 'held') throw new MockFail(CHARGER_ACCESS_CODES.notLive, h.state === 'used' ? '该预约已用于充电' : '该预约已过期，预约费不予退还');
    const place = h.queueId ? ctx.db.stationQueues.find((q) => q.queueId === h.queueId) : undefined;
    if (place) Object.assign(place, { state: 'left', endedAt: now });
    cancelHold(ctx.db, h, now);
    return holdView(ctx.db, h, now);
  });
}
