/**
 * Server times without dayjs, for the first screen (the home's cards and offline receipt), which must not carry a
 * date library. lib/time.ts reads the same formats the same way for every other screen; a test holds the two
 * together. The server writes Beijing time (UTC+8, whatever the phone's zone) or epoch milliseconds.
 */
const BEIJING_MS = 8 * 3_600_000;

/** The formats lib/time accepts, each as year, month, day, hour, minute, second (missing parts are 0). */
const WIRE_FORMATS = [
  /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/,
  /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)$/,
  /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)()$/,
  /^(\d{4})\/(\d\d)\/(\d\d) (\d\d):(\d\d):(\d\d)$/,
  /^(\d{4})-(\d\d)-(\d\d)()()()$/,
];

/** A server time → epoch ms; NaN when missing or not a real time (2026-02-30, 24:00). */
export function wireTimeMs(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  for (const format of WIRE_FORMATS) {
    const m = format.exec(value);
    if (!m) continue;
    const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => Number(part || 0));
    const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
    const real = at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d && at.getUTCHours() === h && at.getUTCMinutes() === mi;
    return real && at.getUTCSeconds() === s ? at.getTime() - BEIJING_MS : Number.NaN;
  }
  return Number.NaN;
}

/** '2026-11-22 09:05' in Beijing time, as lib/time's formatDateTime; '' for a missing or unreadable time. */
export function formatWireDateTime(value: string | number | null | undefined): string {
  const ms = wireTimeMs(value);
  return Number.isNaN(ms) ? '' : new Date(ms + BEIJING_MS).toISOString().slice(0, 16).replace('T', ' ');
}
