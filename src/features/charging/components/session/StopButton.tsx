import { Button } from 'antd-mobile';
import type { ChargingSession } from '@/api/cps/session.types';
import { useAppDispatch, useAppSelector } from '@/ui/hooks';
import { selectStopProgress, stopRequested } from '../../session/sessionSlice';
import styles from './StopButton.module.css';

/**
 * 停止充电, once however often it is tapped (the saga keeps one stop per session), shown pending until the server
 * says the session ended; when the pile has not confirmed, the retries are said too.
 */
export function StopButton({ session, label = '停止充电' }: { session: ChargingSession; label?: string }) {
  const dispatch = useAppDispatch();
  const progress = useAppSelector((s) => selectStopProgress(s, session.orderNo));
  const pending = progress?.pending || session.state === 'stopping';
  return (
    <div className={styles.actions}>
      {progress?.message && (
        <p className={styles.notice} role="alert">
          {progress.message}
        </p>
      )}
      {pending && (progress?.attempts ?? 1) > 1 && (
        <p className={styles.weak} role="status">
          充电桩尚未确认停止，已重新发送停止指令（第{progress?.attempts}次）
        </p>
      )}
      <Button block color="danger" shape="rounded" size="large" loading={pending} loadingText="正在停止…" onClick={() => {
          dispatch(stopRequested(session.orderNo));
        }}>
        {label}
      </Button>
    </div>
  );
}
