import type { Db } from '../../db';
import type { StationRecord } from '../../db/charging';
import type { GunType } from '../../../src/api/cps/gun.types';
import type { ExpectedFree, PileTrust, StationTrust } from '../../../src/api/cps/stationTrust.types';
import type { StationTrustSummary } from '../../../src/api/cps/trust.types';
import { badRequest, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { optNum, str } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import { distanceMetres } from '../dealer/geo';
import { bringAccessUpToDate } from './accessTimeline';
import { liveHoldOn } from './gunBoard';
import { naturalEndOf, othersSessionOn, stableHash } from './othersSessions';
import { layout, type PileLayout } from './pileLayout';
import { liveSessionOn } from './piles';
import { sessionAt } from './sessionModel';

/**
 * Trusting a charger: each pile's starts over the last 30 days — the platform's session log of every driver (the
 * seed's history before the mock started, the other drivers' sessions, the mock's own drivers' sessions, and the
 * starts a pile refused, which leave no session) — and the guns likely free when the driver arrives.
 *
 * The seed's history is made from the piles' codes (the same every start): a few starts a gun a day at the hours
 * drivers charge, most of them working. 王府井's 2号直流桩 (200102) often fails and its last three starts failed;
 * every pile of 北海公园 (S2006, 设备维护中) failed its last three; 国家大剧院's 5号交流桩 (200305) has too few starts.
 */
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const WINDOW_MS = 30 * DAY;
const BEIJING_MS = 8 * HOUR;
/** City driving, door to door: what an arrival time from a distance assumes. */
const CITY_KMH = 25;
const DEFAULT_ARRIVE_MINUTES = 30;
const MAX_SUMMARY_STATIONS = 50;
export const PILES_BASIS = '本平台近30天充电记录';
export const FREE_BASIS = '近30天同时段使用情况与当前充电会话';

/** One start asked of a gun: whether it charged, and when its session ended (a failed start ends at once). */
interface StartRecord {
  pileCode: string;
  gunNo: string;
  at: number;
  ok: boolean;
  endsAt: number;
}

/** How busy drivers make a station through the day (Beijing hours 0–23): evenings and lunchtime most. */
const HOUR_WEIGHTS = [1, 1, 1, 1, 1, 1, 2, 4, 6, 6, 5, 5, 6, 5, 4, 4, 5, 6, 8, 9, 8, 6, 3, 2];
const WEIGHT_SUM = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

function hourFor(h: number): number {
  let left = h % WEIGHT_SUM;
  for (let i = 0; i < 24; i++) {
    left -= HOUR_WEIGHTS[i] as number;
    if (left < 0) return i;
  }
  return 23;
}

/** The share of starts that fail on a pile: mostly 0–7 %, 王府井's 2号直流桩 40 %. */
function failRate(pileCode: string): number {
  return pileCode === '200102' ? 0.4 : (stableHash(`fail${pileCode}`) % 8) / 100;
}

/** The seed's history of one pile: the 30 days before the mock started. */
function historyOf(station: StationRecord, p: PileLayout, seededAt: number): StartRecord[] {
  const out: StartRecord[] = [];
  const dayStart = seededAt - ((seededAt + BEIJING_MS) % DAY);
  const perDay = p.gunType === 'fast' ? 4 : 2;
  const lengthMs = p.gunType === 'fast' ? 50 * MIN : 4 * HOUR;
  const sparse = p.pileCode === '200305';
  for (const gunNo of p.gunNos) {
    for (let d = 30; d >= 1; d--) {
      const count = sparse ? (d === 15 && gunNo === p.gunNos[0] ? 1 : 0) : perDay + (stableHash(`${p.pileCode}${gunNo}${d}`) % 3);
      for (let i = 0; i < count; i++) {
        const h = stableHash(`${p.pileCode}${gunNo}${d}#${i}`);
        const at = dayStart - d * DAY + hourFor(h) * HOUR + ((h >>> 8) % 60) * MIN;
        if (at >= seededAt) continue;
        const ok = (h >>> 16) % 100 >= failRate(p.pileCode) * 100;
        out.push({ pileCode: p.pileCode, gunNo, at, ok, endsAt: ok ? at + lengthMs : at });
      }
    }
  }
  // The piles whose last three starts failed: nothing in their last 4 hours but three failed starts, one an hour.
  if (p.pileCode === '200102' || station.openState === 0) {
    const failed = [3, 2, 1].map((h): StartRecord => ({ pileCode: p.pileCode, gunNo: p.gunNos[0] ?? 'A', at: seededAt - h * HOUR, ok: false, endsAt: seededAt - h * HOUR }));
    return [...out.filter((s) => s.at < seededAt - 4 * HOUR), ...failed];
  }
  return out;
}

const histories = new WeakMap<Db, Map<string, StartRecord[]>>();
const refusedStarts = new WeakMap<Db, StartRecord[]>();

/** A start the pile refused (offline): it leaves no session, but counts against the pile. */
export function recordRefusedStart(db: Db, pileCode: string, gunNo: string, at: number): void {
  const list = refusedStarts.get(db) ?? [];
  list.push({ pileCode, gunNo, at, ok: false, endsAt: at });
  refusedStarts.set(db, list);
}

function seedHistory(db: Db, station: StationRecord, p: PileLayout): StartRecord[] {
  let byPile = histories.get(db);
  if (!byPile) {
    byPile = new Map();
    histories.set(db, byPile);
  }
  let list = byPile.get(p.pileCode);
  if (!list) {
    list = historyOf(station, p, db.seededAt);
    byPile.set(p.pileCode, list);
  }
  return list;
}

/** Every start of a pile that the log holds, oldest first. */
function startsOf(db: Db, station: StationRecord, p: PileLayout, now: number): StartRecord[] {
  const all: StartRecord[] = [...seedHistory(db, station, p)];
  for (const s of db.chargingSessions) {
    if (s.pileCode !== p.pileCode) continue;
    const at = sessionAt(s, now);
    if (at.chargingStartedAt !== null) all.push({ pileCode: s.pileCode, gunNo: s.gunNo, at: s.createdAt, ok: true, endsAt: at.endedAt ?? now });
    else if (at.state === 'failed') all.push({ pileCode: s.pileCode, gunNo: s.gunNo, at: s.createdAt, ok: false, endsAt: s.createdAt });
  }
  for (const o of db.othersSessions) if (o.pileCode === p.pileCode) all.push({ pileCode: o.pileCode, gunNo: o.gunNo, at: o.startedAt, ok: true, endsAt: o.endsAt });
  for (const r of refusedStarts.get(db) ?? []) if (r.pileCode === p.pileCode) all.push(r);
  return all.filter((s) => s.at <= now && now - s.at <= WINDOW_MS).sort((a, b) => a.at - b.at);
}

function pileTrust(db: Db, station: StationRecord, p: PileLayout, now: number): PileTrust {
  const starts = startsOf(db, station, p, now);
  const ok = starts.filter((s) => s.ok);
  const lastThree = starts.slice(-3);
  const lastOk = ok[ok.length - 1];
  return {
    pileCode: p.pileCode, pileName: p.pileName, gunType: p.gunType, starts30d: starts.length, succeeded30d: ok.length,
    lastSuccessAt: lastOk ? wireTime(lastOk.at) : null, lastThreeFailed: lastThree.length === 3 && lastThree.every((s) => !s.ok),
  };
}

/** The share of a kind's guns in use at a Beijing hour, over the 30 days' log. */
function usageAt(db: Db, station: StationRecord, piles: PileLayout[], hour: number, now: number): number {
  const guns = piles.reduce((n, p) => n + p.gunNos.length, 0);
  if (!guns) return 0;
  let busyMs = 0;
  for (const p of piles) {
    for (const s of startsOf(db, station, p, now)) {
      if (!s.ok) continue;
      // The part of the session inside that hour, on each day it ran, up to now (a session running now counts so far).
      const end = Math.min(s.endsAt, now);
      for (let t = s.at - (s.at % HOUR); t < end; t += HOUR) {
        if (new Date(t + BEIJING_MS).getUTCHours() !== hour) continue;
        busyMs += Math.max(0, Math.min(end, t + HOUR) - Math.max(s.at, t));
      }
    }
  }
  return Math.min(0.95, busyMs / (30 * HOUR * guns));
}

function arrivalOf(station: StationRecord, input: Record<string, unknown>, now: number): number {
  const minutes = optNum(input, 'arriveInMinutes');
  if (minutes !== undefined) {
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > 24 * 60) badRequest('预计到达时间不正确');
    return now + minutes * MIN;
  }
  const lng = optNum(input, 'lng');
  const lat = optNum(input, 'lat');
  if (lng === undefined || lat === undefined) return now + DEFAULT_ARRIVE_MINUTES * MIN;
  const metres = distanceMetres({ lng, lat }, { lng: station.longitude, lat: station.latitude });
  // Rounded up to 5 minutes: a promise of the minute would be a false precision.
  const drive = Math.max(5, Math.ceil(metres / ((CITY_KMH * 1000) / 60) / 5) * 5);
  return now + drive * MIN;
}

