import type { PriceBand } from '@/api/cps/session.types';
import { msWire, nextClockTime, nextValleyStart, startAtError, startLabel, wireMs } from '@/api/cps/sessionSchedule';

/** The rules of a scheduled start, on Beijing time whatever the machine's zone. */
const band = (name: PriceBand['name'], from: string, to: string): PriceBand => ({ name, from, to, energyCentsPerKwh: 100, serviceCentsPerKwh: 50 });
const DAY: PriceBand[] = [band('谷', '00:00', '07:00'), band('平', '07:00', '10:00'), band('峰', '10:00', '18:00'), band('平', '18:00', '23:00'), band('谷', '23:00', '24:00')];
const at = (wire: string) => wireMs(wire)!;

test('the next 谷 period starts at 23:00 (00:00 only continues it); none while one is in force', () => {
  expect(msWire(nextValleyStart(DAY, at('2026-03-01 12:34:56'))!)).toBe('2026-03-01 23:00:00');
  expect(msWire(nextValleyStart(DAY, at('2026-03-01 07:00:00'))!)).toBe('2026-03-01 23:00:00');
  expect(nextValleyStart(DAY, at('2026-03-01 23:10:00'))).toBeNull();
  expect(nextValleyStart(DAY, at('2026-03-01 03:00:00'))).toBeNull();
  expect(nextValleyStart(DAY.filter((b) => b.name !== '谷'), at('2026-03-01 12:00:00'))).toBeNull();
  // A day whose only valley is 01:00–05:00: after 05:00 it is tomorrow's.
  expect(msWire(nextValleyStart([band('平', '00:00', '01:00'), band('谷', '01:00', '05:00'), band('平', '05:00', '24:00')], at('2026-03-01 06:00:00'))!)).toBe('2026-03-02 01:00:00');
});

test('a typed time is today\'s when still ahead, else tomorrow\'s; 5 minutes to 24 hours ahead', () => {
  const now = at('2026-03-01 22:00:30');
  expect(msWire(nextClockTime('23:15', now)!)).toBe('2026-03-01 23:15:00');
  expect(msWire(nextClockTime('07:30', now)!)).toBe('2026-03-02 07:30:00');
  expect(startLabel(nextClockTime('23:15', now)!, now)).toBe('今天 23:15');
  expect(startLabel(nextClockTime('07:30', now)!, now)).toBe('明天 07:30');
  expect(nextClockTime('25:00', now)).toBeNull();
  expect(startAtError(nextClockTime('22:04', now)!, now)).toBe('开始时间须在5分钟以后');
  expect(startAtError(nextClockTime('22:06', now)!, now)).toBeNull();
  expect(startAtError(now + 24 * 3_600_000 + 1, now)).toBe('开始时间须在24小时以内');
});
