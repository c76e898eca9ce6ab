import { Link } from '@/ui/Link';
import { useReadReminderMutation } from '@/api/basic/reminders';
import type { ReminderItem } from '@/api/basic/reminders.types';
import { safeRedirect } from '@/lib/safeRedirect';
import { formatDateTime } from '@/lib/time';
import rowStyles from './NoticeRow.module.css';
import styles from './ReminderRow.module.css';

/** Not a path of this app: safeRedirect's fallback, never a place to go. */
const NOWHERE = '';

/**
 * One reminder, marked unread as a notice is (a dot said as 未读, the title bold). A tap reads it and opens the page
 * that deals with it: only a path of this app (the address came from the server, and is followed only as
 * `?redirect=` is: never another origin or a scheme). A reminder with no such path is a button that only reads it.
 */
export function ReminderRow({ item }: { item: ReminderItem }) {
  const [read] = useReadReminderMutation();
  const to = safeRedirect(item.url, NOWHERE);
  const markRead = () => {
    if (!item.hasRead) void read({ reminderId: item.reminderId }).unwrap().catch(() => undefined);
  };
  const content = (
    <>
      <span className={item.hasRead ? `${rowStyles.title} ${rowStyles.titleRead}` : rowStyles.title}>
        {!item.hasRead && <span className={rowStyles.dot} role="img" aria-label="未读" />}
        {item.title}
      </span>
      <span className={styles.body}>{item.body}</span>
      <span className={rowStyles.weak}>{formatDateTime(item.sentTime)}</span>
    </>
  );
  if (to !== NOWHERE) {
    return (
      <Link className={rowStyles.card} to={to} onClick={markRead}>
        {content}
      </Link>
    );
  }
  if (item.hasRead) return <div className={rowStyles.card}>{content}</div>;
  return (
    <button type="button" className={`${rowStyles.card} ${styles.button}`} onClick={markRead}>
      {content}
    </button>
  );
}
