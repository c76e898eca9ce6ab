import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/**
 * Time, through dayjs, in one place. The server writes times as 'YYYY-MM-DD HH:mm:ss' in Beijing time (UTC+8,
 * whatever the phone's zone) or as epoch milliseconds; the app reads and shows them in Beijing time, so a driver
 * sees the same clock as the lot's barrier and receipts.
 */
const BEIJING_MINUTES = 8 * 60;
const SERVER_FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY/MM/DD HH:mm:ss', 'YYYY-MM-DD'];

/** A server time (string or epoch ms) → a Dayjs in Beijing time, or null when it is missing or unreadable. */
export function parseServerTime(value: string | number | null | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    const d = dayjs(value);
    return d.isValid() ? d.utcOffset(BEIJING_MINUTES) : null;
  }
  for (const format of SERVER_FORMATS) {
    const d = dayjs.utc(value, format, true);
    if (d.isValid()) return d.subtract(BEIJING_MINUTES, 'minute').utcOffset(BEIJING_MINUTES);
  }
  return null;
}

/** '2026-11-22 09:05' — what lists and detail rows show; '' for a missing time. */
export function formatDateTime(value: string | number | null | undefined): string {
  return parseServerTime(value)?.format('YYYY-MM-DD HH:mm') ?? '';
}

/** '2026-11-22'. */
export function formatDate(value: string | number | null | undefined): string {
  return parseServerTime(value)?.format('YYYY-MM-DD') ?? '';
}

/** Whole minutes from `from` to `to` (now by default), never negative; null when `from` is unreadable. */
export function minutesSince(from: string | number | null | undefined, to: Dayjs = dayjs()): number | null {
  const d = parseServerTime(from);
  return d ? Math.max(0, to.diff(d, 'minute')) : null;
}

/** A duration in minutes as a driver reads it: '45分钟', '2小时5分钟', '1天3小时'. */
export function formatDuration(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const mins = m % 60;
  if (days > 0) return `${days}天${hours > 0 ? `${hours}小时` : ''}`;
  if (hours > 0) return `${hours}小时${mins > 0 ? `${mins}分钟` : ''}`;
  return `${mins}分钟`;
}

export { dayjs };

/**
 * Today's date in Beijing as a local Date at midnight: what a date picker (whose wheels use the phone's calendar)
 * may offer as its last day, so a phone set to another zone can still pick the day the lot calls today.
 */
export function beijingToday(now: Dayjs = dayjs()): Date {
  const b = now.utcOffset(BEIJING_MINUTES);
  return new Date(b.year(), b.month(), b.date());
}

/** A month to pick in a filter: 'YYYY-MM' and how a driver reads it. */
export interface MonthChoice {
  value: string;
  label: string;
}

/** This Beijing month and the ones before it, newest first: '本月', then '4月', with the year once it changes. */
export function recentMonths(count = 6, now: Dayjs = dayjs()): MonthChoice[] {
  const here = now.utcOffset(BEIJING_MINUTES).startOf('month');
  return Array.from({ length: count }, (_, i) => {
    const m = here.subtract(i, 'month');
    const label = i === 0 ? '本月' : m.year() === here.year() ? `${m.month() + 1}月` : `${m.year()}年${m.month() + 1}月`;
    return { value: m.format('YYYY-MM'), label };
  });
}
