import { useDriverPosition } from '@/platform/useDriverPosition';
import type { Position } from '@/platform/types';

export interface HomePosition {
  /** null while locating. */
  position: Position | null;
  /** True when locating failed and the position is the stored one or the city centre ('停车点查询失败'). */
  failed: boolean;
}

/** Home's nearby lists centre on the driver, or on the fallback when locating fails. */
export function useHomePosition(): HomePosition {
  const { position, source } = useDriverPosition();
  return { position, failed: source === 'stored' || source === 'centre' };
}
