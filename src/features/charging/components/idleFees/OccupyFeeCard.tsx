import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OccupyBillItem } from '@/api/cps/occupy.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime, formatDuration } from '@/lib/time';
import { ACCRUING_TEXT, feeHeadline } from './amount';
import { OccupyStateTag } from './OccupyStateTag';
import styles from './OccupyFeeCard.module.css';

/**
 * One idle fee, the whole card a link to its detail: station, state, when it started and for how long, the amount.
 * `note` is a last line for what the driver does next (去支付, 申诉处理中), where the list needs one.
 */
export function OccupyFeeCard({ fee, note }: { fee: OccupyBillItem; note?: ReactNode }) {
  const amount = feeHeadline(fee);
  return (
    <Link className={styles.card} to={href(paths.occupyBillDetail, { occupyOrderNo: fee.occupyOrderNo })}>
      <span className={styles.line}>
        <span className={styles.title}>{fee.stationName}</span>
        <OccupyStateTag fee={fee} />
      </span>
      <span className={styles.line}>
        <span className={styles.weak}>{formatDateTime(fee.startTime)} 开始计费</span>
        <span className={styles.weak}>已计 {formatDuration(fee.minutes)}</span>
      </span>
      <span className={styles.line}>
        {fee.accruing ? <span className={styles.live}>{ACCRUING_TEXT}</span> : <span className={styles.weak}>单号 {fee.occupyOrderNo}</span>}
        <span>
          <span className={styles.weak}>{amount.label} </span>
          {amount.cents !== null && <span className={[styles.money, fee.state === 1 && styles.moneyDue].filter(Boolean).join(' ')}>{formatMoney(amount.cents)}</span>}
        </span>
      </span>
      {note && <span className={`${styles.line} ${styles.cardNote}`}>{note}</span>}
    </Link>
  );
}
