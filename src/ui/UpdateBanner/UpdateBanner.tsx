import { useEffect, useState } from 'react';
import { onUpdateReady } from '@/platform/serviceWorker';
import styles from './UpdateBanner.module.css';

/**
 * 新版本可用: a new build is installed and waiting. The driver chooses when to switch (a reload), so a payment or a
 * form in progress is never swapped out from under them; until then the page in use keeps working on its own files.
 */
export function UpdateBanner() {
  const [activate, setActivate] = useState<(() => void) | null>(null);
  const [switching, setSwitching] = useState(false);
  useEffect(() => onUpdateReady((fn) => setActivate(() => fn)), []);
  return (
    <div aria-live="polite">
      {activate && (
        <button
          type="button"
          className={styles.banner}
          disabled={switching}
          onClick={() => {
            setSwitching(true);
            activate();
          }}
        >
          {switching ? '正在更新…' : '新版本可用，点击刷新'}
        </button>
      )}
    </div>
  );
}
