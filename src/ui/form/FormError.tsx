import type { ReactNode } from 'react';
import styles from './FormError.module.css';

/**
 * A refusal about no one field (the server's words), said as it appears (role=alert) above the form's button until
 * the driver edits again; nothing while `message` is null. `children`: a way on under the words (重新选择开票订单).
 */
export function FormError({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  if (!children) {
    return (
      <p className={styles.formError} role="alert">
        {message}
      </p>
    );
  }
  return (
    <div className={styles.formError} role="alert">
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}
