/**
 * Every credential this page load has seen: tickets, OAuth codes and state nonces, auth_codes, tokens,
 * refresh tokens and openids. In memory only — never stored, gone with the page — so the masking of DevTools and
 * of the operations debug export can mask them BY VALUE wherever they turn up (a cache key like
 * tokenByTicket({"ticket":"…"}), a URL, a message), not only under the keys it knows. It names no feature: whoever
 * sees a secret hands it here. This is the entry's part, kept small: the deep reading of addresses, actions and
 * states happens when a masking loads (src/session/secretScan.ts).
 */

/** Enough for a long session of refreshes; the oldest go first (they are the least likely to be in the log). */
const MAX_VALUES = 200;
/** Shorter values are not remembered (masking every "1234" would mask half a log). */
const MIN_SECRET_LENGTH = 6;

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

/** What was remembered, longest first (so a secret containing another is masked whole). */
export function knownSecrets(): string[] {
  return [...values].sort((a, b) => b.length - a.length);
}

/** Tests only: a fresh page load. */
export function forgetSecrets(): void {
  values.clear();
}

const CREDENTIAL_PARAM = /([?&](?:ticket|auth_?code|app_auth_code|code|token|access_?token|refresh_?token|openid|unionid)=)[^&#]*/gi;
const OAUTH_STATE = /([?&]state=)[^&#]*/gi;

/**
 * A page address's query without its credentials' values (*** instead): a ticket, a token, an openid, any `code`
 * (an OAuth return's; the app's own coupon or pile code goes too, harmlessly), and `state` beside a code. Top-level
 * parameters only: nested addresses, and remembering the values to mask them elsewhere, are the masking's work when
 * it loads (src/session/secretScan.ts reads the raw address the navigation action carries in its meta).
 */
export function maskAddressQuery(search: string): string {
  if (!search.includes('=')) return search;
  const out = search.replace(CREDENTIAL_PARAM, '$1***');
  return out === search ? out : out.replace(OAUTH_STATE, '$1***');
}

/** The address this page was opened with, whole: the masking reads its secrets when it loads. */
export const landingAddress = typeof window !== 'undefined' && window.location ? window.location.href : '';
