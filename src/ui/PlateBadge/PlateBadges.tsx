import type { PlateColor } from '@/lib/wire';
import { PlateBadge } from './PlateBadge';
import styles from './PlateBadges.module.css';

export interface PlateBadgesProps {
  plates: readonly string[];
  /** The plates' colours where known (the driver's bound plates); the others are drawn from their form. */
  colours?: ReadonlyMap<string, PlateColor>;
  /** Names them as a list (车辆); without it they run inline in a line of text (a record's row). */
  label?: string;
  /** Layout only (where they sit in a line). */
  className?: string;
}

/** Several plates side by side, small, wrapping: a pass's, an order's that covers several cars. */
export function PlateBadges({ plates, colours, label, className }: PlateBadgesProps) {
  const badge = (p: string) => <PlateBadge key={p} plateNo={p} plateColor={colours?.get(p)} size="small" />;
  if (!label) return <span className={className ? `${styles.inline} ${className}` : styles.inline}>{plates.map(badge)}</span>;
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list} aria-label={label}>
      {plates.map((p) => (
        <li key={p}>{badge(p)}</li>
      ))}
    </ul>
  );
}
