import type { ReactNode } from 'react';
import styles from './InfoList.module.css';

/** Label / value rows of a detail card, as a description list (the labels never wrap). */
export function InfoList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.info}>
      {rows.map(([k, v]) => (
        <div key={k} className={styles.infoRow}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
