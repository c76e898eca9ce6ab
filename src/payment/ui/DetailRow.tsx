import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './DetailRow.module.css';

/** One label and value of a bill or an order: the label never wraps, the value takes the rest of the row. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <List.Item extra={<span className={styles.value}>{children}</span>} className={styles.detailRow}>
      <span className={styles.nowrap}>{label}</span>
    </List.Item>
  );
}
