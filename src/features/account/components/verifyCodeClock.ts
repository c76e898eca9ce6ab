/**
 * When a verify code was last sent to each phone, kept in localStorage so the 60 s countdown survives a reload —
 * without the phone number: each send is filed under a short hash of the number and a salt made once per
 * install, `{"salt":"…","sent":{"3fa81c":1735000000000}}`. The hash keeps 24 bits, so some hundreds of mainland
 * numbers share each one: what is stored cannot be turned back into the number, and two numbers of one phone
 * colliding would only share a countdown of at most 60 s. The former entry, keyed by the numbers themselves
 * (`verifyCodeSentAt`), is deleted the first time the clock is read or written.
 * Reads never throw: a missing, corrupt or refused store reads as "never sent".
 */
import { waitLeft } from '@/ui/ResendCodeButton';

export const VERIFY_CODE_KEY = 'verifyCodeClock';
/** Where the numbers used to be stored in clear. */
export const LEGACY_VERIFY_CODE_KEY = 'verifyCodeSentAt';
export const RESEND_SECONDS = 60;
const RESEND_MS = RESEND_SECONDS * 1000;

interface Clock {
  salt: string;
  /** Send time (epoch ms) by phone hash. */
  sent: Record<string, number>;
}

function area(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** FNV-1a (32-bit) over the text's UTF-16 code units. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The key a phone's send time is filed under: 24 bits of FNV-1a over the salt and the number, 6 hex digits. */
export function phoneKey(phone: string, salt: string): string {
  return (fnv1a(`${salt}:${phone}`) & 0xffffff).toString(16).padStart(6, '0');
}

function newSalt(): string {
  const bytes = new Uint8Array(8);
  try {
    crypto.getRandomValues(bytes);
  } catch {
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  }
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function dropLegacy(storage: Storage): void {
  try {
    storage.removeItem(LEGACY_VERIFY_CODE_KEY);
  } catch {
    // Storage refused: nothing to migrate either.
  }
}

function readClock(): Clock | null {
  try {
    const storage = area();
    if (!storage) return null;
    dropLegacy(storage);
    const raw = storage.getItem(VERIFY_CODE_KEY);
    if (!raw) return null;
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
    const { salt, sent } = v as { salt?: unknown; sent?: unknown };
    if (typeof salt !== 'string' || !salt) return null;
    const out: Clock = { salt, sent: {} };
    if (sent && typeof sent === 'object' && !Array.isArray(sent)) {
      for (const [k, t] of Object.entries(sent as Record<string, unknown>)) {
        if (typeof t === 'number' && Number.isFinite(t)) out.sent[k] = t;
      }
    }
    return out;
  } catch {
    return null;
  }
}

export function readSentAt(phone: string): number | undefined {
  const clock = readClock();
  return clock ? clock.sent[phoneKey(phone, clock.salt)] : undefined;
}

/** Records a send (or the server's "too often", back-dated so the countdown matches what it said). */
export function writeSentAt(phone: string, at: number, now = Date.now()): void {
  try {
    const clock = readClock() ?? { salt: newSalt(), sent: {} };
    // Drop what no longer counts down, so the entry never grows.
    for (const [k, t] of Object.entries(clock.sent)) if (now - t >= RESEND_MS) delete clock.sent[k];
    clock.sent[phoneKey(phone, clock.salt)] = at;
    area()?.setItem(VERIFY_CODE_KEY, JSON.stringify(clock));
  } catch {
    // Storage refused: the countdown still runs for this page view.
  }
}

/**
 * Whole seconds left before another code may be sent to this phone (0 when it may be sent now); a clock moved
 * backwards (sentAt in the future) never locks the button for longer than 60 s.
 */
export function secondsLeft(sentAt: number | undefined, now = Date.now()): number {
  return waitLeft(sentAt, RESEND_SECONDS, now);
}
