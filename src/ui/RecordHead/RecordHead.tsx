import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import styles from './RecordHead.module.css';

export interface RecordHeadProps {
  /** Names the region (账单, 订单, 开票状态); without it the head is part of a region around it. */
  label?: string;
  /** A line above the rest: what the record is about (the lot's name). */
  title?: string;
  /** What the amount is (实付金额, 待补缴, 开票金额). */
  amountLabel: string;
  cents: number;
  /** The state, as a StateTag. */
  state: ReactNode;
  /** The state above the amount, when the state is the record's news (an invoice being made, made, failed). */
  stateFirst?: boolean;
  /** What the state means and what to do about it, under the rest. */
  children?: ReactNode;
}

/** The head of a record's page as one centred card: what it is about, the amount that matters and what it is, the state, a note. */
export function RecordHead({ label, title, amountLabel, cents, state, stateFirst = false, children }: RecordHeadProps) {
  const Box = label ? 'section' : 'div';
  return (
    <Box className={styles.head} aria-label={label}>
      {title && <p className={styles.title}>{title}</p>}
      {stateFirst && state}
      <p className={styles.amount}>
        <span className={styles.amountLabel}>{amountLabel}</span>
        <strong className={styles.money}>{formatMoney(cents)}</strong>
      </p>
      {!stateFirst && state}
      {children && <div className={styles.note}>{children}</div>}
    </Box>
  );
}
