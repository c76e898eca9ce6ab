import { isCredentialName, MIN_SECRET_LENGTH, secretsInUrl } from '@/lib/secretParams';

/**
 * Every credential this page load has seen (issue 24): the tickets, OAuth codes and state nonces, auth_codes,
 * tokens, refresh tokens and openids that came in addresses or went through the exchange calls. In memory only —
 * never stored, gone with the page — so the masking of DevTools and of the operations debug export can mask them
 * BY VALUE wherever they turn up (a cache key like tokenByTicket({"ticket":"…"}), a URL, a message), not only under
 * the keys it knows. It names no feature: whoever sees a secret hands it here.
 */

/** Enough for a long session of refreshes; the oldest go first (they are the least likely to be in the log). */
const MAX_VALUES = 200;

const values = new Set<string>();

/** Remembers secret values (anything not a string, or shorter than MIN_SECRET_LENGTH, is ignored). */
export function rememberSecret(...secrets: unknown[]): void {
  for (const v of secrets) {
    if (typeof v !== 'string' || v.length < MIN_SECRET_LENGTH) continue;
    values.delete(v);
    values.add(v);
    if (values.size > MAX_VALUES) values.delete(values.values().next().value as string);
  }
}

/** Remembers what an address (URL, path with query, or query string) carries: see src/lib/secretParams.ts. */
export function rememberSecretsOfUrl(url: string | null | undefined): void {
  if (url) rememberSecret(...secretsInUrl(url));
}

/** The credentials one level down in an object (a call's arguments or answer: {ticket, openid}, {token, refreshToken}). */
function rememberCredentialsIn(value: unknown): void {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (isCredentialName(k)) rememberSecret(v);
}

/**
 * Remembers the credentials an action carries where the exchange calls put them: an RTK Query call's arguments
 * (meta.arg.originalArgs: a ticket, an auth_code) and its answer (payload: a token pair, an openid). Shallow and
 * cheap: every action that reaches the reducers passes here (src/api/debugLog.ts).
 */
export function rememberSecretsOfAction(action: unknown): void {
  if (!action || typeof action !== 'object') return;
  const { payload, meta } = action as { payload?: unknown; meta?: { arg?: { originalArgs?: unknown } } };
  const arg = meta && typeof meta === 'object' ? meta.arg : undefined;
  if (!arg || typeof arg !== 'object') return;
  rememberCredentialsIn(arg.originalArgs);
  rememberCredentialsIn(payload);
}

/** What was remembered, longest first (so a secret containing another is masked whole). */
export function knownSecrets(): string[] {
  return [...values].sort((a, b) => b.length - a.length);
}

/** Tests only: a fresh page load. */
export function forgetSecrets(): void {
  values.clear();
}

// The address this page was opened with: a landing by ticket or OAuth return carries its secret from the start.
if (typeof window !== 'undefined' && window.location) rememberSecretsOfUrl(window.location.href);
