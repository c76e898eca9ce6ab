import type { ReactNode } from 'react';
import { Link } from '@/ui/Link';
import { formatMoney } from '@/lib/format';
import styles from './FeeCard.module.css';

export interface FeeCardProps {
  /** The detail page: the whole card is the link. */
  to: string;
  title: string;
  tag: ReactNode;
  /** The second line, start and end; `detailWeak` draws both in the weak colour. */
  detail: [ReactNode, ReactNode];
  detailWeak?: boolean;
  /** Before the amount: when it started, its number; `leadLive` when it says the fee still runs. */
  lead: ReactNode;
  leadLive?: boolean;
  /** The amount that matters now; `cents` null leaves the label alone, `due` marks what is still to pay. */
  amount: { label: string; cents: number | null; due: boolean };
  /** A last line for what the driver does next, where the list needs one. */
  note?: ReactNode;
}

/** A charging bill or an idle fee in a list: title and state, a line of detail, the amount. */
export function FeeCard({ to, title, tag, detail, detailWeak = false, lead, leadLive = false, amount, note }: FeeCardProps) {
  const detailClass = detailWeak ? styles.weak : undefined;
  return (
    <Link className={styles.card} to={to}>
      <span className={styles.line}>
        <span className={styles.title}>{title}</span>
        {tag}
      </span>
      <span className={styles.line}>
        <span className={detailClass}>{detail[0]}</span>
        <span className={detailClass}>{detail[1]}</span>
      </span>
      <span className={styles.line}>
        <span className={leadLive ? styles.live : styles.weak}>{lead}</span>
        <span>
          <span className={styles.weak}>{amount.label} </span>
          {amount.cents !== null && <span className={[styles.money, amount.due && styles.moneyDue].filter(Boolean).join(' ')}>{formatMoney(amount.cents)}</span>}
        </span>
      </span>
      {note && <span className={`${styles.line} ${styles.cardNote}`}>{note}</span>}
    </Link>
  );
}
