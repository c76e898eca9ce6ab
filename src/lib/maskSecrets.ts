import { MASK, stripSecretParams } from './secretParams';

/**
 * What never leaves the device in full — in DevTools, the operations debug panel or its export: masked by key
 * (tokens, tickets, auth codes, openids, passwords, verify codes, ID numbers, a licence's photos and an uploaded
 * photo's data: the whole value; phone numbers: all but the first 3 and last 4 digits), in addresses by parameter
 * (ticket, an OAuth return's code and state, tokens: src/lib/secretParams.ts), inside RTK Query cache keys by their
 * arguments' keys, and by value anywhere in any string (phone numbers, 18-character ID numbers, and the exact
 * secrets the caller names — the session's tokens and whatever the page load's secret registry saw — as they are and
 * URL-encoded).
 */
export { MASK };

/** Keys (lower-cased) whose whole value is masked. */
const SECRET_KEYS = new Set([
  'token', 'accesstoken', 'access_token', 'refreshtoken', 'refresh_token', 'auth_code', 'authcode', 'app_auth_code',
  'openid', 'unionid', 'password', 'oldpassword', 'newpassword', 'confirmpassword',
  'verifycode', 'smscode', 'challengecode', 'ticket', 'authorization', 'custompayload', 'supportcode',
  'idcard', 'idcardno', 'idno', 'idnumber', 'certno', 'identityno',
  // A driving licence's photos as a claim sends them (a plate's, a VIN's), and a photo itself as it is uploaded: held
  // by the server only while it reviews, never in a log (docs/rules/plates.md).
  'licencepictures', 'filedata',
]);

/** Keys (lower-cased) whose value is a phone number: masked to 138****8000 whatever its format. */
const PHONE_KEYS = new Set(['phone', 'mobile', 'tel', 'telephone', 'contactphone', 'phoneno', 'mobileno', 'bindphone', 'newphone', 'oldphone']);

// No lookbehind (iOS Safari before 16.4 cannot parse it): the character before a match is captured instead.
/** 18-character ID numbers (17 digits and a digit or X), not inside a longer run of letters or digits. */
const ID_NUMBER = /(^|[^0-9A-Za-z])(\d{3})\d{11}(\d{3}[\dXx])(?![0-9A-Za-z])/g;
/** Mainland mobile numbers (11 digits from 1, optionally +86), not inside a longer run of digits. */
const PHONE_NUMBER = /(^|[^\d+])((?:\+?86)?1\d{2})\d{4}(\d{4})(?!\d)/g;

function maskPhoneValue(v: unknown): unknown {
  if (typeof v !== 'string' && typeof v !== 'number') return v === null || v === undefined || v === '' ? v : MASK;
  const digits = String(v).replace(/\D/g, '');
  if (digits.length === 0) return v;
  return digits.length >= 7 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : MASK;
}

export interface MaskOptions {
  /** Exact values masked wherever they occur in a string (the session's token pair, say). Short ones are ignored. */
  known?: readonly (string | undefined | null)[];
}

/** A string with secret address parameters, phone numbers, ID numbers and the known secrets masked. */
export function maskText(text: string, known: readonly string[] = []): string {
  let out = stripSecretParams(text, MASK);
  for (const secret of known) if (out.includes(secret)) out = out.split(secret).join(MASK);
  return out.replace(ID_NUMBER, '$1$2***********$3').replace(PHONE_NUMBER, '$1$2****$3');
}

/** Each secret as it may be written: as is, URL-encoded once or twice, JSON-escaped; longest first. */
function writtenForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const s of secrets) {
    forms.add(s);
    try {
      forms.add(encodeURIComponent(s));
      forms.add(encodeURIComponent(encodeURIComponent(s)));
    } catch {
      // a lone surrogate: only the plain form
    }
    forms.add(JSON.stringify(s).slice(1, -1));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

/** An RTK Query cache key: the endpoint's name and its arguments as JSON, e.g. tokenByTicket({"openid":"","ticket":"…"}). */
const CACHE_KEY = /^([A-Za-z_$][\w$]*)\((\{[\s\S]*\})\)$/;

/**
 * A masker that remembers what it masked: the same object in gives the same masked copy out, so 200 states that
 * share most of their structure (as Redux states do) are masked once each part. A cycle becomes '[Circular]'.
 */
export function createMasker(options: MaskOptions = {}) {
  const known = writtenForms((options.known ?? []).filter((s): s is string => typeof s === 'string' && s.length >= 6));
  const done = new WeakMap<object, unknown>();
  const inProgress = new WeakSet<object>();
  // A cache key's arguments are masked as the object they were (by key too), then written back the same way.
  const maskString = (text: string): string => {
    const key = CACHE_KEY.exec(text);
    if (key) {
      try {
        const args: unknown = JSON.parse(key[2] as string);
        if (args && typeof args === 'object') return maskText(`${key[1]}(${JSON.stringify(mask(args))})`, known);
      } catch {
        // not JSON: masked as text
      }
    }
    return maskText(text, known);
  };
  const mask = (value: unknown): unknown => {
    if (typeof value === 'string') return maskString(value);
    if (typeof value === 'number') return Number.isInteger(value) && /^1\d{10}$/.test(String(value)) ? maskText(String(value)) : value;
    if (!value || typeof value !== 'object') return value;
    if (done.has(value)) return done.get(value);
    if (inProgress.has(value)) return '[Circular]';
    inProgress.add(value);
    let out: unknown;
    if (Array.isArray(value)) {
      out = value.map(mask);
    } else {
      const obj: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        const key = k.toLowerCase();
        // Keys are text too: RTK Query files its cache under keys like checkAccount({"phone":"13800138000"}).
        const outKey = maskString(k);
        if (SECRET_KEYS.has(key)) obj[outKey] = v === null || v === undefined || v === '' ? v : MASK;
        else if (PHONE_KEYS.has(key)) obj[outKey] = maskPhoneValue(v);
        else obj[outKey] = mask(v);
      }
      out = obj;
    }
    inProgress.delete(value);
    done.set(value, out);
    return out;
  };
  return <T>(value: T): T => mask(value) as T;
}

/** A masked copy of one value, however deep; safe on cycles. */
export function maskSecrets<T>(value: T, options: MaskOptions = {}): T {
  return createMasker(options)(value);
}
