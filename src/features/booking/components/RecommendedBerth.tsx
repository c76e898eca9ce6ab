import type { Berth } from '@/api/booking/types';
import { Loading } from '@/ui/states/States';
import { LockFacts } from './LockFacts';
import styles from './RecommendedBerth.module.css';

/** A berth the booking will hold: where it is and, for a space with a lock, what the lock last reported. */
export function BerthCard({ berth, label = '推荐车位' }: { berth: Berth; label?: string }) {
  return (
    <section className={styles.card} aria-label={label}>
      <div className={styles.line}>
        <h3 className={styles.title}>
          {label} {berth.berthNo}
        </h3>
        <span className={`${styles.weak} ${styles.nowrap}`}>{berth.berthTypeName}</span>
      </div>
      <p className={styles.weak}>
        {berth.floor} {berth.area}
        {berth.shared ? ' · 车主共享车位' : ''}
        {berth.hasLock ? ' · 带车位锁' : ''}
      </p>
      {berth.lock && <LockFacts lock={berth.lock} />}
    </section>
  );
}

/**
 * The berth the lot recommends for the chosen type (public spaces first, then owners' shared ones). None free: the
 * lot assigns one at the gate.
 */
export function RecommendedBerth({ berth, loading }: { berth: Berth | null; loading: boolean }) {
  if (loading) return <Loading text="推荐车位加载中" lines={2} />;
  if (!berth) {
    return (
      <p className={`${styles.note} ${styles.noteInfo}`} role="status">
        暂无可推荐的空闲车位，入场时由停车场分配车位
      </p>
    );
  }
  return <BerthCard berth={berth} />;
}
