import type { ReactNode } from 'react';

/** The loading, error and empty states every pay screen shows. */
export function Loading({ label = '加载中…' }: { label?: string }) {
  return (
    <div className="pp-state" role="status" aria-busy="true">
      <span className="pp-spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="pp-state" role="alert">
      <p>{message}</p>
      <button type="button" className="pp-btn pp-btn--ghost" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="pp-state">
      <p className="pp-state-title">{title}</p>
      {children}
    </div>
  );
}

/** A page: heading and content, phone width. */
export function PayScreen({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className={`pp-page${footer ? ' pp-page--footer' : ''}`}>
      <h1 className="pp-title">{title}</h1>
      {children}
      {footer && <div className="pp-footer">{footer}</div>}
    </main>
  );
}
