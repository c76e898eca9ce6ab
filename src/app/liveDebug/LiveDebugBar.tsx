import { useEffect, useState } from 'react';
import { clearDebugGrant } from '@/features/supportDebug/grant';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector, useAppStore } from '@/ui/hooks';
import styles from './LiveDebugBar.module.css';

/** How long 远程调试已结束 stays after the session ended, so the driver sees it did. */
const ENDED_NOTICE_MS = 4_000;

/**
 * Above every page while operations watch this store live (docs/rules/operations.md): the driver always knows, and
 * ends it with one tap. It also ends, by itself, at the code's expiry and on sign-out; closing the page ends it too.
 * Ended, the socket closes, nothing more is sent, and the debug session of this tab is over.
 */
export function LiveDebugBar() {
  const store = useAppStore();
  const live = store.liveDebug;
  const isDriver = useAppSelector(selectIsDriver);
  const [ended, setEnded] = useState(false);
  const [shown, setShown] = useState(true);

  const end = () => {
    if (!live || ended) return;
    live.end();
    clearDebugGrant();
    setEnded(true);
  };

  useEffect(() => {
    if (!live || ended) return undefined;
    const timer = setTimeout(end, Math.max(0, live.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  });

  useEffect(() => {
    if (!isDriver) end();
  });

  useEffect(() => {
    if (!ended) return undefined;
    const timer = setTimeout(() => setShown(false), ENDED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [ended]);

  if (!live || !shown) return null;
  return (
    <div className={styles.bar} role="status" aria-label="远程调试">
      {ended ? (
        <span>远程调试已结束，客服不再能看到本机的操作</span>
      ) : (
        <>
          <span>远程调试中 · 客服可查看本机操作（服务单 {live.requestNo}）</span>
          <button type="button" className={styles.end} onClick={end}>
            结束调试
          </button>
        </>
      )}
    </div>
  );
}
