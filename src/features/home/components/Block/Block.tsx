import { useState, type CSSProperties, type ReactNode } from 'react';
import styles from './Block.module.css';

interface BlockProps {
  title?: string;
  /** Controls that say what the title says (a switch between two lists): drawn after it, the title then read only. */
  heading?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  label?: string;
  later?: boolean;
  /** What the block waits for (the placeholder's name: 定位中, 资讯加载中…), or false once its content is drawn. */
  waiting?: string | false;
}

/**
 * A home block: a white card with a heading (`title`; with `heading`, the title stays the block's heading for screen
 * readers and `heading` is what is seen), optional action on the right. The title is hidden, not replaced, when a
 * config answer brings `heading`: no element taken apart in that commit (see `waiting`). `later`
 * marks a block below the first view: the browser lays it out and paints it only when it scrolls near (still in the
 * accessibility tree).
 *
 * `waiting` draws the block's placeholder after its content, and hides it, not removes it, when the content comes:
 * removing an element makes the browser take its layout apart inside the answer's commit (5 invalidations with a
 * script stack each in Lighthouse's trace); hiding it is one attribute, applied in the next frame's style pass.
 */
export function Block({ title, heading, action, children, label, later = false, waiting = false }: BlockProps) {
  // Once drawn, the placeholder stays until the block goes; its last name stays with it.
  const [placeholder, setPlaceholder] = useState(waiting);
  if (waiting && waiting !== placeholder) setPlaceholder(waiting);
  return (
    <section className={later ? `${styles.hblock} ${styles.later}` : styles.hblock} aria-label={label ?? title}>
      {(title || heading) && (
        <div className={styles.head}>
          {title && <h2 className={heading ? 'sr-only' : styles.title}>{title}</h2>}
          {heading}
          {action}
        </div>
      )}
      {children}
      {placeholder && <Skeleton rows={3} label={placeholder} hidden={!waiting} />}
    </section>
  );
}

/**
 * Grey placeholder rows while a block loads, drawn by one element's style (Block.module.css): its answer replaces it
 * in a commit the phone runs at about 3 s, and taking apart an element per row (and its shimmer) there cost the
 * browser a piece of layout each, and Lighthouse's trace a stack each.
 */
export function Skeleton({ rows = 2, label = '加载中', hidden = false }: { rows?: number; label?: string; hidden?: boolean }) {
  return <div className={styles.skeleton} style={{ '--skeleton-rows': rows } as CSSProperties} role="progressbar" aria-label={label} aria-busy="true" hidden={hidden} />;
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
