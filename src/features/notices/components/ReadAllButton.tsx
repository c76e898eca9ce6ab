import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useReadAllNoticesMutation } from '@/api/basic/notices';
import type { NoticeListType } from '@/api/basic/notices.types';
import { useReadAllRemindersMutation } from '@/api/basic/reminders';
import styles from './ReadAllButton.module.css';

/** 全部已读 above a tab's list (notices of one type, or the driver's reminders), after what the tab puts first. */
export function ReadAllButton({ type, children }: { type: NoticeListType | 'reminders'; children?: ReactNode }) {
  const [readNotices, notices] = useReadAllNoticesMutation();
  const [readReminders, reminders] = useReadAllRemindersMutation();
  const busy = type === 'reminders' ? reminders.isLoading : notices.isLoading;
  const readAll = () => (type === 'reminders' ? readReminders() : readNotices({ noticeType: type })).unwrap().catch(() => undefined);
  return (
    <div className={styles.bar}>
      {children}
      <Button className={styles.button} size="small" fill="none" color="primary" loading={busy} onClick={() => void readAll()}>
        全部已读
      </Button>
    </div>
  );
}
