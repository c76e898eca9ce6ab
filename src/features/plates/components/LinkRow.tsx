import { List } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from '@/ui/Link';
import styles from './LinkRow.module.css';

/** A list row that opens another page: its label and current value are the link's name ('自动扣费 未开启'). */
export function LinkRow({ to, label, value }: { to: string; label: string; value: ReactNode }) {
  return (
    <List.Item arrowIcon={false}>
      <Link className={styles.rowLink} to={to}>
        <span className={styles.rowLabel}>{label}</span>
        <span className={styles.rowValue}> {value}</span>
        <RightOutline className={styles.chevron} aria-hidden="true" />
      </Link>
    </List.Item>
  );
}

/** A list row that states a fact: label on the left, value on the right. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <List.Item extra={children}>
      <span className={styles.rowLabel}>{label}</span>
    </List.Item>
  );
}
