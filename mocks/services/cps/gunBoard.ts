import type { Db } from '../../db';
import type { GunHoldRecord } from '../../db/chargerAccess';
import { gunKey } from './accessTimeline';
import { stableHash } from './othersSessions';
import { sessionAt } from './sessionModel';

/**
 * What the server last heard from a gun: the hold on it, and when its pile reported its state. A pile reports a
 * change at once (a session's start or end, a hold made or ended) and otherwise every 2 minutes, each pile at its
 * own phase; a pile that stopped reporting (db.pileSilences) was last heard when it stopped.
 */
const REPORT_EVERY_MS = 2 * 60_000;

/** The hold counting down on a gun, if any. */
export function liveHoldOn(db: Db, pileCode: string, gunNo: string): GunHoldRecord | undefined {
  return db.gunHolds.find((h) => h.state === 'held' && h.pileCode === pileCode && h.gunNo === gunNo);
}

/** Whether the pile has stopped reporting by `now`. */
export function pileSilentAt(db: Db, pileCode: string, now: number): boolean {
  return db.pileSilences.some((x) => x.pileCode === pileCode && x.since <= now);
}

export function gunReportedAt(db: Db, pileCode: string, gunNo: string, now: number): number {
  const silence = db.pileSilences.find((x) => x.pileCode === pileCode && x.since <= now);
  if (silence) return silence.since;
  const phase = stableHash(pileCode) % REPORT_EVERY_MS;
  const beat = now - ((((now - phase) % REPORT_EVERY_MS) + REPORT_EVERY_MS) % REPORT_EVERY_MS);
  let changed = db.gunChangedAt[gunKey(pileCode, gunNo)] ?? -Infinity;
  for (const s of db.chargingSessions) {
    if (s.pileCode !== pileCode || s.gunNo !== gunNo || s.createdAt > now) continue;
    const end = sessionAt(s, now).endedAt;
    changed = Math.max(changed, s.createdAt, end ?? -Infinity);
  }
  return Math.max(beat, Math.min(changed, now));
}
