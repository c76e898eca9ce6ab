import { Link } from 'react-router-dom';
import type { BerthApply } from '@/api/booking/owner.types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { StateTag } from '../components/StateTag';
import { APPLY_TONE } from '../text';
import '../offPeak.css';

/** One application: the space, when, where it stands; the whole card opens its result. */
export function ApplyItem({ a }: { a: BerthApply }) {
  return (
    <Link className="op-item" to={href(paths.userApplyResult, { applyNo: a.applyNo })}>
      <span className="op-line">
        <span className="op-title">
          {a.parkName} {a.berthNo}
        </span>
        <StateTag text={a.stateText} tone={APPLY_TONE[a.state]} />
      </span>
      <span className="op-weak">提交于 {formatDateTime(a.createTime)}</span>
      {a.state === 3 && a.rejectReason && <span className="op-bad">{a.rejectReason}</span>}
    </Link>
  );
}
