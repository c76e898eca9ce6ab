import { useDriverPosition } from '@/platform/useDriverPosition';
import type { Position } from '@/platform/types';

export interface HomePosition {
  /** null while locating. */
  position: Position | null;
  /**
   * Where the lists centre instead when the driver could not be located: the last stored position or the city
   * centre; null when located (or still locating). Not a failed query: the lists still load from there.
   */
  fallback: 'stored' | 'centre' | 'refused' | null;
}

/** Home's nearby lists centre on the driver, or on the fallback when locating fails. */
export function useHomePosition(): HomePosition {
  const { position, source } = useDriverPosition();
  return { position, fallback: source === 'stored' || source === 'centre' || source === 'refused' ? source : null };
}
