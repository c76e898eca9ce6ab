import { randomString } from '@/lib/random';

/**
 * What a WeChat OAuth round trip needs across the trip to WeChat and back (sessionStorage, this tab only):
 * the `state` nonce sent (a returning code must carry it, so nobody can sign a driver into another account with
 * a crafted link), the target to land on, and the code being used (for /bindPhone after 0xd12501022).
 * Reads never throw.
 */
const KEY = 'oauthContext';

export interface OAuthContext {
  state?: string;
  target?: string;
  code?: string;
}

function area(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function readOAuthContext(): OAuthContext {
  try {
    const raw = area()?.getItem(KEY);
    const v: unknown = raw ? JSON.parse(raw) : null;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    const o = v as Record<string, unknown>;
    const str = (x: unknown) => (typeof x === 'string' && x !== '' ? x : undefined);
    return { state: str(o.state), target: str(o.target), code: str(o.code) };
  } catch {
    return {};
  }
}

export function writeOAuthContext(patch: OAuthContext): void {
  try {
    area()?.setItem(KEY, JSON.stringify({ ...readOAuthContext(), ...patch }));
  } catch {
    // storage refused: the round trip then fails its state check and offers a retry
  }
}

export function clearOAuthContext(): void {
  try {
    area()?.removeItem(KEY);
  } catch {
    // nothing to do
  }
}

/** Starts a round trip: a fresh state nonce remembered with the target. */
export function beginOAuth(target: string): string {
  const state = randomString(16);
  writeOAuthContext({ state, target, code: undefined });
  return state;
}

/** Leaving the app for another site (WeChat's authorise page); tests replace `assign`. */
export const externalPage = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
