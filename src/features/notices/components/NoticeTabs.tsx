import { Link } from '@/ui/Link';
import { useNoticeUnreadCountsQuery } from '@/api/basic/notices';
import { href, paths } from '@/lib/paths';
import styles from './NoticeTabs.module.css';

export type NoticeTab = 'reminders' | 'system' | 'announce';

/** The driver's own reminders first: they are about the driver's money and time. */
const TABS: { tab: NoticeTab; text: string }[] = [
  { tab: 'reminders', text: '提醒' },
  { tab: 'system', text: '系统通知' },
  { tab: 'announce', text: '公告' },
];

/**
 * The kinds as links with their unread counts (a count is said in words too). The count is drawn here, not with
 * antd's Badge, whose fixed 9px type stays tiny in 长辈模式.
 */
export function NoticeTabs({ current }: { current: NoticeTab }) {
  const counts = useNoticeUnreadCountsQuery();
  return (
    <nav aria-label="消息类型">
      <ul className={styles.tabs}>
        {TABS.map(({ tab, text }) => {
          const n = counts.data?.[tab];
          return (
            <li key={tab}>
              <Link className={styles.tab} to={href(paths.sysnotice, { tab })} aria-current={tab === current ? 'page' : undefined} replace>
                {text}
                {n ? <span className={styles.count} role="img" aria-label={`${n}条未读`}>{n}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
