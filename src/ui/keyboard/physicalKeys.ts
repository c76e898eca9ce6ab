import type { KeyboardEvent } from 'react';

/**
 * What a key of a physical keyboard means to an on-screen keyboard: a letter or digit (letters upper-cased, as
 * on the keys), Backspace, Enter or Escape. Shortcuts (Ctrl, Cmd, Alt) and IME composition are left to the browser.
 */
export type PhysicalKey = { kind: 'char'; key: string } | { kind: 'backspace' } | { kind: 'enter' } | { kind: 'escape' };

export function physicalKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'nativeEvent'>): PhysicalKey | null {
  if (e.ctrlKey || e.metaKey || e.altKey || (e.nativeEvent as { isComposing?: boolean } | undefined)?.isComposing) return null;
  if (e.key === 'Backspace' || e.key === 'Delete') return { kind: 'backspace' };
  if (e.key === 'Enter') return { kind: 'enter' };
  if (e.key === 'Escape') return { kind: 'escape' };
  if (/^[0-9a-zA-Z]$/.test(e.key)) return { kind: 'char', key: e.key.toUpperCase() };
  return null;
}
