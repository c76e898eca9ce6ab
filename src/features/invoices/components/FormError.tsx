import type { ReactNode } from 'react';
import styles from './FormError.module.css';

/** A refusal about no one field (the server's words), above the button until the driver edits again. */
export function FormError({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div className={styles.formError} role="alert">
      <p>{message}</p>
      {children}
    </div>
  );
}
