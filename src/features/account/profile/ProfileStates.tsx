/** The loading and failed-to-load states every profile page shows before its form. */
export function ProfileLoading({ label = '加载中', text = '加载中…' }: { label?: string; text?: string }) {
  return (
    <div className="pf-state" role="progressbar" aria-label={label} aria-busy="true">
      <p>{text}</p>
    </div>
  );
}

export function ProfileLoadError({ text, onRetry, retrying = false }: { text: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="pf-state">
      <p role="alert">{text}</p>
      <button type="button" className="pf-retry" disabled={retrying} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
