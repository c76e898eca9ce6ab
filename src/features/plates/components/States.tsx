import type { ReactNode } from 'react';

/** Skeleton rows while a list or card loads. */
export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="pl-loading" role="progressbar" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => <div key={i} className="pl-skeleton" />)}
    </div>
  );
}

/** What failed to load, with a retry (the catalogue already toasted the server's message). */
export function ErrorState({ message, onRetry, busy = false }: { message: string; onRetry: () => void; busy?: boolean }) {
  return (
    <div className="pl-state">
      <p role="alert">{message}</p>
      <button type="button" className="pl-btn pl-btn--ghost" disabled={busy} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="pl-state pl-state--empty">
      <p>{children}</p>
      {action}
    </div>
  );
}
