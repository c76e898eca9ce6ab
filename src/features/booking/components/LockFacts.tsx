import type { BerthLock } from '@/api/booking/types';
import { formatDateTime } from '@/lib/time';
import { isLowBattery, lockWarnings, POSTURE_HINT, POSTURE_TEXT, type LockWarningKind } from '../text';
import styles from './LockFacts.module.css';

interface Props {
  lock: BerthLock;
  /** The app's last ask for the lock failed: what is shown is what it got at this time (epoch ms). */
  askFailedSince?: number | null;
  /** A warning the command's outcome says already, right beside it. */
  hide?: LockWarningKind | null;
}

/** Why the posture cannot be trusted as it stands, or null when it is the lock's fresh word. */
function doubt(lock: BerthLock, askFailedSince: number | null | undefined): string | null {
  if (askFailedSince) return `暂无法获取最新状态，${formatDateTime(askFailedSince)} 获取时为${POSTURE_TEXT[lock.state]}`;
  if (!lock.online) return `车位锁离线，最后上报时为${POSTURE_TEXT[lock.state]}`;
  return null;
}

/**
 * What the lock last reported, before the driver relies on it: up or down, online, battery, a car on the space,
 * and when it last reported (an old report is itself a warning). A posture the app could not confirm (its ask
 * failed, or the lock is offline) reads 状态未知 with what was last known and when, never 可以停车 as if fresh.
 */
export function LockFacts({ lock, askFailedSince, hide }: Props) {
  const warnings = lockWarnings(lock).filter((w) => w.kind !== hide);
  const unsure = doubt(lock, askFailedSince);
  return (
    <>
      <p className={styles.lockState}>
        <span className={styles.weak}>当前状态</span>
        <strong className={styles.lockPosture}>{unsure ? '状态未知' : POSTURE_TEXT[lock.state]}</strong>
        <span className={styles.weak}>{unsure ?? POSTURE_HINT[lock.state]}</span>
      </p>
      <ul className={styles.lockFacts} aria-label="车位锁状况">
        <li>
          <span className={styles.weak}>网络</span>
          <strong className={lock.online ? styles.good : styles.bad}>{lock.online ? '在线' : '离线'}</strong>
        </li>
        <li>
          <span className={styles.weak}>电量</span>
          <strong className={isLowBattery(lock.batteryPct) ? styles.bad : undefined}>{lock.batteryPct}%</strong>
        </li>
        <li>
          <span className={styles.weak}>车位</span>
          <strong>{lock.carPresent ? '有车' : '无车'}</strong>
        </li>
      </ul>
      <p className={styles.weak}>最后上报 {formatDateTime(lock.lastReportTime)}</p>
      {warnings.map((w) => (
        <p key={w.kind} className={styles.note} role="note">
          {w.text}
        </p>
      ))}
    </>
  );
}
