import { Button } from 'antd-mobile';
import { useReadAllNoticesMutation } from '@/api/basic/notices';
import type { NoticeListType } from '@/api/basic/notices.types';
import './notices.css';

export function ReadAllButton({ type }: { type: NoticeListType }) {
  const [readAll, { isLoading }] = useReadAllNoticesMutation();
  return (
    <div className="nt-bar">
      <Button size="small" fill="none" color="primary" loading={isLoading} onClick={() => void readAll({ noticeType: type }).unwrap().catch(() => undefined)}>
        全部已读
      </Button>
    </div>
  );
}
