import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import styles from './MoneyLine.module.css';

export interface MoneyLineProps {
  /** What the amount is (应付, 合计, 预计费用, 每月): read before it, in the same sentence. */
  label: ReactNode;
  /** Integer cents, or null while the amount is not known. */
  cents: number | null;
  /** What stands where an unknown amount would (计算中…, 暂无法计算); '—' by default. */
  pending?: ReactNode;
  /** What a zero amount says instead of 0.00元 (免费). */
  zero?: string;
  /** Words after the amount (· 3笔, · 分2张发票开具). */
  extra?: ReactNode;
  /** A status region: a screen reader says the new amount when it changes (a price worked out as the driver chooses). */
  live?: boolean;
  /** Placement by the container (flex: 1 in a bar). */
  className?: string;
}

/**
 * A label and an amount of money on one line, as a pay bar or a card shows what is to be paid: the amount from
 * integer cents through `@/lib/format`, large and in the colour of money due; on a narrow screen the label and the
 * amount wrap as wholes.
 */
export function MoneyLine({ label, cents, pending = '—', zero, extra, live = false, className }: MoneyLineProps) {
  return (
    <p className={className ? `${styles.moneyLine} ${className}` : styles.moneyLine} role={live ? 'status' : undefined}>
      <span className={styles.label}>{label}</span>{' '}
      {cents !== null ? <strong className={styles.amount}>{cents === 0 && zero ? zero : formatMoney(cents)}</strong> : <span className={styles.pending}>{pending}</span>}
      {extra ? <span className={styles.extra}> {extra}</span> : null}
    </p>
  );
}
