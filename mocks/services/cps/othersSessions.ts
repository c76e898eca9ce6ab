import type { ChargingSessionRecord } from '../../db/charging';
import type { OthersSessionRecord } from '../../db/chargerAccess';
import type { Db } from '../../db';
import type { GunType } from '../../../src/api/cps/gun.types';
import { layout } from './pileLayout';
import { sessionAt } from './sessionModel';

/**
 * The drivers the mock does not know: each gun the seed's layout gives to other drivers carries a session of theirs,
 * a car of a size and charge picked from the gun's number (so every start of the mock is the same), run by the same
 * pile model as the mock's own drivers' sessions, so each has an end. When one ends the next walk-in takes the gun
 * unless someone waits in line (accessTimeline.ts).
 */
const MIN = 60_000;
/** Far enough on for any session of the model to have ended. */
const FOREVER = 8_640_000_000_000_000;
/** A seeded session has at least this long to go, so nothing is due at the seed's own moment. */
const SEED_MIN_LEFT_MS = 6 * MIN;

/** FNV-1a: the same text always gives the same number. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

interface Car {
  batteryKwh: number;
  socStart: number;
}

/** DC: 55–75 kWh cars arriving at 15–49 %; AC: 40–60 kWh at 35–74 %. */
function carFor(key: string, gunType: GunType): Car {
  const h = stableHash(key);
  return gunType === 'fast'
    ? { batteryKwh: 55 + (h % 5) * 5, socStart: 15 + ((h >>> 3) % 35) }
    : { batteryKwh: 40 + (h % 5) * 5, socStart: 35 + ((h >>> 3) % 40) };
}

/** A session as the pile model reads it: plugged in at the start, charging to full. */
export function pileSession(p: { id: string; pileCode: string; gunNo: string; gunType: GunType; powerKw: number; startedAt: number } & Car): ChargingSessionRecord {
  return {
    orderNo: p.id, pileCode: p.pileCode, gunNo: p.gunNo, gunType: p.gunType, powerKw: p.powerKw, createdAt: p.startedAt, pluggedAt: p.startedAt,
    batteryKwh: p.batteryKwh, socStart: p.socStart, energyCentsPerKwh: 0, serviceCentsPerKwh: 0, stopCondition: { type: 'full' }, payMode: 'balance',
    cardNo: null, stopRequestedAt: null, stopConfirmedAt: null, ignoredStops: 0, noEnergy: false, settled: true, leftAt: null,
  };
}

/** When the pile ends a session left to run (null when it never would). */
export function naturalEndOf(s: ChargingSessionRecord): number | null {
  return sessionAt(s, FOREVER).endedAt;
}

/** How long a car like the mock's own drivers' (75 kWh at 30 %) holds a gun of this kind: what a line's estimate assumes of whoever takes a gun next. */
export function typicalSessionMs(gunType: GunType, powerKw: number): number {
  const end = naturalEndOf(pileSession({ id: 'typical', pileCode: '', gunNo: '', gunType, powerKw, startedAt: 0, batteryKwh: 75, socStart: 30 }));
  return end ?? 0;
}

type Gun = Pick<OthersSessionRecord, 'stationId' | 'pileCode' | 'gunNo' | 'gunType' | 'powerKw'>;
const gunOf = (o: Gun): Gun => ({ stationId: o.stationId, pileCode: o.pileCode, gunNo: o.gunNo, gunType: o.gunType, powerKw: o.powerKw });

/** How long each kind of car holds a gun to full: the same whenever it starts, and asked for every walk-in of a long clock jump. */
const lengths = new Map<string, number>();
function lengthOf(gun: Gun, car: Car): number {
  const key = `${gun.gunType}|${gun.powerKw}|${car.batteryKwh}|${car.socStart}`;
  let ms = lengths.get(key);
  if (ms === undefined) {
    ms = naturalEndOf(pileSession({ ...gun, id: key, startedAt: 0, ...car })) ?? FOREVER;
    lengths.set(key, ms);
  }
  return ms;
}

function sessionFor(gun: Gun, generation: number, startedAt: number): OthersSessionRecord {
  const sessionId = `${gun.pileCode}${gun.gunNo}#${generation}`;
  const car = carFor(sessionId, gun.gunType);
  return { ...gun, sessionId, generation, startedAt, ...car, endsAt: startedAt + lengthOf(gun, car), forced: false };
}

/**
 * The seed's other drivers, made once at the seed's time: on each gun the layout gives them at an open station,
 * unless one of the mock's own drivers charges there (then that session is theirs), a session some way through.
 */
export function seedOthersSessions(db: Db): void {
  if (db.othersSeeded) return;
  db.othersSeeded = true;
  const at = db.seededAt;
  for (const station of db.stations) {
    if (station.openState === 0) continue;
    for (const p of layout(station)) {
      p.gunNos.forEach((gunNo, g) => {
        if (g < p.gunNos.length - p.othersHold) return;
        const ours = db.chargingSessions.some((s) => s.pileCode === p.pileCode && s.gunNo === gunNo && !['finished', 'failed'].includes(sessionAt(s, at).state));
        if (ours) return;
        const gun: Gun = { stationId: station.stationId, pileCode: p.pileCode, gunNo, gunType: p.gunType, powerKw: p.powerKw };
        const whole = sessionFor(gun, 0, at);
        const length = whole.endsAt - at;
        // Somewhere between a tenth and nine tenths through, with a few minutes left at least.
        const share = 0.1 + ((stableHash(`${p.pileCode}${gunNo}`) >>> 5) % 81) / 100;
        const elapsed = Math.max(0, Math.min(length * share, length - SEED_MIN_LEFT_MS));
        db.othersSessions.push(sessionFor(gun, 0, at - Math.round(elapsed)));
      });
    }
  }
}

/** The next driver who was waiting nearby (not in the app's line) takes the gun the moment its last car leaves. */
export function nextWalkIn(after: OthersSessionRecord, at: number): OthersSessionRecord {
  return sessionFor(gunOf(after), after.generation + 1, at);
}

export function walkIn(db: Db, after: OthersSessionRecord, at: number): OthersSessionRecord {
  const next = nextWalkIn(after, at);
  db.othersSessions.push(next);
  return next;
}

/** The other driver's session on a gun now, if any (an ended one leaves the table when its end is dealt with). */
export function othersSessionOn(db: Db, pileCode: string, gunNo: string): OthersSessionRecord | undefined {
  return db.othersSessions.find((o) => o.pileCode === pileCode && o.gunNo === gunNo);
}
