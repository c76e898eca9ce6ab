import type { ReactNode } from 'react';
import styles from './Facts.module.css';

export interface FactsProps {
  /** Label and value pairs; a pair whose value is null, undefined, '' or false is left out. */
  rows: [string, ReactNode][];
  /** A little space above it: it sits under other lines of a card (a title, a state, an address). */
  spaced?: boolean;
}

/**
 * Label and value pairs of an order or a coupon, as a description list (a screen reader says each label with its
 * value): labels on the left, values right-aligned; a long value wraps under its label's row, never cut.
 */
export function Facts({ rows, spaced = false }: FactsProps) {
  return (
    <dl className={spaced ? `${styles.facts} ${styles.spaced}` : styles.facts}>
      {rows
        .filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false)
        .map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
