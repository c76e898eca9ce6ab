import { bookingLocksApi } from '@/api/booking/locks';
import type { LockEvent, LockHistoryPage, LockHistoryParams } from '@/api/booking/locks.types';
import { formatDateTime } from '@/lib/time';
import { useAppDispatch } from '@/ui/hooks';
import { PagedList } from '@/ui/PagedList/PagedList';
import { usePages } from '@/ui/PagedList/usePages';
import '../booking.css';

const PAGE_SIZE = 20;

function Event({ e }: { e: LockEvent }) {
  return (
    <div className="bk-line bk-card">
      <span>{e.text}</span>
      <time className="bk-weak bk-nowrap">{formatDateTime(e.time)}</time>
    </div>
  );
}

/** The lock's history, newest first: who lowered or raised it, cars coming and going, going offline, low battery. */
export function LockHistory({ lockId }: { lockId: string }) {
  const dispatch = useAppDispatch();
  const q = usePages<LockHistoryParams, LockHistoryPage, LockEvent>({
    first: { lockId, pageNo: 1, pageSize: PAGE_SIZE },
    next: (p, a) => (p.pageNo * p.pageSize < p.total ? { ...a, pageNo: a.pageNo + 1 } : null),
    start: (a) => dispatch(bookingLocksApi.endpoints.lockHistory.initiate(a)),
    read: (s, a) => bookingLocksApi.endpoints.lockHistory.select(a)(s),
    items: (p) => p.results,
  });
  return (
    <PagedList
      query={q}
      label="车位锁记录"
      itemKey={(e) => e.eventId}
      renderItem={(e) => <Event e={e} />}
      loading="记录加载中"
      error="车位锁记录加载失败"
      empty="暂无记录"
      variant="plain"
    />
  );
}
