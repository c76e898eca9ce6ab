import { Link } from '@/ui/Link';
import type { DiffTimeViolation } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { VIOLATION_TONE } from '../text';
import { StateTag } from '@/ui/StateTag';
import styles from './ViolationItem.module.css';

/** One violation in the list: what happened, what it costs, where it stands; the whole card opens it. */
export function ViolationItem({ v }: { v: DiffTimeViolation }) {
  return (
    <Link className={styles.item} to={href(paths.violationRecord, { violationNo: v.violationNo })}>
      <span className={styles.line}>
        <span className={styles.title}>
          {v.kindText} · {v.parkName}
        </span>
        <StateTag tone={VIOLATION_TONE[v.state]}>{v.stateText}</StateTag>
      </span>
      <span className={styles.line}>
        <PlateBadge plateNo={v.plateNo} size="small" />
        <span className={v.state === 'unpaid' ? `${styles.money} ${styles.moneyDue}` : styles.money}>{formatMoney(v.feeCents)}</span>
      </span>
      <span className={styles.weak}>{v.description}</span>
      <span className={styles.weak}>离场 {formatDateTime(v.leaveTime)}</span>
    </Link>
  );
}
