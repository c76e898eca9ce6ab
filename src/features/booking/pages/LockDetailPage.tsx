import { useSearchParams } from 'react-router-dom';
import { useLockStateQuery, useUserLocksQuery } from '@/api/booking/spec';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { EvasionList } from '../components/EvasionList';
import { LinkButton } from '@/ui/LinkButton';
import { LockFacts } from '../components/LockFacts';
import { LockHistory } from '../components/LockHistory';
import { FRESH } from '@/api/fresh';
import styles from './LockDetailPage.module.css';

const TITLE = '车位锁详情';

function Detail({ lockId }: { lockId: string }) {
  const state = useLockStateQuery({ lockId }, FRESH);
  const locks = useUserLocksQuery(undefined, FRESH);
  const mine = locks.data?.find((l) => l.lockId === lockId);
  return (
    <div className={styles.stack}>
      <QueryState query={state} loading="车位锁状态加载中" error="车位锁状态加载失败">
        {(s) => (
          <section className={styles.card} aria-label="车位锁状态">
            <h2 className={styles.title}>{mine?.lockName ?? '车位锁'}</h2>
            {mine && (
              <p className={styles.weak}>
                {mine.parkName} · {mine.berthNo}
              </p>
            )}
            <LockFacts lock={s} askFailedSince={state.isError ? (state.fulfilledTimeStamp ?? null) : null} />
            {mine && (
              <div className={styles.lockControls}>
                <LinkButton solid to={href(paths.lockControl, { lockId })}>
                  升降车位锁
                </LinkButton>
              </div>
            )}
          </section>
        )}
      </QueryState>
      <section className={styles.stack} aria-labelledby="bk-history">
        <h2 id="bk-history" className={styles.subtitle}>
          状态记录
        </h2>
        <LockHistory lockId={lockId} />
      </section>
      {mine?.role === 'owner' && (
        <section className={styles.stack} aria-labelledby="bk-evasion">
          <h2 id="bk-evasion" className={styles.subtitle}>
            逃费车辆
          </h2>
          <EvasionList lockId={lockId} />
        </section>
      )}
    </div>
  );
}

/** /lockDetail?lockId: the lock's state, its history, and for the space's owner the cars that used it unbooked. */
export function LockDetailPage() {
  const [search] = useSearchParams();
  const lockId = search.get('lockId');
  return (
    <Page title={TITLE} fallback={paths.lockControl}>
      {lockId ? (
        <RequireDriver>
          <Detail lockId={lockId} />
        </RequireDriver>
      ) : (
        <Empty text="缺少车位锁信息" description="请从车位锁控制页进入">
          <LinkButton to={paths.lockControl}>车位锁控制</LinkButton>
        </Empty>
      )}
    </Page>
  );
}
