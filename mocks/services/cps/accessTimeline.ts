import type { Db } from '../../db';
import type { GunHoldRecord, OthersSessionRecord, QueuePlaceRecord } from '../../db/chargerAccess';
import type { GunType } from '../../../src/api/cps/gun.types';
import { nextWalkIn, seedOthersSessions, walkIn } from './othersSessions';
import { sessionAt } from './sessionModel';

/**
 * Holds and lines on the mock's clock. What happens to a gun depends on who was waiting when it freed, so the
 * moments since the last look are taken in order: another driver's car full, a session of the mock's drivers
 * ending, a hold running out. A freed gun goes to the first waiting in its station's line for that kind (held for
 * them 5 minutes, free of charge); with nobody waiting, after another driver's car the next walk-in takes it at once
 * (so without lines a station stays as busy as seeded), after anything else it is free. A session of the mock's own
 * drivers frees its gun when it ends, not when the car leaves: simpler, and what a pile reports.
 */
const MIN = 60_000;
/** How long a gun freed for the first in line is held for them. */
export const OFFER_MS = 5 * MIN;

export interface GunSpot {
  stationId: string;
  pileCode: string;
  gunNo: string;
  gunType: GunType;
}

export const gunKey = (pileCode: string, gunNo: string) => `${pileCode}${gunNo}`;

/** The first place waiting for a gun of this kind at `at` (joined by then), oldest first. */
export function firstWaiting(db: Db, stationId: string, gunType: GunType, at: number): QueuePlaceRecord | undefined {
  return db.stationQueues
    .filter((q) => q.state === 'waiting' && q.stationId === stationId && q.gunType === gunType && q.joinedAt <= at)
    .sort((a, b) => a.joinedAt - b.joinedAt || a.queueId.localeCompare(b.queueId))[0];
}

function offer(db: Db, place: QueuePlaceRecord, gun: GunSpot, at: number): GunHoldRecord {
  const hold: GunHoldRecord = {
    holdId: db.seq.next('GH'), origin: 'queue', driverId: place.driverId, stationId: gun.stationId, pileCode: gun.pileCode, gunNo: gun.gunNo,
    gunType: gun.gunType, feeCents: 0, createdAt: at, expiresAt: at + OFFER_MS, state: 'held', endedAt: null, usedBy: null, refundCents: null,
    queueId: place.queueId,
  };
  db.gunHolds.push(hold);
  place.state = 'offered';
  place.offerHoldId = hold.holdId;
  return hold;
}

/**
 * A gun comes free at `at`: offered to the first in line, or taken by a walk-in when another driver's car just
 * left it of itself (`after`), or free.
 */
export function releaseGun(db: Db, gun: GunSpot, at: number, after?: OthersSessionRecord): void {
  db.gunChangedAt[gunKey(gun.pileCode, gun.gunNo)] = at;
  const first = firstWaiting(db, gun.stationId, gun.gunType, at);
  if (first) offer(db, first, gun, at);
  else if (after && !after.forced) walkIn(db, after, at);
}

/** A hold ran out: a reservation's fee is kept, a line's offer passes to the next in line. */
function lapse(db: Db, hold: GunHoldRecord): void {
  hold.state = 'lapsed';
  hold.endedAt = hold.expiresAt;
  const place = hold.queueId ? db.stationQueues.find((q) => q.queueId === hold.queueId) : undefined;
  if (place && place.state === 'offered') Object.assign(place, { state: 'passed', endedAt: hold.expiresAt });
  releaseGun(db, hold, hold.expiresAt);
}

interface OwnEnd extends GunSpot {
  orderNo: string;
  at: number;
}

/** The mock's drivers' sessions that ended by now and whose guns have not been dealt with, soonest first. */
function ownEnds(db: Db, now: number): OwnEnd[] {
  const out: OwnEnd[] = [];
  for (const s of db.chargingSessions) {
    if (db.accessEndedOrders.has(s.orderNo)) continue;
    const at = sessionAt(s, now);
    const order = db.chargingOrders.find((o) => o.orderNo === s.orderNo);
    if ((at.state !== 'finished' && at.state !== 'failed') || at.endedAt === null || !order) continue;
    out.push({ orderNo: s.orderNo, at: at.endedAt, stationId: order.stationId, pileCode: s.pileCode, gunNo: s.gunNo, gunType: s.gunType });
  }
  return out.sort((a, b) => a.at - b.at);
}

function earliest<T>(items: T[], at: (x: T) => number, now: number): T | undefined {
  let best: T | undefined;
  for (const x of items) if (at(x) <= now && (best === undefined || at(x) < at(best))) best = x;
  return best;
}

/**
 * Where nobody waits in line, each car leaving is followed by the next walk-in and by nothing else: those guns are
 * moved on one by one (a clock moved on by weeks makes thousands of such turns), without the ordering lines need.
 */
function walkInsWhereNobodyWaits(db: Db, now: number): void {
  const waited = new Set(db.stationQueues.filter((q) => q.state === 'waiting').map((q) => `${q.stationId}|${q.gunType}`));
  db.othersSessions.forEach((o, i) => {
    if (o.forced || o.endsAt > now || waited.has(`${o.stationId}|${o.gunType}`)) return;
    let current = o;
    while (current.endsAt <= now) current = nextWalkIn(current, current.endsAt);
    db.gunChangedAt[gunKey(o.pileCode, o.gunNo)] = current.startedAt;
    db.othersSessions[i] = current;
  });
}

/** Takes every moment up to `now` in order; run before anything reads guns, holds or lines. */
export function bringAccessUpToDate(db: Db, now: number): void {
  seedOthersSessions(db);
  walkInsWhereNobodyWaits(db, now);
  const ends = ownEnds(db, now);
  for (;;) {
    const hold = earliest(db.gunHolds.filter((h) => h.state === 'held'), (h) => h.expiresAt, now);
    const own = ends.find((e) => !db.accessEndedOrders.has(e.orderNo));
    const other = earliest(db.othersSessions, (o) => o.endsAt, now);
    const at = Math.min(hold?.expiresAt ?? Infinity, own?.at ?? Infinity, other?.endsAt ?? Infinity);
    if (at === Infinity) return;
    if (hold && hold.expiresAt === at) {
      lapse(db, hold);
    } else if (own && own.at === at) {
      db.accessEndedOrders.add(own.orderNo);
      releaseGun(db, own, at);
    } else if (other) {
      db.othersSessions = db.othersSessions.filter((o) => o !== other);
      releaseGun(db, other, at, other);
    }
  }
}
