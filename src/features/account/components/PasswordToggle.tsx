/** 显示/隐藏 beside a password input. */
export function PasswordToggle({ shown, onToggle, controls }: { shown: boolean; onToggle: () => void; controls: string }) {
  return (
    <button type="button" className="auth-toggle" aria-controls={controls} aria-pressed={shown} onClick={onToggle}>
      {shown ? '隐藏' : '显示'}
    </button>
  );
}
