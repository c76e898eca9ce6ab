import { useMyChargerAccessQuery } from '@/api/cps/chargerAccess';
import type { GunHold, MyChargerAccess } from '@/api/cps/chargerAccess.types';
import { parseServerTime } from '@/lib/time';

/** The gun held for this driver anywhere (their reservation, or their turn in line), if any. */
export function heldGun(access: MyChargerAccess | undefined): GunHold | null {
  return access?.hold?.state === 'held' ? access.hold : access?.queue?.state === 'offered' ? access.queue.offer : null;
}

/** When a hold ends and the server's now of the answer that told it, as a Countdown takes them; null if unreadable. */
export function holdDeadline(hold: GunHold, serverTime: string): { until: number; serverNow: number } | null {
  const until = parseServerTime(hold.expiresAt)?.valueOf();
  const serverNow = parseServerTime(serverTime)?.valueOf();
  return until === undefined || serverNow === undefined ? null : { until, serverNow };
}

/** The gun held for this driver at this pile (their reservation, or their turn in line), if any: theirs to start on. */
export function useHeldForMe(pileCode: string): GunHold | null {
  return useHoldAt(pileCode)?.hold ?? null;
}

/** The same, with the server's clock of the answer that told it (for the hold's countdown). */
export function useHoldAt(pileCode: string): { hold: GunHold; serverTime: string; readAt: number } | null {
  const access = useMyChargerAccessQuery(undefined, { refetchOnMountOrArgChange: true });
  const d = access.data;
  const hold = heldGun(d);
  return d && hold && hold.pileCode === pileCode ? { hold, serverTime: d.serverTime, readAt: access.fulfilledTimeStamp ?? Date.now() } : null;
}
