import { useMyChargerAccessQuery } from '@/api/cps/chargerAccess';
import type { GunHold } from '@/api/cps/chargerAccess.types';

/** The gun held for this driver at this pile (their reservation, or their turn in line), if any: theirs to start on. */
export function useHeldForMe(pileCode: string): GunHold | null {
  return useHoldAt(pileCode)?.hold ?? null;
}

/** The same, with the server's clock of the answer that told it (for the hold's countdown). */
export function useHoldAt(pileCode: string): { hold: GunHold; serverTime: string; readAt: number } | null {
  const access = useMyChargerAccessQuery(undefined, { refetchOnMountOrArgChange: true });
  const d = access.data;
  const hold = d?.hold?.state === 'held' ? d.hold : d?.queue?.state === 'offered' ? d.queue.offer : null;
  return d && hold && hold.pileCode === pileCode ? { hold, serverTime: d.serverTime, readAt: access.fulfilledTimeStamp ?? Date.now() } : null;
}
