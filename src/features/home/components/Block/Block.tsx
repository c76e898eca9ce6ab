import type { CSSProperties, ReactNode } from 'react';
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

/**
 * Grey placeholder rows while a block loads, drawn by one element's style (Block.module.css): its answer replaces it
 * in a commit the phone runs at about 3 s, and taking apart an element per row (and its shimmer) there cost the
 * browser a piece of layout each, and Lighthouse's trace a stack each.
 */
export function Skeleton({ rows = 2, label = '加载中' }: { rows?: number; label?: string }) {
  return <div className={styles.skeleton} style={{ '--skeleton-rows': rows } as CSSProperties} role="progressbar" aria-label={label} aria-busy="true" />;
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
