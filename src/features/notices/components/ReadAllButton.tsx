import { Button } from 'antd-mobile';
import { useReadAllNoticesMutation } from '@/api/basic/notices';
import type { NoticeListType } from '@/api/basic/notices.types';
import styles from './ReadAllButton.module.css';

export function ReadAllButton({ type }: { type: NoticeListType }) {
  const [readAll, { isLoading }] = useReadAllNoticesMutation();
  return (
    <div className={styles.bar}>
      <Button size="small" fill="none" color="primary" loading={isLoading} onClick={() => void readAll({ noticeType: type }).unwrap().catch(() => undefined)}>
        全部已读
      </Button>
    </div>
  );
}
