import { beijingToday, dayjs, formatDate, formatDateTime, formatDuration, minutesSince, parseServerTime, recentMonths } from '@/lib/time';

test('a server time is Beijing time, whatever the phone zone', () => {
  expect(parseServerTime('2024-05-01 08:00:00')?.valueOf()).toBe(Date.UTC(2024, 4, 1, 0, 0, 0));
  expect(parseServerTime('2024-05-01T08:00:00')?.valueOf()).toBe(Date.UTC(2024, 4, 1, 0, 0, 0));
  expect(parseServerTime(Date.UTC(2024, 4, 1, 0, 0, 0))?.format('YYYY-MM-DD HH:mm')).toBe('2024-05-01 08:00');
});

test('missing or unreadable times are null or empty, never "Invalid Date"', () => {
  for (const bad of [null, undefined, '', 'nonsense', '2024-13-45 99:99:99']) {
    expect(parseServerTime(bad)).toBeNull();
    expect(formatDateTime(bad)).toBe('');
  }
});

test('formats for lists and details', () => {
  expect(formatDateTime('2026-11-22 09:05:33')).toBe('2026-11-22 09:05');
  expect(formatDate('2026-11-22 09:05:33')).toBe('2026-11-22');
});

test('durations as a driver reads them', () => {
  expect(formatDuration(45)).toBe('45分钟');
  expect(formatDuration(125)).toBe('2小时5分钟');
  expect(formatDuration(120)).toBe('2小时');
  expect(formatDuration(27 * 60)).toBe('1天3小时');
  expect(minutesSince('2024-05-01 08:00:00', parseServerTime('2024-05-01 09:30:00')!)).toBe(90);
  expect(minutesSince('2024-05-01 10:00:00', parseServerTime('2024-05-01 09:30:00')!)).toBe(0);
});

test('beijingToday: the calendar day in Beijing, whatever the moment in UTC', () => {
  const at = (iso: string) => beijingToday(dayjs(iso));
  expect(at('2026-11-22T16:30:00Z')).toEqual(new Date(2026, 10, 23));
  expect(at('2026-11-22T15:59:00Z')).toEqual(new Date(2026, 10, 22));
});

test('recentMonths: this Beijing month first as 本月, then the ones before, the year named once it changes', () => {
  // 2026-02-28 20:00 UTC is already March in Beijing.
  expect(recentMonths(4, dayjs('2026-02-28T20:00:00Z'))).toEqual([
    { value: '2026-03', label: '本月' },
    { value: '2026-02', label: '2月' },
    { value: '2026-01', label: '1月' },
    { value: '2025-12', label: '2025年12月' },
  ]);
  expect(recentMonths(undefined, dayjs('2026-07-15T04:00:00Z')).map((m) => m.value)).toEqual(['2026-07', '2026-06', '2026-05', '2026-04', '2026-03', '2026-02']);
});
