import { useCallback, useRef, useState } from 'react';

/** Fields that never reach storage: credentials stay only in memory. */
export const SECRET_FIELDS = ['password', 'oldPassword', 'newPassword', 'confirmPassword', 'verifyCode', 'challengeCode'];

const PREFIX = 'formDraft:';

function area(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function readDraft(key: string | null): Record<string, unknown> {
  if (key === null) return {};
  try {
    const raw = area()?.getItem(PREFIX + key);
    if (!raw) return {};
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeDraft(key: string | null, value: object, exclude: readonly string[]): void {
  if (key === null) return;
  try {
    const kept = Object.fromEntries(Object.entries(value).filter(([k]) => !exclude.includes(k)));
    area()?.setItem(PREFIX + key, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode, quota): the form still works, it just will not survive a reload.
  }
}

function removeDraft(key: string | null): void {
  if (key === null) return;
  try {
    area()?.removeItem(PREFIX + key);
  } catch {
    // nothing to do
  }
}

/**
 * Form contents kept in sessionStorage so they survive a failed call, a refresh-token expiry and a detour to
 * /login and back. Secret fields (passwords, verify codes) are kept in memory only. A stored value is used only
 * when it has the same type as the initial one, so a stale or foreign draft cannot break the form.
 * Call `clear` once the form has done its job. A null key keeps the form in memory only (same interface).
 */
export function useFormDraft<T extends object>(
  key: string | null,
  initial: T,
  exclude: readonly string[] = SECRET_FIELDS,
): [T, (patch: Partial<T>) => void, () => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = readDraft(key);
    const merged = { ...initial } as Record<string, unknown>;
    for (const [k, v] of Object.entries(initial)) {
      if (exclude.includes(k) || !(k in stored)) continue;
      const s = stored[k];
      if (typeof s === typeof v && (v === null || typeof v !== 'object')) merged[k] = s;
    }
    return merged as T;
  });
  const latest = useRef(value);
  latest.current = value;
  const excludeRef = useRef(exclude);
  excludeRef.current = exclude;
  const initialRef = useRef(initial);

  const patch = useCallback(
    (p: Partial<T>) => {
      const next = { ...latest.current, ...p };
      latest.current = next;
      writeDraft(key, next, excludeRef.current);
      setValue(next);
    },
    [key],
  );

  const clear = useCallback(() => {
    removeDraft(key);
    latest.current = initialRef.current;
    setValue(initialRef.current);
  }, [key]);

  return [value, patch, clear];
}
