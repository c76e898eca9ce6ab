import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cpsSessionApi } from '@/api/cps/session';
import type { StartChargingBody, StopCondition } from '@/api/cps/session.types';
import type { CarHint } from '@/api/cps/estimate.types';
import { setupStore } from '@/app/store';
import { estimateCharge } from '@/features/charging/estimate/estimateCharge';
import { serverMs } from '@/features/charging/estimate/wireClock';
import { formatMoney } from '@/lib/format';
import { fakeNavigator, fakePlatform, fakeUi } from '../../../support/fakes';
import { renderApp } from '../../../support/renderApp';
import { warmPages } from '../../../payment/kit';
import { beijingAt, endSeedSession, freeGun, serveStillFrom, still } from './estimateKit';

/**
 * On the start page: the all-in estimate follows every change of the stop condition and of the car, shows
 * each part, and the start sends the car and the estimate the driver saw.
 */
beforeAll(() => warmPages(['/chargingPage']), 60_000);

const store = () => setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });

/** A free fast gun at 东方广场 (停车费15元/小时，充电车辆首小时免费) and the estimate the phone should work out there. */
async function fastPileAt(hm: string) {
  serveStillFrom(beijingAt(hm));
  endSeedSession();
  const s = store();
  const station = await s.dispatch(cpsSessionApi.endpoints.stationDetail.initiate('S2002')).unwrap();
  const { pile, gunNo } = freeGun(station, 'fast');
  const detail = await s.dispatch(cpsSessionApi.endpoints.pile.initiate(pile.pileCode)).unwrap();
  const expected = (car: CarHint, stop: StopCondition) => estimateCharge({ now: serverMs(detail.serverTime), pile: detail, tariff: detail, car, stop });
  return { pileCode: pile.pileCode, gunNo, expected };
}

const card = () => screen.getByRole('region', { name: '预估费用' });
const total = () => within(card()).getByRole('status');

test('the card shows every part, follows the stop condition and the car, and the start sends the car and the estimate', async () => {
  const { pileCode, gunNo, expected } = await fastPileAt('09:40');
  const user = userEvent.setup();
  renderApp(`/chargingPage?pileCode=${pileCode}`);
  await screen.findByRole('heading', { name: /^东方广场特来电充电站 · / });

  // To full by default, for a 75 kWh car at 30 %: 平 until 10:00, then 峰; 停车 past the free hour.
  const full = expected({ batteryKwh: 75, soc: 30 }, { type: 'full' });
  expect(total()).toHaveTextContent(`预估合计（含停车费） ${formatMoney(full.totalCents)}`);
  expect(card()).toHaveTextContent('按电池 75 度、当前电量 30% 估算：预计充电 52.50 度，10:57 结束');
  expect(within(card()).getByText('电费 · 平 09:40–10:00（19.70度）')).toBeInTheDocument();
  expect(within(card()).getByText('电费 · 峰 10:00–10:57（32.80度）')).toBeInTheDocument();
  expect(within(card()).getByText('服务费（52.50度）')).toBeInTheDocument();
  expect(within(card()).getByText('停车费（超出免费时段 18 分钟）')).toBeInTheDocument();
  expect(card()).toHaveTextContent('充电车辆前60分钟免费，之后每小时15.00元（不足1小时按1小时）。停车费离场时由停车场收取');
  expect(card()).toHaveTextContent('若 11:12 后仍未挪车，每分钟0.50元，封顶30.00元');

  // 按电量: nothing to estimate until the number is typed, then 20 度.
  await user.click(within(screen.getByRole('group', { name: '何时停止' })).getByRole('radio', { name: '按电量' }));
  expect(card()).toHaveTextContent('填写停止条件和车辆电量后显示预估费用');
  await user.type(screen.getByLabelText('充电电量（度）'), '20');
  const twenty = expected({ batteryKwh: 75, soc: 30 }, { type: 'kwh', kwh: 20 });
  expect(total()).toHaveTextContent(formatMoney(twenty.totalCents));
  expect(card()).toHaveTextContent('预计充电 20.00 度，10:00 结束');
  expect(within(card()).getByText('停车费')).toBeInTheDocument();

  // A smaller, fuller car tapers sooner: the same 20 度 take longer, more of them at the peak price.
  await user.clear(screen.getByLabelText('电池容量（度）'));
  await user.type(screen.getByLabelText('电池容量（度）'), '60');
  await user.clear(screen.getByLabelText('当前电量（%）'));
  await user.type(screen.getByLabelText('当前电量（%）'), '50');
  const car: CarHint = { batteryKwh: 60, soc: 50 };
  const smaller = expected(car, { type: 'kwh', kwh: 20 });
  expect(smaller.totalCents).toBeGreaterThan(twenty.totalCents);
  expect(total()).toHaveTextContent(formatMoney(smaller.totalCents));
  expect(card()).toHaveTextContent('按电池 60 度、当前电量 50% 估算');

  await user.click(screen.getByRole('radio', { name: new RegExp(`^${gunNo}枪（空闲）`) }));
  await user.click(screen.getByRole('button', { name: '开始充电' }));
  await waitFor(() => expect(still.calls.list('/cps/v2/api/chargingOrders', 'POST')).toHaveLength(1));
  const body = still.calls.list('/cps/v2/api/chargingOrders', 'POST')[0]!.body as StartChargingBody;
  expect(body).toEqual({ pileCode, gunNo, payMode: 'balance', stopCondition: { type: 'kwh', kwh: 20 }, car, estimate: smaller });
  // The mock's simulated car is the one the driver stated.
  expect(still.db.chargingSessions[still.db.chargingSessions.length - 1]).toMatchObject({ batteryKwh: 60, socStart: 50 });
});

test('a car that is no car leaves the card waiting and the start refused in the form', async () => {
  const { pileCode } = await fastPileAt('14:40');
  const user = userEvent.setup();
  renderApp(`/chargingPage?pileCode=${pileCode}`);
  await screen.findByRole('heading', { name: /^东方广场特来电充电站 · / });
  await user.clear(screen.getByLabelText('当前电量（%）'));
  await user.type(screen.getByLabelText('当前电量（%）'), '100');
  expect(card()).toHaveTextContent('填写停止条件和车辆电量后显示预估费用');
  await user.click(screen.getByRole('button', { name: '开始充电' }));
  expect(await screen.findByText('当前电量请输入0到99的整数')).toBeInTheDocument();
  expect(still.calls.list('/cps/v2/api/chargingOrders', 'POST')).toHaveLength(0);
});

test('paying by a prepay, the estimate stops where the pile will: at the prepaid amount', async () => {
  const { pileCode, expected } = await fastPileAt('09:40');
  const user = userEvent.setup();
  renderApp(`/chargingPage?pileCode=${pileCode}`);
  await screen.findByRole('heading', { name: /^东方广场特来电充电站 · / });
  await user.click(await screen.findByRole('radio', { name: '微信支付预付' }));
  await user.click(within(screen.getByRole('group', { name: '预付金额' })).getByRole('radio', { name: '30.00元' }));
  // 充满为止 with 30.00元 prepaid: the pile stops when the energy and service fee reach 30.00元.
  const capped = expected({ batteryKwh: 75, soc: 30 }, { type: 'amount', amountCents: 3000 });
  expect(capped.energyFeeCents + capped.serviceFeeCents).toBeLessThanOrEqual(3000);
  expect(total()).toHaveTextContent(formatMoney(capped.totalCents));
  expect(card()).toHaveTextContent(`预计充电 ${capped.kwh.toFixed(2)} 度，09:56 结束`);
});
