import type { MyChargerAccess } from '../../../src/api/cps/chargerAccess.types';
import type { MockRouter } from '../../core/router';
import { wireTime } from '../../core/wireTime';
import { registerAccessControl } from './accessControl';
import { bringAccessUpToDate } from './accessTimeline';
import { registerAlternatives } from './alternatives';
import { holdView, liveHoldOf, registerHolds } from './holds';
import { livePlaceOf, placeView, registerQueues } from './queues';
import { registerReports } from './reports';

/** Getting to a working gun (issue 28): holds, lines, reports, the stations nearby with a free gun, and their controls. */
export function registerChargerAccess(r: MockRouter) {
  registerHolds(r);
  registerQueues(r);
  registerReports(r);
  registerAlternatives(r);
  registerAccessControl(r);

  // What the driver has going now: a reservation counting down, or a place in line (with its offer); ended ones are not shown.
  r.get('/cps/v2/api/chargerAccess/mine', (ctx) => {
    const driver = ctx.requireDriver();
    const now = ctx.now();
    bringAccessUpToDate(ctx.db, now);
    const hold = liveHoldOf(ctx.db, driver.driverId);
    const place = livePlaceOf(ctx.db, driver.driverId);
    const mine: MyChargerAccess = {
      hold: hold && hold.origin === 'reserve' ? holdView(ctx.db, hold, now) : null,
      queue: place ? placeView(ctx.db, place, now) : null,
      serverTime: wireTime(now),
    };
    return mine;
  });
}
