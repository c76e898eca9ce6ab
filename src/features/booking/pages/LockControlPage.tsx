import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useUserLocksQuery } from '@/api/booking/spec';
import type { UserLock } from '@/api/booking/locks.types';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { LockCard } from '../components/LockCard';
import { FRESH } from '@/api/fresh';
import styles from './LockControlPage.module.css';

const TITLE = '车位锁控制';

interface LocksProps {
  locks: UserLock[];
  lockId: string | null;
  refresh: () => void;
  refreshing: boolean;
  /** The last ask failed: the locks shown are as the app got them then. */
  askFailedSince: number | null;
}

function Locks({ locks, lockId, refresh, refreshing, askFailedSince }: LocksProps) {
  const shown = lockId ? locks.filter((l) => l.lockId === lockId) : locks;
  if (lockId && shown.length === 0) {
    return (
      <Empty text="暂时无法控制该车位锁" description="预约生效前后或车辆驶离后，车位锁不再由您控制">
        <LinkButton to={paths.lockControl}>查看我的车位锁</LinkButton>
      </Empty>
    );
  }
  return (
    <div className={styles.stack}>
      {shown.map((l) => (
        <LockCard key={l.lockId} lock={l} askFailedSince={askFailedSince} />
      ))}
      <Button shape="rounded" loading={refreshing} loadingText="刷新中…" onClick={refresh}>
        刷新车位锁状态
      </Button>
      {lockId && locks.length > 1 && <LinkButton to={paths.lockControl}>全部车位锁</LinkButton>}
    </div>
  );
}

function LockList({ lockId }: { lockId: string | null }) {
  const q = useUserLocksQuery(undefined, FRESH);
  const askFailedSince = q.isError && q.data ? (q.fulfilledTimeStamp ?? null) : null;
  return (
    <QueryState
      query={q}
      loading="车位锁加载中"
      error="车位锁加载失败"
      empty={{
        when: (d) => d.length === 0,
        text: '暂无可控制的车位锁',
        description: '预约带车位锁的车位后，可在预约开始前15分钟起在此降锁；登记了自己车位的车主可随时控制',
        action: <LinkButton to={paths.bookParksIndex}>预约车位</LinkButton>,
      }}
    >
      {(locks) => <Locks locks={locks} lockId={lockId} refresh={() => void q.refetch()} refreshing={q.isFetching} askFailedSince={askFailedSince} />}
    </QueryState>
  );
}

/**
 * /lockControl (?lockId): the driver's locks (their own space's, and those of spaces they booked), each with what it
 * last reported and 降锁 / 升锁 through the lock saga; a command pending when the page opens is followed again.
 */
export function LockControlPage() {
  const [search] = useSearchParams();
  const lockId = search.get('lockId');
  return (
    <Page title={TITLE} fallback={paths.bookRecord}>
      <RequireDriver>
        <LockList lockId={lockId} />
      </RequireDriver>
    </Page>
  );
}
