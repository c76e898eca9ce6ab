import fc from 'fast-check';
import { formatAge, formatDistance, formatMoney, formatYuan, knownDistance } from '@/lib/format';

test.each([
  [1250, '12.50元'],
  [0, '0.00元'],
  [5, '0.05元'],
  [100000, '1000.00元'],
  [-300, '-3.00元'],
])('%i cents → %s', (cents, text) => {
  expect(formatMoney(cents)).toBe(text);
});

test('yuan always has two decimals and reads back as the same cents', () => {
  fc.assert(
    fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
      const text = formatYuan(cents);
      expect(text).toMatch(/^-?\d+\.\d{2}$/);
      expect(Math.round(Number(text) * 100)).toBe(cents);
    }),
  );
});

test.each([
  [0, '0m'],
  [850, '850m'],
  [999, '999m'],
  [999.6, '1.00km'],
  [1000, '1.00km'],
  [1234, '1.23km'],
  [12_345, '12.35km'],
])('%d m → %s', (m, text) => {
  expect(formatDistance(m)).toBe(text);
});

test.each([
  [407, '407m'],
  [1300, '1.30km'],
  [0, null],
  [null, null],
  [undefined, null],
  [Number.NaN, null],
])('knownDistance(%p) → %p: an unknown distance is not shown as 0m', (metres, shown) => {
  expect(knownDistance(metres)).toBe(shown);
});

test.each([
  [-5 * 60_000, '刚刚'],
  [59_999, '刚刚'],
  [60_000, '1分钟前'],
  [59 * 60_000 + 59_999, '59分钟前'],
  [60 * 60_000, '1小时前'],
  [23 * 3_600_000 + 3_599_999, '23小时前'],
  [24 * 3_600_000, '1天前'],
  [75 * 3_600_000, '3天前'],
])('formatAge(%d ms) → %s', (ms, text) => {
  expect(formatAge(ms)).toBe(text);
});
