import type { ReactNode } from 'react';
import { Link } from '@/ui/Link';
import { knownDistance } from '@/lib/format';
import styles from './LotCard.module.css';

export interface LotCardProps {
  /** Where the card goes (the feature's page of this lot, from `@/lib/paths`). */
  to: string;
  name: string;
  /** Metres from the driver; unknown (null, 0) leaves the distance out. */
  distance?: number | null;
  address?: string | null;
  /** What the feature says of the lot, under its address: `LotLine`s or weak text (`weak` class of its own). */
  children?: ReactNode;
}

/** A row of a lot card: the first part takes what room is left and wraps, the rest keeps its width on the right. */
export function LotLine({ children }: { children: ReactNode }) {
  return <span className={styles.line}>{children}</span>;
}

/**
 * A lot in a list of lots, the whole card one link: its name with the distance on the right, the address, then
 * what the feature adds (spaces left, prices, hours). Every line wraps; the card is at least a thumb high.
 */
export function LotCard({ to, name, distance, address, children }: LotCardProps) {
  const far = knownDistance(distance);
  return (
    <Link className={styles.card} to={to}>
      <span className={styles.line}>
        <span className={styles.name}>{name}</span>
        {far && <span className={styles.weak}>{far}</span>}
      </span>
      {address && <span className={styles.weak}>{address}</span>}
      {children}
    </Link>
  );
}
