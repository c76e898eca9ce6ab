import type { OccupyBillsFilter } from '@/api/cps/occupy.types';

/** The filter of /occupyBillList as the URL holds it (?state=1|2), so Back from a fee restores it. */
export function readOccupyFilter(search: URLSearchParams): OccupyBillsFilter {
  const state = search.get('state');
  return state === '1' || state === '2' ? { state: Number(state) as 1 | 2 } : {};
}

/** The URL query of a filter (all fees: none). */
export function occupyFilterQuery(f: OccupyBillsFilter): URLSearchParams {
  return new URLSearchParams(f.state ? { state: String(f.state) } : {});
}
