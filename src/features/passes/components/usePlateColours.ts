import { useMemo } from 'react';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import type { PlateColor } from '@/lib/wire';

/**
 * The colours of the driver's bound plates: pass records name plates without colours, and a yellow (large vehicle)
 * plate cannot be told from its number. Plates not bound are drawn from their form (blue, or green when new-energy).
 */
export function usePlateColours(): ReadonlyMap<string, PlateColor> {
  const { data } = useBoundPlatesQuery();
  return useMemo(() => new Map((data?.results ?? []).map((p) => [p.plateNo, p.plateColor])), [data]);
}
