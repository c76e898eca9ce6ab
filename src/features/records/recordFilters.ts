import type { ParkingRecordsFilter } from '@/api/charge/records.types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of /parkingRecord as the URL holds them (?plateNo&startDate&endDate), so Back restores them. */
export function readRecordFilters(search: URLSearchParams): ParkingRecordsFilter {
  const plateNo = search.get('plateNo')?.trim();
  const startDate = search.get('startDate') ?? '';
  const endDate = search.get('endDate') ?? '';
  return {
    ...(plateNo ? { plateNo } : {}),
    ...(DATE.test(startDate) ? { startDate } : {}),
    ...(DATE.test(endDate) ? { endDate } : {}),
  };
}

/** The message to show when the range is impossible, or null. ISO dates compare as strings. */
export function dateRangeError(f: ParkingRecordsFilter): string | null {
  return f.startDate && f.endDate && f.startDate > f.endDate ? '开始日期不能晚于结束日期' : null;
}

/** The URL query for a filter (empty values left out). */
export function recordFilterQuery(f: ParkingRecordsFilter): URLSearchParams {
  const q = new URLSearchParams();
  if (f.plateNo) q.set('plateNo', f.plateNo);
  if (f.startDate) q.set('startDate', f.startDate);
  if (f.endDate) q.set('endDate', f.endDate);
  return q;
}
