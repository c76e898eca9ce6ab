import type { PriceBand } from './session.types';

/**
 * When a scheduled charge may start, on the server's clock (Beijing time, whatever the phone's zone): the server
 * and the phone work it out the same way, so the start form shows the time the server will keep.
 */

const MIN = 60_000;
const DAY_MINUTES = 24 * 60;
const BEIJING_MS = 8 * 3_600_000;

/** A chosen start time must be at least this far ahead, and at most this far. */
export const SCHEDULE_MIN_AHEAD_MS = 5 * MIN;
export const SCHEDULE_MAX_AHEAD_MS = 24 * 60 * MIN;

/** 'HH:mm' (and '24:00') as minutes of the day, or null when unreadable. */
export function minutesOfDay(hhmm: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** The minute of the Beijing day at `ms`. */
const beijingMinute = (ms: number) => Math.floor(((((ms + BEIJING_MS) % 86_400_000) + 86_400_000) % 86_400_000) / MIN);

/** `ms` floored to its minute. */
const minuteStart = (ms: number) => ms - (((ms % MIN) + MIN) % MIN);

const isValley = (b: PriceBand) => b.name === '谷';

/** The valley band in force at `now`, or null. */
export function valleyBandAt(bands: readonly PriceBand[], now: number): PriceBand | null {
  const m = beijingMinute(now);
  return bands.find((b) => isValley(b) && (minutesOfDay(b.from) ?? -1) <= m && m < (minutesOfDay(b.to) ?? -1)) ?? null;
}

/**
 * The start of the next valley period: the beginning of the next band named 谷 that does not merely continue one
 * (23:00–24:00 then 00:00–07:00 is one period, starting 23:00). Null while a valley band is in force (the driver
 * may start now at the valley price) or when the day has no valley band.
 */
export function nextValleyStart(bands: readonly PriceBand[], now: number): number | null {
  if (valleyBandAt(bands, now)) return null;
  const endsOfValleys = new Set(bands.filter(isValley).map((b) => (minutesOfDay(b.to) ?? -1) % DAY_MINUTES));
  const starts = bands
    .filter((b) => isValley(b))
    .map((b) => minutesOfDay(b.from))
    .filter((m): m is number => m !== null && !endsOfValleys.has(m));
  if (!starts.length) return null;
  const nowMinute = beijingMinute(now);
  const ahead = Math.min(...starts.map((m) => (m - nowMinute + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES));
  return minuteStart(now) + ahead * MIN;
}

/** The next moment the Beijing clock reads `hhmm` after `now` (today's, else tomorrow's), or null when unreadable. */
export function nextClockTime(hhmm: string, now: number): number | null {
  const m = minutesOfDay(hhmm);
  if (m === null || m >= DAY_MINUTES) return null;
  const ahead = (m - beijingMinute(now) + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  return minuteStart(now) + ahead * MIN;
}

/** Why a chosen start is refused, or null when it is within 5 minutes to 24 hours from `now`. */
export function startAtError(startAt: number, now: number): string | null {
  if (startAt < now + SCHEDULE_MIN_AHEAD_MS) return '开始时间须在5分钟以后';
  if (startAt > now + SCHEDULE_MAX_AHEAD_MS) return '开始时间须在24小时以内';
  return null;
}

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time as epoch ms, or null when unreadable. */
export function wireMs(wire: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(wire);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) - BEIJING_MS;
  return Number.isFinite(ms) ? ms : null;
}

/** Epoch ms as 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
export function msWire(ms: number): string {
  const d = new Date(ms + BEIJING_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** 今天 / 明天 and HH:mm of a start, as the driver reads it against `now`. */
export function startLabel(startAt: number, now: number): string {
  const dayOf = (ms: number) => Math.floor((ms + BEIJING_MS) / 86_400_000);
  const hhmm = msWire(startAt).slice(11, 16);
  const days = dayOf(startAt) - dayOf(now);
  return `${days === 0 ? '今天' : days === 1 ? '明天' : msWire(startAt).slice(5, 10)} ${hhmm}`;
}
