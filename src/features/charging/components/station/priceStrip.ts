import type { BandName } from '@/api/cps/estimate.types';
import { minutesOfDay } from '@/api/cps/sessionSchedule';
import type { PriceBand } from '@/api/cps/session.types';
import { formatMoney, formatYuan } from '@/lib/format';
import { bandNameText } from '../estimate/estimateText';

/** The day's bands on a strip: where each starts and ends in minutes of the day, its price a kWh, and the one now. */
export interface StripBand {
  name: BandName;
  from: string;
  to: string;
  start: number;
  end: number;
  cents: number;
  now: boolean;
}

export const DAY_MINUTES = 24 * 60;

/** The bands in the order of the day, each with its place; a band whose times cannot be read is left off the strip. */
export function stripBands(bands: readonly PriceBand[], nowMinute: number | null): StripBand[] {
  return bands
    .flatMap((b) => {
      const start = minutesOfDay(b.from);
      const end = minutesOfDay(b.to);
      if (start === null || end === null || end <= start) return [];
      const now = nowMinute !== null && nowMinute >= start && nowMinute < end;
      return [{ name: b.name, from: b.from, to: b.to, start, end, cents: b.energyCentsPerKwh + b.serviceCentsPerKwh, now }];
    })
    .sort((a, b) => a.start - b.start);
}

/**
 * Under the strip, the hours where a band begins (0 first; the day's end goes without saying); one closer than
 * `minGap` minutes to the last written is left out, so two never run into each other, in 长辈模式's type too.
 */
export function stripTicks(bands: readonly StripBand[], minGap = 120): { minute: number; text: string }[] {
  const ticks: { minute: number; text: string }[] = [];
  for (const at of [...new Set([0, ...bands.map((b) => b.start)])].sort((a, b) => a - b)) {
    const last = ticks[ticks.length - 1];
    if (last && at - last.minute < minGap) continue;
    ticks.push({ minute: at, text: at % 60 === 0 ? String(at / 60) : `${Math.floor(at / 60)}:${String(at % 60).padStart(2, '0')}` });
  }
  return ticks;
}

/** The legend: each band's name once with its price (a name priced two ways is written twice), cheapest first. */
export function stripLegend(bands: readonly StripBand[]): { name: BandName; text: string }[] {
  const seen = new Map<string, { name: BandName; cents: number }>();
  for (const b of bands) seen.set(`${b.name}-${b.cents}`, { name: b.name, cents: b.cents });
  return [...seen.values()].sort((a, b) => a.cents - b.cents).map((b) => ({ name: b.name, text: `${bandNameText(b.name)} ${formatYuan(b.cents)}` }));
}

/**
 * What the strip says to a screen reader: 今日分时电价（电费加服务费）：谷 00:00–07:00 每度0.81元；…；现在 14:05，峰时段.
 * Every band with its times and price, in the order of the day, and where now falls.
 */
export function stripText(bands: readonly StripBand[], nowClock: string | null): string {
  const each = bands.map((b) => `${bandNameText(b.name)} ${b.from}–${b.to} 每度${formatMoney(b.cents)}`).join('；');
  const current = bands.find((b) => b.now);
  const now = nowClock && current ? `；现在 ${nowClock}，${bandNameText(current.name)}时段` : '';
  return `今日分时电价（电费加服务费）：${each}${now}`;
}
