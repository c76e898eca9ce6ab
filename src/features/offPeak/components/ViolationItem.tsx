import { Link } from 'react-router-dom';
import type { DiffTimeViolation } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { VIOLATION_TONE } from '../text';
import { StateTag } from './StateTag';
import '../offPeak.css';

/** One violation in the list: what happened, what it costs, where it stands; the whole card opens it. */
export function ViolationItem({ v }: { v: DiffTimeViolation }) {
  return (
    <Link className="op-item" to={href(paths.violationRecord, { violationNo: v.violationNo })}>
      <span className="op-line">
        <span className="op-title">
          {v.kindText} · {v.parkName}
        </span>
        <StateTag text={v.stateText} tone={VIOLATION_TONE[v.state]} />
      </span>
      <span className="op-line">
        <PlateBadge plateNo={v.plateNo} size="small" />
        <span className={v.state === 'unpaid' ? 'op-money op-money--due' : 'op-money'}>{formatMoney(v.feeCents)}</span>
      </span>
      <span className="op-weak">{v.description}</span>
      <span className="op-weak">离场 {formatDateTime(v.leaveTime)}</span>
    </Link>
  );
}
