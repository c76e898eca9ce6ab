import { badRequest } from '../../core/fail';

/**
 * Passes live on Beijing calendar days whatever the zone of the machine running the mock: a pass runs from 00:00
 * of its first day, and a period of N months ends N calendar months later (31 January + 1 month = 28/29 February).
 */

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const BEIJING_MS = 8 * HOUR;

/** 00:00 Beijing time of the day `ms` falls on. */
export function dayStart(ms: number): number {
  return Math.floor((ms + BEIJING_MS) / DAY) * DAY - BEIJING_MS;
}

/** 'YYYY-MM-DD' of the Beijing day `ms` falls on. */
export function beijingDate(ms: number): string {
  return new Date(ms + BEIJING_MS).toISOString().slice(0, 10);
}

/** 00:00 Beijing of a 'YYYY-MM-DD' day, or null when it is no real day. */
export function parseDay(raw: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return utc - BEIJING_MS;
}

/** A 'YYYY-MM-DD' field, as a Beijing midnight; 400 with the field's name when malformed. */
export function dayField(raw: unknown, label: string): number {
  const ms = typeof raw === 'string' ? parseDay(raw) : null;
  if (ms === null) badRequest(`${label}格式不正确，应为YYYY-MM-DD`);
  return ms;
}

/** The same Beijing wall-clock time `months` calendar months later, the day clamped to the month's end. */
export function addMonths(ms: number, months: number): number {
  const local = new Date(ms + BEIJING_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const timeOfDay = (ms + BEIJING_MS) % DAY;
  return Date.UTC(y, m, day) + timeOfDay - BEIJING_MS;
}
