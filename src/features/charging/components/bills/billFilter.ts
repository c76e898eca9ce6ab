import type { ChargingBillsFilter } from '@/api/cps/bills.types';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

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
