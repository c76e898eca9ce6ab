import type { Action } from '@reduxjs/toolkit';

/** Keys whose values never reach DevTools, in actions or state, in any build. */
const SECRET_KEYS = new Set([
  'token', 'refreshtoken', 'openid', 'password', 'oldpassword', 'newpassword', 'confirmpassword',
  'verifycode', 'smscode', 'challengecode', 'ticket', 'authorization', 'custompayload',
]);

export const MASK = '***';

/** A copy with every secret-named value masked, however deep; safe on cycles. */
export function maskSecrets<T>(value: T, seen = new WeakSet<object>()): T {
  if (!value || typeof value !== 'object') return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, seen)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEYS.has(k.toLowerCase()) && v != null && v !== '' ? MASK : maskSecrets(v, seen);
  }
  return out as T;
}

/** DevTools are on in development; in production only with the debug flag (localStorage driverAppDebug=1). */
export function devToolsEnabled(): boolean {
  if (process.env.NODE_ENV !== 'production') return true;
  try {
    return window.localStorage.getItem('driverAppDebug') === '1';
  } catch {
    return false;
  }
}

export function devToolsOptions() {
  if (!devToolsEnabled()) return false as const;
  return {
    name: '车主服务',
    actionSanitizer: <A extends Action>(action: A) => maskSecrets(action),
    stateSanitizer: <S>(state: S) => maskSecrets(state),
  };
}
