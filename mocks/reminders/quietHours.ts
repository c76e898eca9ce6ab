import type { QuietHours } from '../../src/api/basic/reminders.types';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const BEIJING_OFFSET = 8 * 60 * MIN;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Minutes since midnight in Beijing (drivers' quiet hours are theirs, whatever zone the server runs in). */
const beijingMinute = (at: number) => Math.floor((((at + BEIJING_OFFSET) % DAY) + DAY) % DAY / MIN);

export function inQuietHours(q: QuietHours, at: number): boolean {
  if (!q.enabled) return false;
  const s = minutesOf(q.start);
  const e = minutesOf(q.end);
  const m = beijingMinute(at);
  if (s === e) return false;
  return s < e ? m >= s && m < e : m >= s || m < e;
}

/** The next end of the quiet hours after `at` (when a push kept back goes, if still true). */
export function quietHoursEnd(q: QuietHours, at: number): number {
  const e = minutesOf(q.end);
  const m = beijingMinute(at);
  const ahead = ((e - m + 24 * 60) % (24 * 60)) || 24 * 60;
  return Math.floor(at / MIN) * MIN + ahead * MIN;
}

/** The Beijing calendar day of a moment, for limits per day. */
export const beijingDay = (at: number) => Math.floor((at + BEIJING_OFFSET) / DAY);
