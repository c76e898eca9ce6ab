import type { PileTrust } from '@/api/cps/stationTrust.types';
import { expectedFreeText, lastSuccessText, rankPiles, shareText, successShare } from '@/features/charging/components/trust/trustText';

const pile = (pileCode: string, starts30d: number, succeeded30d: number, lastThreeFailed = false): PileTrust => ({
  pileCode, pileName: `${pileCode}号`, gunType: 'fast', starts30d, succeeded30d, lastSuccessAt: null, lastThreeFailed,
});

test.each([
  [27, 25, '近30天启动成功率 92%（25/27次）'],
  [5, 5, '近30天启动成功率 100%（5/5次）'],
  [4, 4, '近30天启动成功率：记录不足（4次启动）'],
  [0, 0, '近30天启动成功率：记录不足（0次启动）'],
  [3, 2, '近30天启动成功率：记录不足（3次启动）'],
  [3, 0, '近30天启动成功率：记录不足（3次启动）'],
  [12, 0, '近30天启动成功率 0%（0/12次）'],
])('%i starts, %i worked: %s', (starts, ok, text) => {
  expect(shareText({ starts30d: starts, succeeded30d: ok })).toBe(text);
});

test('a share is never rounded up to a better figure, and never shown from fewer than 5 starts', () => {
  expect(successShare({ starts30d: 200, succeeded30d: 199 })).toBe(99);
  expect(successShare({ starts30d: 4, succeeded30d: 4 })).toBeNull();
});

test('the last success is an age on the server\'s clock; none in 30 days says so', () => {
  const now = new Date('2026-11-26T10:00:00+08:00').getTime();
  expect(lastSuccessText({ lastSuccessAt: '2026-11-26 08:00:00' }, now)).toBe('最近一次成功充电：2小时前');
  expect(lastSuccessText({ lastSuccessAt: '2026-11-26 09:59:30' }, now)).toBe('最近一次成功充电：刚刚');
  expect(lastSuccessText({ lastSuccessAt: null }, now)).toBe('近30天没有成功充电的记录');
});

test('piles that work first, too few starts after them, the last three failed last', () => {
  const ranked = rankPiles([pile('1', 20, 15), pile('2', 20, 10, true), pile('3', 3, 3), pile('4', 20, 19), pile('5', 20, 15)]);
  expect(ranked.map((p) => p.pileCode)).toEqual(['4', '1', '5', '3', '2']);
});

test('按可靠性 compares the exact shares, not the whole percent shown: 171/177 (96.6 %) before 280/291 (96.2 %)', () => {
  // Both read 96 %; as the server listed them the lower share came first.
  const ranked = rankPiles([pile('200101', 291, 280), pile('200102', 177, 171)]);
  expect(ranked.map((p) => p.pileCode)).toEqual(['200102', '200101']);
  // Shares a hair apart, both shown as 99 %.
  expect(rankPiles([pile('1', 1_000_000, 999_998), pile('2', 999_999, 999_998)]).map((p) => p.pileCode)).toEqual(['2', '1']);
});

test('equal shares: the longer record first, then by pile number (as numbers), whatever the server\'s order', () => {
  expect(rankPiles([pile('7', 20, 15), pile('3', 40, 30)]).map((p) => p.pileCode)).toEqual(['3', '7']);
  expect(rankPiles([pile('12', 20, 15), pile('9', 20, 15), pile('10', 20, 15)]).map((p) => p.pileCode)).toEqual(['9', '10', '12']);
  // Too few starts to say: also the longer record first.
  expect(rankPiles([pile('1', 2, 2), pile('2', 4, 1)]).map((p) => p.pileCode)).toEqual(['2', '1']);
});

test('guns free on arrival, of the kinds the station has', () => {
  const e = { arriveAt: '2026-11-26 14:30:00', guns: { fast: 2, slow: 0 }, basis: '' };
  expect(expectedFreeText(e, ['fast', 'slow'])).toBe('预计到达时（约14:30）有2个空闲快充枪，没有空闲慢充枪');
  expect(expectedFreeText(e, ['fast'])).toBe('预计到达时（约14:30）有2个空闲快充枪');
  expect(expectedFreeText({ ...e, guns: { fast: 0, slow: 1 } }, ['slow'])).toBe('预计到达时（约14:30）有1个空闲慢充枪');
});
