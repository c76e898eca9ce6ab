import type { Db } from '../../db';
import type { StationRecord } from '../../db/charging';
import type { QueuePlaceRecord } from '../../db/chargerAccess';
import { CHARGER_ACCESS_CODES, type QueuePlace, type QueueState } from '../../../src/api/cps/chargerAccess.types';
import type { GunType } from '../../../src/api/cps/gun.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { oneOf, str } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import { bringAccessUpToDate } from './accessTimeline';
import { liveHoldOn } from './gunBoard';
import { cancelHold, holdView, refuseIfHolding } from './holds';
import { naturalEndOf, othersSessionOn, typicalSessionMs } from './othersSessions';
import { layout } from './pileLayout';
import { liveSessionOn, pilesOf } from './piles';

/**
 * A station's line for one kind of gun (ChargePoint's waitlist): joined only when no gun of the kind is
 * free; the first waiting is offered the next gun freed (accessTimeline.ts). The wait is estimated from the
 * sessions on the guns now (when the pile model says each car is full) and, further back in the line, from a
 * typical car charging after them.
 */
const MIN = 60_000;
const KIND_TEXT: Record<GunType, string> = { fast: '快充', slow: '慢充' };
const STATE_TEXT: Record<QueueState, string> = { waiting: '排队中', offered: '已为您保留充电枪', used: '已使用', passed: '已过号', left: '已退出排队', unknown: '未知' };

/** The places still waiting in a line, first first. */
function waitingIn(db: Db, stationId: string, gunType: GunType): QueuePlaceRecord[] {
  return db.stationQueues
    .filter((q) => q.state === 'waiting' && q.stationId === stationId && q.gunType === gunType)
    .sort((a, b) => a.joinedAt - b.joinedAt || a.queueId.localeCompare(b.queueId));
}

/** How many drivers are in each line of a station: waiting, or with a gun held for them. */
export function queueCounts(db: Db, stationId: string): { fast: number; slow: number } {
  const count = (gunType: GunType) => db.stationQueues.filter((q) => q.stationId === stationId && q.gunType === gunType && (q.state === 'waiting' || q.state === 'offered')).length;
  return { fast: count('fast'), slow: count('slow') };
}

/** Minutes until a gun is likely free for each waiting place: each gun's current end, then a typical car after it. */
function estimatedWaits(db: Db, station: StationRecord, gunType: GunType, now: number): Map<string, number> {
  const guns: { at: number; powerKw: number }[] = [];
  for (const p of layout(station).filter((x) => x.gunType === gunType)) {
    const typical = typicalSessionMs(gunType, p.powerKw);
    for (const gunNo of p.gunNos) {
      const ours = liveSessionOn(db, p.pileCode, gunNo, now);
      const theirs = othersSessionOn(db, p.pileCode, gunNo);
      // A gun held for someone is about to be charged on.
      const at = ours ? (naturalEndOf(ours) ?? now + typical) : theirs ? theirs.endsAt : liveHoldOn(db, p.pileCode, gunNo) ? now + typical : now;
      guns.push({ at: Math.max(now, at), powerKw: p.powerKw });
    }
  }
  const waits = new Map<string, number>();
  if (!guns.length) return waits;
  for (const place of waitingIn(db, station.stationId, gunType)) {
    guns.sort((a, b) => a.at - b.at);
    const gun = guns[0] as { at: number; powerKw: number };
    waits.set(place.queueId, Math.ceil((gun.at - now) / MIN));
    gun.at += typicalSessionMs(gunType, gun.powerKw);
  }
  return waits;
}

