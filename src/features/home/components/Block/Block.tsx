import type { ReactNode } from 'react';
import './block.css';

/**
 * A home block: a white card with a heading, optional action on the right. `later` marks a block below the first
 * view: the browser lays it out and paints it only when it scrolls near (still in the accessibility tree).
 */
export function Block({ title, action, children, label, later = false }: { title?: string; action?: ReactNode; children: ReactNode; label?: string; later?: boolean }) {
  return (
    <section className={later ? 'hblock hblock--later' : 'hblock'} aria-label={label ?? title}>
      {title && (
        <div className="hblock-head">
          <h2 className="hblock-title">{title}</h2>
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
    <div className="hblock-skeleton" role="progressbar" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="hblock-skeleton-row" />
      ))}
    </div>
  );
}

/** A block that failed to load: its message and a retry button; the rest of the page is unaffected. */
export function BlockError({ message = '加载失败', onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className="hblock-state hblock-error" role="alert">
      <span>{message}</span>
      <button type="button" className="hblock-retry" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

export function BlockEmpty({ children }: { children: ReactNode }) {
  return <p className="hblock-state hblock-empty">{children}</p>;
}
