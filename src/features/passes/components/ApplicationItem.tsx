import { Link } from '@/ui/Link';
import type { BagApplicationItem } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { APPLICATION_TONE } from '../passText';
import { PassPlateBadges } from './PassPlateBadges';
import { StateTag } from '@/ui/StateTag';
import shared from './passCards.module.css';
import styles from './ApplicationItem.module.css';

/** One application of the list: lot and rule, its state (a rejection with its reason), plates, when it was sent. */
export function ApplicationItem({ a }: { a: BagApplicationItem }) {
  return (
    <Link className={styles.item} to={href(paths.mounthlyDetail, a.bagId ? { bagId: a.bagId, applicationId: a.applicationId } : { applicationId: a.applicationId })}>
      <span className={shared.line}>
        <span className={shared.title}>{a.parkName}</span>
        <StateTag tone={APPLICATION_TONE[a.state]}>{a.stateText}</StateTag>
      </span>
      <span className={shared.weak}>
        {a.ruleName} · 开始日期 {a.startDate}
      </span>
      <PassPlateBadges plates={a.plates} />
      {a.state === 3 && a.rejectReason && <span className={`${shared.note} ${shared.noteDanger}`}>驳回原因：{a.rejectReason}</span>}
      <span className={shared.weak}>提交于 {formatDateTime(a.createTime)}</span>
    </Link>
  );
}
