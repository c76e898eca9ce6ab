import { useNoticesInfiniteQuery } from '@/api/basic/notices';
import type { NoticeListType } from '@/api/basic/notices.types';
import { PagedList } from '@/ui/PagedList/PagedList';
import { NoticeRow } from './NoticeRow';

const NOUN: Record<NoticeListType, string> = { 1: '系统通知', 2: '公告' };

/** One type's notices as a paged list, newest first (pinned announcements on top). */
export function NoticeList({ type, showRead = true }: { type: NoticeListType; showRead?: boolean }) {
  const query = useNoticesInfiniteQuery({ noticeType: type });
  return (
    <PagedList
      query={query}
      label={NOUN[type]}
      itemKey={(n) => n.noticeId}
      renderItem={(n) => <NoticeRow item={n} showRead={showRead} />}
      error={`${NOUN[type]}加载失败`}
      loading={`${NOUN[type]}加载中`}
      empty={`暂无${NOUN[type]}`}
      pullToRefresh
    />
  );
}
