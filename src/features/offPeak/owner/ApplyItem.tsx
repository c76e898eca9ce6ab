import { Link } from '@/ui/Link';
import type { BerthApply } from '@/api/booking/owner.types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { StateTag } from '@/ui/StateTag';
import { APPLY_TONE } from '../text';
import shared from '../components/listItem.module.css';

/** One application: the space, when, where it stands; the whole card opens its result. */
export function ApplyItem({ a }: { a: BerthApply }) {
  return (
    <Link className={shared.item} to={href(paths.userApplyResult, { applyNo: a.applyNo })}>
      <span className={shared.line}>
        <span className={shared.title}>
          {a.parkName} <span className={shared.keep}>{a.berthNo}</span>
        </span>
        <StateTag tone={APPLY_TONE[a.state]}>{a.stateText}</StateTag>
      </span>
      <span className={shared.weak}>提交于 {formatDateTime(a.createTime)}</span>
      {a.state === 3 && a.rejectReason && <span className={shared.bad}>{a.rejectReason}</span>}
    </Link>
  );
}
