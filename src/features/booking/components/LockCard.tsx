import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { Link } from '@/ui/Link';
import type { LockAction, UserLock } from '@/api/booking/locks.types';
import { href, paths } from '@/lib/paths';
import { useAppDispatch, useAppSelector } from '@/ui/hooks';
import { isLockBusy, lockCancelRequested, lockCommandRequested, lockWatched, selectLockControl } from '../locks/lockSlice';
import { LockFacts } from './LockFacts';
import { LockProgress } from './LockProgress';
import { StateTag } from '@/ui/StateTag';
import styles from './LockCard.module.css';

const VERB: Record<LockAction, string> = { down: '降锁', up: '升锁' };

/**
 * One lock the driver may move: what it last reported, 降锁 and 升锁 (one command however often tapped), the
 * command's progress with 取消操作 while it is pending, and how it ended (for as long as the lock still reports
 * what that outcome rests on: lockSlice). `askFailedSince`: the list's last ask failed; its facts are that old.
 */
export function LockCard({ lock, askFailedSince }: { lock: UserLock; askFailedSince?: number | null }) {
  const dispatch = useAppDispatch();
  const control = useAppSelector((s) => selectLockControl(s, lock.lockId));
  const busy = isLockBusy(control);

  // A command left pending by a reload is followed again from the lock's own state.
  useEffect(() => {
    dispatch(lockWatched(lock.lockId));
  }, [dispatch, lock.lockId]);

  const command = (action: LockAction) => {
    dispatch(lockCommandRequested({ lockId: lock.lockId, action }));
  };
  const label = (action: LockAction) => (busy && control?.action === action ? `${VERB[action]}中…` : VERB[action]);

  return (
    <section className={styles.card} aria-label={lock.lockName}>
      <div className={styles.line}>
        <h2 className={styles.title}>{lock.lockName}</h2>
        <StateTag tone={lock.role === 'owner' ? 'primary' : 'success'}>{lock.role === 'owner' ? '我的车位' : lock.role === 'booker' ? '已预约车位' : '未知'}</StateTag>
      </div>
      <p className={styles.weak}>
        {lock.parkName} · {lock.berthNo}
      </p>
      <LockFacts lock={lock} askFailedSince={askFailedSince} hide={control?.phase === 'done' ? control.says : null} />
      <div className={`${styles.stack} ${styles.lockControls}`}>
        <LockProgress control={control} />
        <div className={styles.lockButtons}>
          <Button className={styles.lockButton} color="primary" shape="rounded" size="large" disabled={busy} onClick={() => command('down')}>
            {label('down')}
          </Button>
          <Button className={styles.lockButton} color="primary" fill="outline" shape="rounded" size="large" disabled={busy} onClick={() => command('up')}>
            {label('up')}
          </Button>
        </div>
        {control?.phase === 'pending' && (
          <Button shape="rounded" onClick={() => void dispatch(lockCancelRequested(lock.lockId))}>
            取消操作
          </Button>
        )}
        <p className={styles.line}>
          <span className={styles.weak}>降锁后可驶入停车，驶离后请升锁</span>
          <Link className={`${styles.link} ${styles.nowrap}`} to={href(paths.lockDetail, { lockId: lock.lockId })}>
            车位锁记录
          </Link>
        </p>
      </div>
    </section>
  );
}
