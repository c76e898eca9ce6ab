import type { BerthLock } from '@/api/types/booking';
import { formatDateTime } from '@/lib/time';
import { isLowBattery, lockWarnings, POSTURE_HINT, POSTURE_TEXT } from '../text';
import '../booking.css';

/**
 * What the lock last reported, before the driver relies on it: up or down, online, battery, a car on the space,
 * and when it last reported (an old report is itself a warning).
 */
export function LockFacts({ lock }: { lock: BerthLock }) {
  const warnings = lockWarnings(lock);
  return (
    <>
      <p className="bk-lock-state">
        <span className="bk-weak">当前状态</span>
        <strong className="bk-lock-posture">{POSTURE_TEXT[lock.state]}</strong>
        <span className="bk-weak">{POSTURE_HINT[lock.state]}</span>
      </p>
      <ul className="bk-lock-facts" aria-label="车位锁状况">
        <li>
          <span className="bk-weak">网络</span>
          <strong className={lock.online ? 'bk-good' : 'bk-bad'}>{lock.online ? '在线' : '离线'}</strong>
        </li>
        <li>
          <span className="bk-weak">电量</span>
          <strong className={isLowBattery(lock.batteryPct) ? 'bk-bad' : undefined}>{lock.batteryPct}%</strong>
        </li>
        <li>
          <span className="bk-weak">车位</span>
          <strong>{lock.carPresent ? '有车' : '无车'}</strong>
        </li>
      </ul>
      <p className="bk-weak">最后上报 {formatDateTime(lock.lastReportTime)}</p>
      {warnings.map((w) => (
        <p key={w} className="bk-note" role="note">
          {w}
        </p>
      ))}
    </>
  );
}
