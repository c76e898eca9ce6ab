import styles from './FormError.module.css';

/** A refusal that belongs to no one field (the server's words), above the button until the driver edits again. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  );
}
