import { answersToKeep, servicesOf, type KeptAnswer } from '@/api/keptAnswers';
import { keepCopy } from '@/session/offlineCopies';
import { selectIsDriver } from '@/session/sessionSlice';
import type { AppStore } from '@/ui/storeTypes';
import { HOME_READS } from './keptHome';
import { ROOMS } from './rooms';

const resultsOf = (a: KeptAnswer | undefined) => (a?.data as { results?: unknown[] } | undefined)?.results ?? [];

/** The rooms index.html holds on the next first paint, for what these answers will draw there. */
function roomsFor(kept: KeptAnswer[]): string[] {
  const find = (endpoint: string) => kept.find((k) => k.endpoint === endpoint);
  const rooms: string[] = [];
  if (resultsOf(find('parkOrders')).length > 0) rooms.push(ROOMS.arrears);
  const count = (find('plateCount')?.data as { count?: number } | undefined)?.count;
  if (count === 0 && resultsOf(find('boundVehicleParkingBills')).length === 0 && resultsOf(find('chargingOrders')).length === 0) rooms.push(ROOMS.addCar);
  return rooms;
}

/**
 * While a driver's /home is open, keeps what it shows of theirs as the server last answered it (offline copies
 * `homeAnswers` and `homeRooms`): written when an answer arrives, not on every store change; never for a visitor
 * (sign-out clears the copies, and nothing is written after). Returns the unsubscribe.
 */
export function keepHome(store: Pick<AppStore, 'getState' | 'subscribe'>): () => void {
  const paths = servicesOf(HOME_READS);
  let seen = '';
  let services: unknown[] = [];
  const keep = () => {
    const root = store.getState();
    if (!selectIsDriver(root)) return;
    const state = root as unknown as Record<string, unknown>;
    const now = paths.map((path) => state[path]);
    if (now.every((s, i) => s === services[i])) return;
    services = now;
    const kept = answersToKeep(state, HOME_READS);
    const mark = kept.map((k) => `${k.endpoint}${JSON.stringify(k.arg)}@${k.at}`).join('|');
    if (mark === seen) return;
    seen = mark;
    keepCopy('homeAnswers', kept);
    keepCopy('homeRooms', roomsFor(kept));
  };
  keep();
  return store.subscribe(keep);
}
