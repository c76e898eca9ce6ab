import { configure, screen, within } from '@testing-library/react';
import { agoText, readGun, spanText } from '@/features/charging/components/access/gunAge';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';

configure({ asyncUtilTimeout: 6000 });
beforeAll(() => warmPages(['/chargeStationDetail', '/chargingPage']), 60_000);

const MIN = 60_000;
const NOW = Date.UTC(2026, 10, 24, 2, 0, 0); // 10:00:00 in Beijing

test.each([
  ['10:00:00', { state: '空闲', age: '刚刚更新', uncertain: false }],
  ['09:59:01', { state: '空闲', age: '刚刚更新', uncertain: false }],
  ['09:58:00', { state: '空闲', age: '更新于 2 分钟前', uncertain: false }],
  ['09:50:00', { state: '空闲', age: '更新于 10 分钟前', uncertain: false }],
  ['09:49:59', { state: '状态未知', age: '10 分钟未更新', uncertain: true }],
  ['09:35:00', { state: '状态未知', age: '25 分钟未更新', uncertain: true }],
  ['07:00:00', { state: '状态未知', age: '3 小时未更新', uncertain: true }],
  // A pile's clock ahead of the server's is not an age.
  ['10:00:30', { state: '空闲', age: '刚刚更新', uncertain: false }],
])('a free gun reported at %s, read at 10:00:00 on the server clock', (at, reading) => {
  expect(readGun({ statusText: '空闲', statusAt: `2026-11-24 ${at}` }, NOW)).toEqual(reading);
});

test('ages and spans in the driver\'s words', () => {
  expect(agoText(30_000)).toBe('刚刚');
  expect(agoText(35 * MIN)).toBe('35 分钟前');
  expect(agoText(2 * 60 * MIN + 5 * MIN)).toBe('2 小时前');
  expect(spanText(3 * 24 * 60 * MIN)).toBe('3 天');
});

test('a pile that stopped reporting 25 minutes ago reads 状态未知 on the station page and at the gun choice, not 空闲', async () => {
  signInAs('A');
  const { unmount } = renderApp('/chargeStationDetail?stationId=S2003&tab=piles');
  const piles = await screen.findByRole('region', { name: '充电桩' }, { timeout: 15_000 });
  const silent = within(piles).getByText('5号交流桩').closest('.adm-list-item') as HTMLElement;
  expect(within(silent).getAllByText('状态未知 · 25 分钟未更新')).toHaveLength(2);
  expect(silent).not.toHaveTextContent('空闲');
  const fresh = within(piles).getByText('1号直流桩').closest('.adm-list-item') as HTMLElement;
  expect(fresh).toHaveTextContent(/A枪(空闲|充电中) · (刚刚更新|更新于 [12] 分钟前)/);
  unmount();

  renderApp('/chargingPage?pileCode=200305');
  const guns = await screen.findByRole('group', { name: '选择充电枪' }, { timeout: 15_000 });
  expect(within(guns).getByRole('radio', { name: 'A枪（状态未知）· 25 分钟未更新' })).toBeInTheDocument();
});
