import type { PlateColor } from '@/lib/wire';
import { formatPlate, plateKind } from '@/lib/plate';
import styles from './PlateBadge.module.css';

const COLOUR: Record<PlateColor, { className: string; spoken: string }> = {
  1: { className: styles.blue, spoken: '蓝牌' },
  2: { className: styles.yellow, spoken: '黄牌' },
  5: { className: styles.green, spoken: '绿牌' },
};

const SIZE = { small: styles.small, medium: undefined, large: styles.large } as const;

/** The colour a plate is drawn in when the server did not say: green for an 8-character new-energy plate. */
export function impliedPlateColor(plateNo: string): PlateColor {
  return plateKind(plateNo) === 'newEnergy' ? 5 : 1;
}

export interface PlateBadgeProps {
  plateNo: string;
  /** The server's plate colour; without it the plate's own form decides (blue, or green when new-energy). */
  plateColor?: PlateColor | null;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A plate as the road shows it: blue, yellow (large/medium vehicle, plateColor 2) or green (new-energy), always
 * written 京A·12345. The colour is also said in words for screen readers, since it is not only decoration.
 */
export function PlateBadge({ plateNo, plateColor, size = 'medium' }: PlateBadgeProps) {
  const colour = COLOUR[plateColor ?? impliedPlateColor(plateNo)] ?? COLOUR[1];
  return (
    <span className={[styles.plate, colour.className, SIZE[size]].filter(Boolean).join(' ')}>
      {formatPlate(plateNo)}
      <span className="sr-only">（{colour.spoken}）</span>
    </span>
  );
}
