import type { ReactNode } from 'react';
import styles from './Block.module.css';

/**
 * A home block: a white card with a heading (or `heading`, drawn in its place), optional action on the right. `later`
 * marks a block below the first view: the browser lays it out and paints it only when it scrolls near (still in the
 * accessibility tree).
 */
export function Block({ title, heading, action, children, label, later = false }: { title?: string; heading?: ReactNode; action?: ReactNode; children: ReactNode; label?: string; later?: boolean }) {
  return (
    <section className={later ? `${styles.hblock} ${styles.later}` : styles.hblock} aria-label={label ?? title}>
      {(title || heading) && (
        <div className={styles.head}>
          {heading ?? <h2 className={styles.title}>{title}</h2>}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}

/** Grey placeholder rows while a block loads. */
export function Skeleton({ rows = 2, label = '加载中' }: { rows?: number; label?: string }) {
  return (
    <div className={styles.skeleton} role="progressbar" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeletonRow} />
      ))}
    </div>
  );
}

/** A block that failed to load: its message and a retry button; the rest of the page is unaffected. */
export function BlockError({ message = '加载失败', onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className={styles.state} role="alert">
      <span>{message}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

export function BlockEmpty({ children }: { children: ReactNode }) {
  return <p className={styles.state}>{children}</p>;
}
