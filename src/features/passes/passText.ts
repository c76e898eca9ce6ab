import type { PlateColor } from '@/lib/wire';
import type { BagApplicationState, BagPass, BagRule, ReviewState } from '@/api/special/types';
import { dayjs, parseServerTime } from '@/lib/time';
import type { Tone } from '@/ui/StateTag';

/** The words and small sums the pass screens share. */

export const COLOUR_TEXT: Record<PlateColor, string> = { 1: '蓝牌', 2: '黄牌', 5: '绿牌' };

export function coloursText(colours: readonly PlateColor[]): string {
  return colours.map((c) => COLOUR_TEXT[c]).join('、');
}

/** Passes left: -1 is unlimited (spec §9), 0 sold out. */
export function leftText(leftNum: number): string {
  if (leftNum < 0) return '不限量';
  return leftNum === 0 ? '已售罄' : `剩余${leftNum}个`;
}

export function soldOut(rule: Pick<BagRule, 'leftNum'>): boolean {
  return rule.leftNum === 0;
}

/** A state the app does not know yet is shown plain, with the server's stateText. */
export const APPLICATION_TONE: Record<BagApplicationState, Tone> = { 1: 'warning', 2: 'primary', 3: 'danger', 4: 'success', 5: 'default', 6: 'default', unknown: 'default' };
export const REVIEW_TONE: Record<ReviewState, Tone> = { 0: 'default', 1: 'warning', 2: 'success', 3: 'danger', unknown: 'default' };

/** Today in Beijing, 'YYYY-MM-DD': the lot's calendar, whatever the phone's zone. */
export function beijingDay(offsetDays = 0): string {
  return dayjs().utcOffset(480).add(offsetDays, 'day').format('YYYY-MM-DD');
}

/** How far ahead a pass may be made to start (the server refuses later days). */
export const MAX_START_AHEAD_DAYS = 60;
/** How many periods one payment may buy. */
export const MAX_PERIODS = 12;

/** The last day of `months` months from a first day 'YYYY-MM-DD' (a month from 31 January ends 27/28 February). */
export function lastDayFrom(firstDay: string, months: number): string {
  return dayjs(firstDay, 'YYYY-MM-DD').add(months, 'month').subtract(1, 'day').format('YYYY-MM-DD');
}

/** The last day a renewal reaches: from the old end (exclusive), or from today when the pass has lapsed. */
export function renewedLastDay(endTime: string, months: number): string {
  const end = parseServerTime(endTime);
  const today = beijingDay();
  const from = end && end.format('YYYY-MM-DD') > today ? end.format('YYYY-MM-DD') : today;
  return lastDayFrom(from, months);
}

/** '每月', '每季', '每年', or '每期' for other lengths. */
export function perPeriod(periodType: string): string {
  return ({ 月卡: '每月', 季卡: '每季', 年卡: '每年' } as Record<string, string>)[periodType] ?? '每期';
}

/** A pass's tag: in force (or about to end), yet to start, or over (or in a state the app does not know yet). */
export function passTone(p: Pick<BagPass, 'state' | 'started' | 'expiringSoon'>): Tone {
  if (p.state !== 4) return 'default';
  if (p.expiringSoon) return 'warning';
  return p.started ? 'success' : 'primary';
}

/** The last day of a validity whose end is exclusive (00:00 of the day after). */
export function lastDayBefore(endExclusive: string): string {
  return parseServerTime(endExclusive)?.subtract(1, 'second').format('YYYY-MM-DD') ?? '';
}
