import type { ReactNode } from 'react';
import styles from './CodeNotice.module.css';

/**
 * Why a scanned or typed code led nowhere when it is not a scam (unreadable, no such pile): said on the page as it
 * appears, on the warning tint, until the driver tries again. A code that is not ours is `ForeignCodeWarning`.
 */
export function CodeNotice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="alert">
      {children}
    </p>
  );
}
