import type { BookRules } from '@/api/booking/orders.types';
import { dayjs, parseServerTime } from '@/lib/time';

/** The starts a lot takes now, by Beijing day: every step from the earliest start to the latest. */
export interface StartOptions {
  days: string[];
  times: Record<string, string[]>;
}

export function startOptions(rules: Pick<BookRules, 'earliestStartTime' | 'latestStartTime' | 'stepMinutes'>): StartOptions {
  const first = parseServerTime(rules.earliestStartTime);
  const last = parseServerTime(rules.latestStartTime);
  const out: StartOptions = { days: [], times: {} };
  if (!first || !last || rules.stepMinutes <= 0) return out;
  for (let t = first; !t.isAfter(last); t = t.add(rules.stepMinutes, 'minute')) {
    const day = t.format('YYYY-MM-DD');
    if (!out.times[day]) {
      out.days.push(day);
      out.times[day] = [];
    }
    out.times[day]?.push(t.format('HH:mm'));
  }
  return out;
}

const WEEKDAYS = '日一二三四五六';

/** '今天 04-12', '明天 04-13', '04-15 周三' (Beijing days). */
export function dayLabel(day: string, now = dayjs()): string {
  const today = now.utcOffset(8 * 60).format('YYYY-MM-DD');
  const d = dayjs(day, 'YYYY-MM-DD');
  const diff = d.diff(dayjs(today, 'YYYY-MM-DD'), 'day');
  const md = d.format('MM-DD');
  if (diff === 0) return `今天 ${md}`;
  if (diff === 1) return `明天 ${md}`;
  if (diff === 2) return `后天 ${md}`;
  return `${md} 周${WEEKDAYS[d.day()] ?? ''}`;
}

/** The wire form of a chosen start. */
export function wireStart(day: string, time: string): string {
  return `${day} ${time}:00`;
}

/** The durations the lot allows when no package is chosen: its minimum to its maximum, in its steps. */
export function durationOptions(rules: Pick<BookRules, 'minDurationMinutes' | 'maxDurationMinutes' | 'stepMinutes'>): number[] {
  const out: number[] = [];
  for (let m = rules.minDurationMinutes; m <= rules.maxDurationMinutes; m += rules.stepMinutes) out.push(m);
  return out;
}
