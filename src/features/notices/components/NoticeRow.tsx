import { Link } from '@/ui/Link';
import type { NoticeItem } from '@/api/basic/notices.types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { StateTag } from '@/ui/StateTag';
import styles from './NoticeRow.module.css';

/** One notice of a list: unread ones are marked (a dot said as 未读) and bold; the whole card opens it. */
export function NoticeRow({ item, showRead = true }: { item: NoticeItem; showRead?: boolean }) {
  const to = href(item.noticeType === 1 ? paths.notice1 : paths.notice2, { noticeId: item.noticeId });
  const unread = showRead && !item.hasRead;
  return (
    <Link className={styles.card} to={to}>
      <span className={styles.line}>
        <span className={unread ? styles.title : `${styles.title} ${styles.titleRead}`}>
          {unread && <span className={styles.dot} role="img" aria-label="未读" />}
          {item.title}
        </span>
        {item.pinned && <StateTag tone="danger">置顶</StateTag>}
      </span>
      <span className={styles.weak}>{item.summary}</span>
      <span className={styles.weak}>{formatDateTime(item.publishTime)}</span>
    </Link>
  );
}
