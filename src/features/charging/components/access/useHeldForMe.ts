import { useMyChargerAccessQuery } from '@/api/cps/chargerAccess';
import type { GunHold } from '@/api/cps/chargerAccess.types';

/** The gun held for this driver at this pile (their reservation, or their turn in line), if any: theirs to start on. */
export function useHeldForMe(pileCode: string): GunHold | null {
  const access = useMyChargerAccessQuery(undefined, { refetchOnMountOrArgChange: true });
  const d = access.data;
  const hold = d?.hold?.state === 'held' ? d.hold : d?.queue?.state === 'offered' ? d.queue.offer : null;
  return hold && hold.pileCode === pileCode ? hold : null;
}
