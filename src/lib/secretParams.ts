/**
 * Secrets that travel in addresses: the app shell's `ticket`, an OAuth return's `code` (WeChat) or
 * `auth_code` (Alipay) with its `state` nonce, tokens and openids. Two pure helpers on any text holding a URL or a
 * query string, however deeply nested in another's parameter (a `redirect`, a `reqJson`): which secret values it
 * carries, and the same text with their values replaced. Small and import-free: the entry's secret registry
 * (src/session/secretValues.ts) uses the first, the masking (src/lib/maskSecrets.ts) both.
 */

/** What a masked value becomes. */
export const MASK = '***';

/** Parameters (lower-cased) whose value is a credential wherever they occur. */
const CREDENTIAL_PARAMS = new Set([
  'ticket', 'auth_code', 'authcode', 'app_auth_code', 'token', 'access_token', 'accesstoken', 'refreshtoken', 'refresh_token',
  'openid', 'unionid',
]);

/** Is this key (of a parameter or of an object) always a credential? */
export function isCredentialName(key: string): boolean {
  return CREDENTIAL_PARAMS.has(key.toLowerCase());
}

/**
 * An OAuth return carries one of these with `state`; only then are `code` and `state` remembered as secrets (the
 * app's own ?code= and ?state= are a coupon, a pile, a tab). Stripping is blunter: `code` always, `state` beside a code.
 */
const OAUTH_CODE_PARAMS = ['code', 'auth_code', 'authcode', 'app_auth_code'];

/** Secrets shorter than this are not remembered by value (masking every "1234" would mask half a log). */
export const MIN_SECRET_LENGTH = 6;

/** How deep nested addresses and JSON are followed. */
const MAX_DEPTH = 4;

function queryOf(text: string): string | null {
  const q = text.indexOf('?');
  if (q >= 0) return text.slice(q + 1).split('#')[0] ?? '';
  // A bare query string ("ticket=…&openid=…"), not prose with an equals sign in it.
  return /^[\w.-]+=[^\s]*$/.test(text) ? text : null;
}

function collectJson(value: unknown, out: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH || !value || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string' && CREDENTIAL_PARAMS.has(k.toLowerCase())) out.add(v);
    else if (typeof v === 'string') collectText(v, out, depth + 1);
    else collectJson(v, out, depth + 1);
  }
}

function collectText(text: string, out: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH || !text) return;
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      collectJson(JSON.parse(trimmed), out, depth);
    } catch {
      // not JSON after all
    }
    return;
  }
  const query = queryOf(trimmed);
  if (query === null) return;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return;
  }
  const keys = [...params.keys()].map((k) => k.toLowerCase());
  // An OAuth return: a code with the state nonce the app sent (a coupon's or a pile's ?code= comes alone).
  const oauth = keys.includes('state') && OAUTH_CODE_PARAMS.some((k) => keys.includes(k));
  for (const [k, v] of params) {
    const key = k.toLowerCase();
    if (!v) continue;
    if (CREDENTIAL_PARAMS.has(key) || (oauth && (key === 'code' || key === 'state'))) out.add(v);
    else if (v.includes('=') || v.trim().startsWith('{')) collectText(v, out, depth + 1);
  }
}

/** The secret values a URL, path with query, or query string carries (nested addresses and JSON parameters included). */
export function secretsInUrl(text: string): string[] {
  const out = new Set<string>();
  collectText(text, out, 0);
  return [...out].filter((v) => v.length >= MIN_SECRET_LENGTH);
}

// A parameter starts after ?, & or # — or their percent-encoded forms, once or twice encoded, in a nested address.
const SEP = '(?:[?&#]|%3F|%26|%23|%253F|%2526|%2523)';
const EQ = '(?:=|%3D|%253D)';
// Its value runs to the next separator (raw or encoded), a space or a quote.
const VALUE = `((?:(?!%26|%2526|%23|%2523)[^&#\\s"'<>])+)`;
const CREDENTIAL_PARAM = new RegExp(`(${SEP})(${[...CREDENTIAL_PARAMS].join('|')})(${EQ})${VALUE}`, 'gi');
const OAUTH_PARAM = new RegExp(`(${SEP})(code|state)(${EQ})${VALUE}`, 'gi');
const HAS_OAUTH_CODE = new RegExp(`${SEP}(?:${OAUTH_CODE_PARAMS.join('|')})${EQ}`, 'i');

/** The text with every secret parameter's value replaced by `mask` (`code` and `state` only beside an OAuth code). */
export function stripSecretParams(text: string, mask = MASK): string {
  if (!text.includes('=') && !/%3D/i.test(text)) return text;
  let out = text.replace(CREDENTIAL_PARAM, (_m, sep: string, key: string, eq: string) => `${sep}${key}${eq}${mask}`);
  if (HAS_OAUTH_CODE.test(out)) out = out.replace(OAUTH_PARAM, (_m, sep: string, key: string, eq: string) => `${sep}${key}${eq}${mask}`);
  return out;
}
