import type { PlateColor } from '@/api/types/envelope';
import { formatPlate } from '@/lib/plate';

const COLOR_CLASS: Record<PlateColor, string> = { 1: 'pl-badge--blue', 2: 'pl-badge--yellow', 5: 'pl-badge--green' };

/** A plate drawn in its colour: blue, yellow (large/medium vehicle) or green (new-energy). */
export function PlateBadge({ plateNo, plateColor, large = false }: { plateNo: string; plateColor: PlateColor; large?: boolean }) {
  return <span className={`pl-badge ${COLOR_CLASS[plateColor]}${large ? ' pl-badge--large' : ''}`}>{formatPlate(plateNo)}</span>;
}