export function placeView(db: Db, q: QueuePlaceRecord, now: number): QueuePlace {
  const station = db.stations.find((s) => s.stationId === q.stationId);
  const position = q.state === 'waiting' ? waitingIn(db, q.stationId, q.gunType).indexOf(q) + 1 : 0;
  const offer = (q.state === 'offered' || q.state === 'passed') && q.offerHoldId ? db.gunHolds.find((h) => h.holdId === q.offerHoldId) : undefined;
  const wait = q.state === 'waiting' && station ? (estimatedWaits(db, station, q.gunType, now).get(q.queueId) ?? null) : q.state === 'offered' ? 0 : null;
  return {
    queueId: q.queueId, stationId: q.stationId, stationName: station?.stationName ?? '', gunType: q.gunType, state: q.state, stateText: STATE_TEXT[q.state],
    position, estimatedWaitMinutes: wait, joinedAt: wireTime(q.joinedAt), offer: offer ? holdView(db, offer, now) : null, serverTime: wireTime(now),
  };
}

/** The driver's place in a line, waiting or offered a gun, if any. */
export function livePlaceOf(db: Db, driverId: string): QueuePlaceRecord | undefined {
  return db.stationQueues.find((q) => q.driverId === driverId && (q.state === 'waiting' || q.state === 'offered'));
}

function join(db: Db, driverId: string, input: Record<string, unknown>, now: number): QueuePlaceRecord {
  const stationId = str(input, 'stationId', '充电站');
  const gunType = oneOf(input, 'gunType', '充电枪类型', ['fast', 'slow'] as const);
  const station = db.stations.find((s) => s.stationId === stationId);
  if (!station) notFound('充电站不存在');
  if (station.openState === 0) throw new MockFail('0xd07010001', `${station.stationName}${station.openStateText}，暂不能排队`);
  const guns = pilesOf(db, station, now).filter((p) => p.gunType === gunType).flatMap((p) => p.guns);
  refuseIfHolding(db, driverId);
  if (!guns.length) badRequest(`该充电站没有${KIND_TEXT[gunType]}枪`);
  if (guns.some((g) => g.status === 'free')) throw new MockFail(CHARGER_ACCESS_CODES.gunFree, `有空闲的${KIND_TEXT[gunType]}枪，无需排队，可直接扫码充电`);
  const place: QueuePlaceRecord = { queueId: db.seq.next('SQ'), driverId, stationId, gunType, joinedAt: now, state: 'waiting', endedAt: null, offerHoldId: null };
  db.stationQueues.push(place);
  return place;
}

/**
 * A driver who starts charging no longer waits: a place still in a line (at this station or another) is left, and a
 * gun offered to them elsewhere goes to the next in line. The place whose offer the start used is already 'used'.
 */
export function leaveLinesOnStart(db: Db, driverId: string, now: number): void {
  const q = livePlaceOf(db, driverId);
  if (!q) return;
  const offer = q.state === 'offered' ? db.gunHolds.find((h) => h.holdId === q.offerHoldId && h.state === 'held') : undefined;
  Object.assign(q, { state: 'left', endedAt: now });
  if (offer) cancelHold(db, offer, now);
}

export function registerQueues(r: MockRouter) {
  r.post('/cps/v2/api/stationQueues', (ctx) => {
    const driver = ctx.requireDriver();
    return placeView(ctx.db, join(ctx.db, driver.driverId, ctx.req.input, ctx.now()), ctx.now());
  });

  r.post('/cps/v2/api/stationQueues/{queueId}/leave', (ctx) => {
    const driver = ctx.requireDriver();
    const now = ctx.now();
    bringAccessUpToDate(ctx.db, now);
    const q = ctx.db.stationQueues.find((x) => x.queueId === ctx.req.params.queueId && x.driverId === driver.driverId);
    if (!q) notFound('未找到该排队');
    // A second tap finds it left: the same answer.
    if (q.state === 'left') return placeView(ctx.db, q, now);
    if (q.state !== 'waiting' && q.state !== 'offered') throw new MockFail(CHARGER_ACCESS_CODES.notLive, q.state === 'used' ? '已使用为您保留的充电枪' : '为您保留的充电枪已过时，排队已结束');
    const offer = q.state === 'offered' ? ctx.db.gunHolds.find((h) => h.holdId === q.offerHoldId && h.state === 'held') : undefined;
    Object.assign(q, { state: 'left', endedAt: now });
    // The gun held for this driver goes to the next in line.
    if (offer) cancelHold(ctx.db, offer, now);
    return placeView(ctx.db, q, now);
  });
}
