import { useNetworkState } from './useOnline';
import styles from './OfflineBanner.module.css';

const NOT_RESENT = '未成功的提交不会自动重发，请恢复后重新提交';
export const OFFLINE_MESSAGE = `网络已断开，恢复后页面内容会自动刷新；${NOT_RESENT}`;

/** When this phone tries next, on its own clock (the schedule is the phone's, not a time of the server's). */
function clockTime(at: number): string {
  const d = new Date(at);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

export function weakNetworkMessage(nextAttemptAt: number | null): string {
  const when = nextAttemptAt ? `下次尝试 ${clockTime(nextAttemptAt)}。` : '';
  return `网络不佳，正在重试…${when}当前内容会保留；${NOT_RESENT}`;
}

/**
 * Above every page while the app cannot reach its server: says so for as long as it lasts (not a toast that
 * vanishes). It promises only what the app does: the reads on screen are asked again by themselves at the time it
 * names (reconnectSaga's schedule; at once when the network returns), what is on screen stays, and a submit that
 * failed is never sent again behind the driver's back (baseQuery fails it at once). The live region is always
 * there, empty while all is well, so a screen reader announces the change the moment it happens.
 */
export function OfflineBanner() {
  const network = useNetworkState();
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label="网络状态">
      {network.kind === 'offline' && <p className={styles.banner}>{OFFLINE_MESSAGE}</p>}
      {network.kind === 'weak' && <p className={styles.banner}>{weakNetworkMessage(network.nextAttemptAt)}</p>}
    </div>
  );
}
