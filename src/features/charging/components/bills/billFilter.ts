import type { ChargingBillsFilter } from '@/api/cps/bills.types';
import { dayjs } from '@/lib/time';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const BEIJING_MINUTES = 8 * 60;

/** The filter of /chargeBillManage as the URL holds it (?state=2|3&month=YYYY-MM), so Back restores it. */
export function readBillFilter(search: URLSearchParams): ChargingBillsFilter {
  const state = search.get('state');
  const month = search.get('month') ?? '';
  return {
    ...(state === '2' || state === '3' ? { state: Number(state) as 2 | 3 } : {}),
    ...(MONTH.test(month) ? { month } : {}),
  };
}

/** The URL query of a filter (what is not set is left out). */
export function billFilterQuery(f: ChargingBillsFilter): URLSearchParams {
  const q = new URLSearchParams();
  if (f.state) q.set('state', String(f.state));
  if (f.month) q.set('month', f.month);
  return q;
}

export interface MonthChoice {
  value: string;
  label: string;
}

/** This Beijing month and the ones before it, newest first: '本月', then '4月', with the year once it changes. */
export function recentMonths(count = 6, now = dayjs()): MonthChoice[] {
  const here = now.utcOffset(BEIJING_MINUTES).startOf('month');
  return Array.from({ length: count }, (_, i) => {
    const m = here.subtract(i, 'month');
    const label = i === 0 ? '本月' : m.year() === here.year() ? `${m.month() + 1}月` : `${m.year()}年${m.month() + 1}月`;
    return { value: m.format('YYYY-MM'), label };
  });
}
