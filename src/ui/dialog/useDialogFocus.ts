import { useEffect, useRef, type RefObject } from 'react';

/**
 * A hand-drawn dialog's panel (`role="dialog"`, `tabIndex={-1}`, given the returned ref): it takes the focus when it
 * opens, and again when `showing` changes (another place in the same sheet), so a screen reader starts on it; Escape
 * anywhere closes it. `onClose` should be stable (a state setter, a useCallback).
 */
export function useDialogFocus<T extends HTMLElement = HTMLDivElement>(onClose: () => void, showing?: unknown): RefObject<T | null> {
  const panel = useRef<T>(null);
  useEffect(() => {
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [showing, onClose]);
  return panel;
}