/**
 * Guns likely free at the arrival: of each kind, those whose session now (the mock's drivers' or the others') will
 * have ended and that nobody holds, less the drivers waiting in line, less the share that station's drivers take at
 * that hour (30 days' log); a pile whose last three starts failed is not counted.
 */
function expectedFree(db: Db, station: StationRecord, arriveAt: number, trust: PileTrust[], now: number): ExpectedFree {
  const hour = new Date(arriveAt + BEIJING_MS).getUTCHours();
  const piles = layout(station);
  const count = (gunType: GunType): number => {
    if (station.openState === 0) return 0;
    const ofKind = piles.filter((p) => p.gunType === gunType);
    let free = 0;
    for (const p of ofKind) {
      if (trust.find((t) => t.pileCode === p.pileCode)?.lastThreeFailed) continue;
      for (const gunNo of p.gunNos) {
        const ours = liveSessionOn(db, p.pileCode, gunNo, now);
        const theirs = othersSessionOn(db, p.pileCode, gunNo);
        const busyUntil = ours ? (naturalEndOf(ours) ?? Infinity) : theirs ? theirs.endsAt : liveHoldOn(db, p.pileCode, gunNo) ? Infinity : now;
        if (busyUntil <= arriveAt) free++;
      }
    }
    const waiting = db.stationQueues.filter((q) => q.stationId === station.stationId && q.gunType === gunType && (q.state === 'waiting' || q.state === 'offered')).length;
    const left = Math.max(0, free - waiting);
    return Math.max(0, Math.round(left * (1 - usageAt(db, station, ofKind, hour, now))));
  };
  return { arriveAt: wireTime(arriveAt), guns: { fast: count('fast'), slow: count('slow') }, basis: FREE_BASIS };
}

