import { wireTime } from '../../core/wireTime';

/**
 * Beijing dates and clock times for the booking service: windows ('工作日 19:00-次日08:00'), sale dates and start
 * times are the lot's local time whatever zone the machine running the mock is in. China keeps no daylight
 * saving, so a day is always 24 hours.
 */

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
const BEIJING = 8 * HOUR;
const WIRE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{2}):(\d{2})$/;

export const fmt = (ms: number) => wireTime(ms);
export const fmtOpt = (ms: number | null) => (ms === null ? null : wireTime(ms));

/** 'YYYY-MM-DD' of the Beijing day holding `ms`. */
export function dateOf(ms: number): string {
  return wireTime(ms, 'YYYY-MM-DD');
}

/** The Beijing midnight starting `date`. */
export function midnightOf(date: string): number {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - BEIJING;
}

/** The Beijing midnight starting the day of `ms`. */
export function dayStart(ms: number): number {
  return Math.floor((ms + BEIJING) / DAY) * DAY - BEIJING;
}

/** The Beijing midnight starting the month of `ms`. */
export function monthStart(ms: number): number {
  const d = new Date(ms + BEIJING);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - BEIJING;
}

/** 1 Monday … 7 Sunday. */
export function weekdayOf(date: string): number {
  const d = new Date(midnightOf(date) + BEIJING).getUTCDay();
  return d === 0 ? 7 : d;
}

export function addDays(date: string, n: number): string {
  return dateOf(midnightOf(date) + n * DAY);
}

/** A wire time ('YYYY-MM-DD HH:mm[:ss]', Beijing) → epoch ms, or null when it is not one (or no such day). */
export function parseWire(raw: string): number | null {
  const m = WIRE.exec(raw);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)) - BEIJING;
  return wireTime(t, 'YYYY-MM-DD HH:mm') === raw.slice(0, 16) ? t : null;
}

/** A date 'YYYY-MM-DD' that exists, or null. */
export function parseDate(raw: string): string | null {
  if (!DATE.test(raw)) return null;
  return dateOf(midnightOf(raw)) === raw ? raw : null;
}

/** 'HH:mm' → minutes after midnight; '24:00' is the day's end. */
export function clockMinutes(hhmm: string): number {
  const m = CLOCK.exec(hhmm);
  if (!m) throw new Error(`not a clock time: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Rounds up to the next whole `stepMinutes` of the Beijing clock. */
export function ceilToStep(ms: number, stepMinutes: number): number {
  const step = stepMinutes * MIN;
  const start = dayStart(ms);
  return start + Math.ceil((ms - start) / step) * step;
}
