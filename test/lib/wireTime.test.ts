import { formatDateTime, parseServerTime } from '@/lib/time';
import { formatWireDateTime, wireTimeMs } from '@/lib/wireTime';

// The first screen's dependency-free reader must read every server time exactly as lib/time (dayjs) does.
const inputs: (string | number | null | undefined)[] = [
  '2026-11-22 09:05:07', '2026-11-22T09:05:07', '2026-11-22 09:05', '2026/11/22 09:05:07', '2026-11-22',
  '2026-11-22 00:00:00', '2026-11-21 23:59:59', '2024-02-29 12:00:00', '2026-12-31 16:00:00',
  // not times: impossible dates and hours, other shapes, missing
  '2026-02-30 10:00:00', '2026-13-01 10:00:00', '2026-11-22 24:00:00', '2026-11-22 10:60:00', '2026-11-22 10:00:61',
  '2026/11/22 09:05', '2026-11-22T09:05', '22-11-2026', '2026-1-2 3:04:05', 'today', '', null, undefined,
  1_763_773_507_000, 0, Number.NaN,
];

test.each(inputs.map((v) => [String(v), v]))('%s reads as lib/time reads it', (_label, value) => {
  const expected = parseServerTime(value)?.valueOf() ?? Number.NaN;
  expect(wireTimeMs(value)).toBe(expected);
  expect(formatWireDateTime(value)).toBe(formatDateTime(value));
});

test('a Beijing wall time is the same instant on a phone in any zone', () => {
  expect(wireTimeMs('2026-11-22 08:00:00')).toBe(Date.UTC(2026, 10, 22, 0, 0, 0));
  expect(formatWireDateTime(Date.UTC(2026, 10, 21, 16, 30))).toBe('2026-11-22 00:30');
});
