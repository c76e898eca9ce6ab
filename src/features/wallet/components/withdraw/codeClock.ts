/**
 * When the last withdrawal code was sent, kept in sessionStorage so the 60 s countdown survives a reload of the
 * withdraw page. Reads never throw: a missing, corrupt or refused store reads as "never sent".
 */
const KEY = 'withdrawCodeSentAt';

export function readCodeSentAt(): number | null {
  try {
    const v = Number(window.sessionStorage.getItem(KEY));
    return Number.isFinite(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

export function writeCodeSentAt(at: number): void {
  try {
    window.sessionStorage.setItem(KEY, String(at));
  } catch {
    // Storage refused: the countdown still runs while the page is open.
  }
}
