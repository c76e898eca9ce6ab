import type { StationDetail } from '@/api/cps/session.types';
import { saveTokens } from '@/session/tokens';
import { createMockBackend } from '@mocks/backend';
import { issueTokenPair } from '@mocks/db/tokens';
import { DRIVER_A } from '@mocks/db/ids';
import { createHandlers } from '@mocks/handlers';
import { server } from '../../../support/mockServer';

const DAY = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;
/** Real time when the file loaded: every moment chosen is a day or more after it. */
const REAL_NOW = Date.now();

/** The first Beijing 'HH:mm' more than a day after the file loaded, in epoch ms. */
export function beijingAt(hm: string): number {
  const minutes = Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));
  let t = Math.floor((REAL_NOW + BEIJING_MS) / DAY) * DAY - BEIJING_MS + minutes * 60_000;
  while (t <= REAL_NOW + DAY) t += DAY;
  return t;
}

let stoppedAt = REAL_NOW;
/**
 * A mock backend whose clock stands still until moved (the shared one's runs with real time): the estimate read
 * from the server's time and the start it sends meet the same millisecond, as if the driver tapped at once.
 */
export const still = createMockBackend({ now: () => stoppedAt });

/** The still backend answers this test from `ms`, seeded then (its seed's times follow its now), driver A signed in. */
export function serveStillFrom(ms: number) {
  stoppedAt = ms;
  still.reset();
  server.use(...createHandlers(still));
  saveTokens(issueTokenPair(still.db, DRIVER_A));
}

/** The still clock moved to `ms`. */
export function moveTo(ms: number) {
  stoppedAt = ms;
}

/** A's seed session ended and its unpaid bills were paid: nothing stands in the way of a new one. */
export function endSeedSession() {
  const seed = still.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  const past = still.clock.now() - 10 * 60_000;
  Object.assign(seed, { stopRequestedAt: past, stopConfirmedAt: past, leftAt: past });
  for (const o of still.db.chargingOrders) if (o.orderState === 2) Object.assign(o, { orderState: 3, orderStateText: '已完成', paidAt: past });
}

/** A free gun of the kind at the station, as its page shows it now. */
export function freeGun(station: StationDetail, kind: 'fast' | 'slow') {
  for (const pile of station.piles) {
    const gun = pile.gunType === kind ? pile.guns.find((g) => g.status === 'free') : undefined;
    if (gun) return { pile, gunNo: gun.gunNo };
  }
  throw new Error(`no free ${kind} gun at ${station.stationId}`);
}
