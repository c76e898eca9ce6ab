import type { Action } from '@reduxjs/toolkit';
import { readDebugGrant } from '@/session/debugGrant';

type Mask = <T>(value: T) => T;
/** The masking (src/lib/maskSecrets.ts), loaded by prepareDevTools only when DevTools will be on: not in the entry. */
let mask: Mask | null = null;

/**
 * DevTools are on in development. In production only for a debug session a support code opened (the server
 * verified it; src/session/debugGrant.ts): no local flag turns them on. Masked either way.
 */
export function devToolsEnabled(): boolean {
  if (process.env.NODE_ENV !== 'production') return true;
  return readDebugGrant() !== undefined;
}

/** Boot calls this before making the store: loads the masking when DevTools will be on (never for a driver without a session). */
export async function prepareDevTools(): Promise<void> {
  if (mask || !devToolsEnabled()) return;
  mask = (await import(/* webpackChunkName: "mask-secrets" */ '@/lib/maskSecrets')).maskSecrets;
}

export function devToolsOptions() {
  if (!devToolsEnabled()) return false as const;
  return {
    name: '车主服务',
    // Until the masking is loaded (a store made without prepareDevTools), DevTools see action types, never values.
    actionSanitizer: <A extends Action>(action: A): A => (mask ? mask(action) : ({ type: action.type } as A)),
    stateSanitizer: <S>(state: S): S => (mask ? mask(state) : ('（脱敏模块未加载）' as S)),
  };
}
