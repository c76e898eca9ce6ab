import { SpinLoading } from 'antd-mobile';
import { LOCK_TIMING, type LockAction } from '@/api/booking/locks.types';
import type { LockControl, LockOutcome } from '../locks/lockSlice';
import styles from './LockProgress.module.css';

const VERB: Record<LockAction, string> = { down: '降锁', up: '升锁' };

const TONE: Record<LockOutcome, string> = {
  succeeded: styles.noteSuccess, cancelled: styles.noteInfo, failed: styles.noteDanger, timeout: styles.noteDanger, refused: styles.noteDanger,
  unknown: styles.note,
};

function busyText(c: LockControl): string {
  if (c.phase === 'sending') return `正在发送${VERB[c.action]}指令…`;
  if (c.phase === 'cancelling') return '正在取消操作…';
  return `正在${VERB[c.action]}，请稍候（车位锁约需${Math.round(LOCK_TIMING.moveMs / 1000)}秒完成动作）`;
}

/** Where the driver's last command stands: under way (with a spinner that always ends) or how it ended. */
export function LockProgress({ control }: { control: LockControl | undefined }) {
  if (!control) return null;
  if (control.phase !== 'done') {
    return (
      <div className={`${styles.note} ${styles.noteInfo}`} role="status">
        <div className={styles.progress}>
          <SpinLoading color="primary" style={{ '--size': '18px' }} aria-hidden="true" />
          <span>{busyText(control)}</span>
        </div>
        {control.message && <p>{control.message}</p>}
      </div>
    );
  }
  return (
    <p className={control.outcome ? `${styles.note} ${TONE[control.outcome]}` : styles.note} role={control.outcome === 'succeeded' || control.outcome === 'cancelled' ? 'status' : 'alert'}>
      {control.message}
    </p>
  );
}
