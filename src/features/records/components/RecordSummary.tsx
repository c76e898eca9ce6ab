import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import styles from './RecordSummary.module.css';

/**
 * The head of a record's detail page: the lot, the amount that matters with what it is (实付金额, 待补缴), the state,
 * and a line more when there is one. `label` names the region (订单, 账单).
 */
export function RecordSummary({ label, parkName, amountLabel, cents, state, children }: {
  label: string;
  parkName: string;
  amountLabel: string;
  cents: number;
  /** The state as a StateTag. */
  state: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.summary} aria-label={label}>
      <p className={styles.park}>{parkName}</p>
      <p className={styles.fee}>
        <span className={styles.muted}>{amountLabel}</span>
        <strong>{formatMoney(cents)}</strong>
      </p>
      {state}
      {children && <p className={styles.muted}>{children}</p>}
    </section>
  );
}
