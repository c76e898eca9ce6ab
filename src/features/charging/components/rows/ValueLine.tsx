import type { ReactNode } from 'react';
import styles from './ValueLine.module.css';

/**
 * A list row's name and its value (a price, free guns, the guns' states), as the row's content. Not antd's `extra`:
 * that keeps a column of its own and, with 长辈模式's 18 px text at 390 px, squeezed the name and the description
 * under it into a narrow strip broken every few characters. Here the value goes under the name (still at the right)
 * when both do not fit, and the row's description keeps the row's whole width.
 */
export function ValueLine({ label, value }: { label: ReactNode; value?: ReactNode }) {
  return (
    <span className={styles.line}>
      <span>{label}</span>
      {value && <span className={styles.value}>{value}</span>}
    </span>
  );
}
