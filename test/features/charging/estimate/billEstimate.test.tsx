import { screen, within } from '@testing-library/react';
import { cpsSessionApi } from '@/api/cps/session';
import type { StopCondition } from '@/api/cps/session.types';
import { setupStore } from '@/app/store';
import { DEFAULT_CAR } from '@/features/charging/estimate/carChoice';
import { estimateCharge } from '@/features/charging/estimate/estimateCharge';
import { serverMs } from '@/features/charging/estimate/wireClock';
import { fakeNavigator, fakePlatform, fakeUi } from '../../../support/fakes';
import { renderApp } from '../../../support/renderApp';
import { warmPages } from '../../../payment/kit';
import { beijingAt, endSeedSession, freeGun, moveTo, serveStillFrom, still } from './estimateKit';

/**
 * On the bill: its parts beside the estimate sent with the start; a difference over 1.00元 explained part by
 * part, none when it came out as estimated.
 */
beforeAll(() => warmPages(['/chargeBillDetail']), 60_000);

const MIN = 60_000;
const store = () => setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });

/** A session at a free fast gun of 东方广场 from 09:40, started with the phone's estimate for `stop`. */
async function startAt0940(stop: StopCondition) {
  const start = beijingAt('09:40');
  serveStillFrom(start);
  endSeedSession();
  const s = store();
  const station = await s.dispatch(cpsSessionApi.endpoints.stationDetail.initiate('S2002')).unwrap();
  const { pile, gunNo } = freeGun(station, 'fast');
  const detail = await s.dispatch(cpsSessionApi.endpoints.pile.initiate(pile.pileCode)).unwrap();
  const estimate = estimateCharge({ now: serverMs(detail.serverTime), pile: detail, tariff: detail, car: DEFAULT_CAR, stop });
  const { orderNo } = await s.dispatch(cpsSessionApi.endpoints.startCharging.initiate({ pileCode: pile.pileCode, gunNo, payMode: 'balance', stopCondition: stop, car: DEFAULT_CAR, estimate })).unwrap();
  return { s, start, orderNo, estimate };
}

const row = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(`^${name} `) });

test('stopped early: the parts beside the estimate, and each difference on its own line', async () => {
  const { s, start, orderNo, estimate } = await startAt0940({ type: 'full' });
  // 15 minutes of energy, all at 平 (before 10:00), then the driver stops (the pile confirms 5 s later).
  moveTo(start + 18_000 + 15 * MIN);
  await s.dispatch(cpsSessionApi.endpoints.stopCharging.initiate(orderNo)).unwrap();
  moveTo(start + 18_000 + 15 * MIN + 10_000);

  renderApp(`/chargeBillDetail?orderNo=${orderNo}`);
  const section = await screen.findByRole('region', { name: '费用构成与预估' }, { timeout: 15_000 });
  const table = within(section).getByRole('table', { name: '实际费用与充电前的预估' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['项目', '预估', '实际']);
  // 15 min 5 s at 60 kW: 15.08 度, all at 平 (1.37 + 0.48 元/度): 20.66 + 7.24 元; 16 minutes parked, within the free hour.
  expect(row(table, '充电量')).toHaveTextContent('充电量52.50度15.08度');
  expect(row(table, '平时段电费')).toHaveTextContent('平时段电费19.70度 26.99元15.08度 20.66元');
  expect(row(table, '峰时段电费')).toHaveTextContent('峰时段电费32.80度 67.57元—');
  expect(row(table, '服务费')).toHaveTextContent('服务费25.20元7.24元');
  expect(row(table, '停车费')).toHaveTextContent('停车费15.00元（18分钟）免费');
  expect(row(table, '合计（含停车费）')).toHaveTextContent('合计（含停车费）134.76元27.90元');
  expect(estimate.totalCents).toBe(13476);
  expect(section).toHaveTextContent('停车费离场时由停车场收取，不在本账单中支付');
  expect(section).toHaveTextContent('实际费用 27.90元，比预估少 106.86元：');
  // 37.42 度 less at the estimate's 2.28元 a 度 on average; the rest is the mix (all at 平 instead of mostly 峰); parking.
  expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '少充 37.42 度（您提前结束了充电），电费和服务费少 85.36元',
    '更多电量落在电价较低的时段（平均每度 1.85元，预估 2.28元），电费和服务费少 6.50元',
    '停车计费时间比预估短 18 分钟，停车费少 15.00元（离场时由停车场收取）',
  ]);
});

test('came out as estimated: the parts side by side and no difference to explain', async () => {
  const { orderNo, estimate } = await startAt0940({ type: 'kwh', kwh: 30 });
  moveTo(serverMs(estimate.endTime) + 5 * MIN);

  renderApp(`/chargeBillDetail?orderNo=${orderNo}`);
  const section = await screen.findByRole('region', { name: '费用构成与预估' }, { timeout: 15_000 });
  const table = within(section).getByRole('table', { name: '实际费用与充电前的预估' });
  expect(row(table, '充电量')).toHaveTextContent('充电量30.00度30.00度');
  expect(row(table, '峰时段电费')).toHaveTextContent('峰时段电费10.30度 21.22元10.30度 21.22元');
  expect(section).toHaveTextContent(`实际费用 ${(estimate.totalCents / 100).toFixed(2)}元，与预估相差不超过1.00元`);
  expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  expect(still.db.chargingOrders.find((o) => o.orderNo === orderNo)?.estimate).toEqual(estimate);
});
