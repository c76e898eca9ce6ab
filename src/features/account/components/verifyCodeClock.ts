/**
 * When a verify code was last sent to each phone, kept in localStorage so the 60 s countdown survives a reload.
 * Reads never throw: a missing, corrupt or refused store reads as "never sent".
 */
export const VERIFY_CODE_KEY = 'verifyCodeSentAt';
export const RESEND_SECONDS = 60;
const RESEND_MS = RESEND_SECONDS * 1000;

type SentAt = Record<string, number>;

function area(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function readAll(): SentAt {
  try {
    const raw = area()?.getItem(VERIFY_CODE_KEY);
    if (!raw) return {};
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    const out: SentAt = {};
    for (const [phone, t] of Object.entries(v as Record<string, unknown>)) {
      if (typeof t === 'number' && Number.isFinite(t)) out[phone] = t;
    }
    return out;
  } catch {
    return {};
  }
}

export function readSentAt(phone: string): number | undefined {
  return readAll()[phone];
}

/** Records a send (or the server's "too often", back-dated so the countdown matches what it said). */
export function writeSentAt(phone: string, at: number, now = Date.now()): void {
  try {
    const all = readAll();
    // Drop what no longer counts down, so the entry never grows.
    for (const [p, t] of Object.entries(all)) if (now - t >= RESEND_MS) delete all[p];
    all[phone] = at;
    area()?.setItem(VERIFY_CODE_KEY, JSON.stringify(all));
  } catch {
    // Storage refused: the countdown still runs for this page view.
  }
}

/** Whole seconds left before another code may be sent to this phone (0 when it may be sent now). */
export function secondsLeft(sentAt: number | undefined, now = Date.now()): number {
  if (sentAt === undefined) return 0;
  const left = Math.ceil((sentAt + RESEND_MS - now) / 1000);
  // A clock moved backwards (sentAt in the future) must not lock the button for longer than 60 s.
  return Math.max(0, Math.min(RESEND_SECONDS, left));
}