export function stationTrust(db: Db, station: StationRecord, input: Record<string, unknown>, now: number): StationTrust {
  bringAccessUpToDate(db, now);
  const piles = layout(station).map((p) => pileTrust(db, station, p, now));
  const lng = optNum(input, 'lng');
  const lat = optNum(input, 'lat');
  const distanceMeters = lng === undefined || lat === undefined ? null : Math.round(distanceMetres({ lng, lat }, { lng: station.longitude, lat: station.latitude }));
  return {
    stationId: station.stationId,
    distanceMeters,
    piles,
    expectedFree: expectedFree(db, station, arrivalOf(station, input, now), piles, now),
    basis: PILES_BASIS,
    serverTime: wireTime(now),
  };
}

export function trustSummary(db: Db, station: StationRecord, now: number): StationTrustSummary {
  const piles = layout(station).map((p) => pileTrust(db, station, p, now));
  return {
    stationId: station.stationId,
    starts30d: piles.reduce((n, p) => n + p.starts30d, 0),
    succeeded30d: piles.reduce((n, p) => n + p.succeeded30d, 0),
    allPilesFailing: piles.length > 0 && piles.every((p) => p.lastThreeFailed),
  };
}

export function registerTrust(r: MockRouter) {
  r.get('/cps/v2/api/stations/{stationId}/trust', (ctx) => {
    const station = ctx.db.stations.find((s) => s.stationId === ctx.req.params.stationId);
    if (!station) notFound('充电站不存在');
    return stationTrust(ctx.db, station, ctx.req.query, ctx.now());
  });

  r.get('/cps/v2/api/stationTrust', (ctx) => {
    const ids = [...new Set(str(ctx.req.query, 'stationIds', '充电站').split(',').map((x) => x.trim()).filter(Boolean))];
    if (ids.length > MAX_SUMMARY_STATIONS) badRequest(`一次最多查询${MAX_SUMMARY_STATIONS}个充电站`);
    const now = ctx.now();
    bringAccessUpToDate(ctx.db, now);
    // An unknown id is left out: a list may hold a station the operator has since removed.
    return ids.flatMap((id) => {
      const station = ctx.db.stations.find((s) => s.stationId === id);
      return station ? [trustSummary(ctx.db, station, now)] : [];
    });
  });
}
