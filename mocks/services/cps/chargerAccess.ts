import type { MyChargerAccess } from '../../../src/api/cps/chargerAccess.types';
import type { Db } from '../../db';
import type { MockRouter } from '../../core/router';
import { wireTime } from '../../core/wireTime';
import { registerAccessControl } from './accessControl';
import { bringAccessUpToDate } from './accessTimeline';
import { registerAlternatives } from './alternatives';
import { holdView, liveHoldOf, registerHolds } from './holds';
import { livePlaceOf, placeView, registerQueues } from './queues';
import { registerReports } from './reports';
import { registerTrust } from './trust';

/** Getting to a working gun: holds, lines, reports, the stations nearby with a free gun, and their controls. */
export function registerChargerAccess(r: MockRouter) {
  registerHolds(r);
  registerQueues(r);
  registerReports(r);
  registerAlternatives(r);
  registerAccessControl(r);
  registerTrust(r);

  // What the driver has going now: a reservation counting down, or a place in line (with its offer); of what ended, only what ended by itself, recently.
  r.get('/cps/v2/api/chargerAccess/mine', (ctx) => {
    const driver = ctx.requireDriver();
    const now = ctx.now();
    bringAccessUpToDate(ctx.db, now);
    const hold = liveHoldOf(ctx.db, driver.driverId);
    const place = livePlaceOf(ctx.db, driver.driverId);
    const mine: MyChargerAccess = {
      hold: hold && hold.origin === 'reserve' ? holdView(ctx.db, hold, now) : null,
      queue: place ? placeView(ctx.db, place, now) : null,
      ...endedByThemselves(ctx.db, driver.driverId, now),
      serverTime: wireTime(now),
    };
    return mine;
  });
}

/** Told for this long after: long enough to be seen on coming back to the page, short enough not to linger. */
const TOLD_FOR_MS = 30 * 60_000;

/** The driver's newest reservation that ran out and newest line place whose offer passed on, recently. */
function endedByThemselves(db: Db, driverId: string, now: number): Pick<MyChargerAccess, 'lapsedHold' | 'passedPlace'> {
  const recent = (endedAt: number | null) => endedAt !== null && now - endedAt <= TOLD_FOR_MS;
  const newest = <T extends { endedAt: number | null }>(list: T[]) => list.sort((a, b) => (b.endedAt ?? 0) - (a.endedAt ?? 0))[0];
  const hold = newest(db.gunHolds.filter((h) => h.driverId === driverId && h.origin === 'reserve' && h.state === 'lapsed' && recent(h.endedAt)));
  const place = newest(db.stationQueues.filter((q) => q.driverId === driverId && q.state === 'passed' && recent(q.endedAt)));
  // A newer hold or place supersedes the note: it is about what the driver has now.
  const live = liveHoldOf(db, driverId) ?? livePlaceOf(db, driverId);
  if (live) return { lapsedHold: null, passedPlace: null };
  return { lapsedHold: hold ? holdView(db, hold, now) : null, passedPlace: place ? placeView(db, place, now) : null };
}
