import { useLockHistoryInfiniteQuery } from '@/api/booking/locks';
import type { LockEvent } from '@/api/booking/locks.types';
import { formatDateTime } from '@/lib/time';
import { PagedList } from '@/ui/PagedList/PagedList';
import styles from './LockHistory.module.css';

function Event({ e }: { e: LockEvent }) {
  return (
    <div className={`${styles.line} ${styles.card}`}>
      <span>{e.text}</span>
      <time className={`${styles.weak} ${styles.nowrap}`}>{formatDateTime(e.time)}</time>
    </div>
  );
}

/** The lock's history, newest first: who lowered or raised it, cars coming and going, going offline, low battery. */
export function LockHistory({ lockId }: { lockId: string }) {
  const q = useLockHistoryInfiniteQuery({ lockId });
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
