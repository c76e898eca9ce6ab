import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { msWire, nextClockTime } from '@/api/cps/sessionSchedule';
import { backend } from '../../../support/mockServer';
import { endSeedSession, fastSessionsAsA } from '../../../support/chargingSeed';
import { renderApp } from '../../../support/renderApp';
import { warmPages } from '../../../payment/kit';

/**
 * The start page's 何时开始 and 按电量百分比: a scheduled start waits on the session screen with its time and a
 * countdown, begins by itself on the server's clock and stops at the battery level; piles that cannot say so
 * before the driver chooses.
 */
configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/chargingPage', '/chargingPageResult', '/chargingResults']), 60_000);

const MIN = 60_000;
fastSessionsAsA();

/** A's seed session stopped and the car moved, the unpaid bill paid; then the clock at 12:00 Beijing time (no 谷 band). */
function readyAtNoon() {
  endSeedSession();
  const now = backend.clock.now();
  backend.clock.advance(nextClockTime('12:00', now)! - now);
}

const QUIET_TEXT = '“预约充电已开始”提醒在开始时发送，不受免打扰时段限制。';
const group = (name: string) => screen.getByRole('group', { name });
const radio = (g: string, name: string | RegExp) => within(group(g)).getByRole('radio', { name });

test('at the next 谷 band, stopping at 80 %: the order waits with its time, begins by itself at 23:00, and ends at 80 %', async () => {
  readyAtNoon();
  const { router } = renderApp('/chargingPage?pileCode=200101');
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' })).toBeInTheDocument();
  expect(within(group('何时开始')).getAllByRole('radio')).toEqual([radio('何时开始', '立即开始'), radio('何时开始', '指定时间'), radio('何时开始', /^下一个谷电时段/)]);
  expect(radio('何时开始', '立即开始')).toBeChecked();
  expect(within(group('何时开始')).getByText('谷电 23:00 开始')).toBeInTheDocument();
  expect(screen.getByText('等待预约启动期间不计占位费，占位费从充电结束后起算。')).toBeInTheDocument();

  expect(screen.queryByText(QUIET_TEXT)).not.toBeInTheDocument();
  fireEvent.click(radio('选择充电枪', /^A枪（空闲）/));
  fireEvent.click(radio('何时开始', /^下一个谷电时段/));
  // 23:00 is inside the default quiet hours: the driver is told the reminder of the start does not wait for 07:00.
  expect(screen.getByText(QUIET_TEXT)).toBeInTheDocument();
  fireEvent.click(radio('何时停止', '按电量百分比'));
  expect(screen.getByLabelText('充到（%）')).toHaveValue('80');
  // The estimate follows the start: 37.50 度 from 30 % to 80 % of 75 kWh, all in the 谷 band, ending after 23:00.
  const estimate = screen.getByRole('region', { name: '预估费用' });
  await waitFor(() => expect(estimate).toHaveTextContent(/预计充电 37\.50 度，23:3\d 结束/));
  expect(estimate).toHaveTextContent(/电费 · 谷 23:00–23:3\d（37\.50度）/);
  expect(estimate).not.toHaveTextContent(/电费 · [峰平]/);
  // The car parks from now: the lot's fee for the wait is in the estimate.
  expect(estimate).toHaveTextContent(/停车费（超出免费时段 \d+ 分钟）80\.00元/);

  const start = screen.getByRole('button', { name: '预约充电' });
  await waitFor(() => expect(start).toBeEnabled());
  fireEvent.click(start);
  fireEvent.click(start);
  expect(await screen.findByText('等待预约启动')).toBeInTheDocument();
  expect(screen.getByText(/将于 23:00 开始充电/)).toBeInTheDocument();
  expect(screen.getByText(/还有 /)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '取消预约' })).toBeInTheDocument();
  // One order for the two taps (the call may be sent again once with a refreshed token: the clock moved hours on).
  expect(backend.db.chargingOrders.filter((o) => o.orderState === 1 && o.startTime >= backend.clock.now() - MIN)).toHaveLength(1);
  const sent = backend.calls.list('/cps/v2/api/chargingOrders', 'POST');
  expect(sent.at(-1)?.body).toMatchObject({ pileCode: '200101', gunNo: 'A', schedule: { type: 'valley' }, stopCondition: { type: 'soc', soc: 80 } });
  const orderNo = backend.db.chargingSessions.at(-1)!.orderNo;
  expect(backend.db.chargingSessions.at(-1)!.scheduledStartAt).toBe(nextClockTime('23:00', backend.clock.now()));

  backend.clock.advance(11 * 60 * MIN + MIN);
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingResults'));
  await waitFor(() => expect(screen.getByText('充电中')).toBeInTheDocument());
  expect(screen.getByText(/充到 80% 停止/)).toBeInTheDocument();

  backend.clock.advance(60 * MIN);
  expect(await screen.findByText('已充到80%')).toBeInTheDocument();
  expect(screen.getByText('充电已结束')).toBeInTheDocument();
  expect(backend.db.reminders.filter((r) => r.kind === 'chargeScheduledStarted').map((r) => r.title)).toEqual(['预约充电已开始']);
  expect(router.state.location.search).toContain(orderNo);
});

test('at a chosen time: too soon is refused on the page; a good one is sent, and 取消预约 ends it with nothing to pay', async () => {
  readyAtNoon();
  renderApp('/chargingPage?pileCode=200101');
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' })).toBeInTheDocument();
  fireEvent.click(radio('选择充电枪', /^A枪（空闲）/));
  fireEvent.click(radio('何时开始', '指定时间'));
  const time = screen.getByLabelText('开始时间');
  fireEvent.change(time, { target: { value: '12:02' } });
  fireEvent.blur(time);
  expect(await screen.findByText('开始时间须在5分钟以后')).toBeInTheDocument();
  fireEvent.change(time, { target: { value: '13:30' } });
  expect(await screen.findByText('将于今天 13:30开始充电')).toBeInTheDocument();
  const start = screen.getByRole('button', { name: '预约充电' });
  await waitFor(() => expect(start).toBeEnabled());
  fireEvent.click(start);
  expect(await screen.findByText(/将于 13:30 开始充电/)).toBeInTheDocument();
  const now = backend.clock.now();
  expect(backend.calls.list('/cps/v2/api/chargingOrders', 'POST').at(-1)?.body).toMatchObject({ schedule: { type: 'at', startAt: msWire(nextClockTime('13:30', now)!) } });

  fireEvent.click(screen.getByRole('button', { name: '取消预约' }));
  expect(await screen.findByText('已取消预约')).toBeInTheDocument();
  expect(screen.getByText('您已取消预约')).toBeInTheDocument();
  const order = backend.db.chargingOrders.at(-1)!;
  expect(order).toMatchObject({ feeCents: 0, orderState: 3 });
  expect(backend.db.occupyOrders.filter((o) => o.orderNo === order.orderNo)).toHaveLength(0);
});

test('a pile that cannot says so before the driver chooses: an AC pile has no stop by percentage, 东方广场 no scheduled start', async () => {
  readyAtNoon();
  const first = renderApp('/chargingPage?pileCode=200106');
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 6号交流桩' })).toBeInTheDocument();
  expect(radio('何时停止', '按电量百分比')).toBeDisabled();
  expect(within(group('何时停止')).getByText('此充电桩不上报电池电量，不能按百分比停止')).toBeInTheDocument();
  expect(radio('何时开始', '指定时间')).toBeEnabled();
  first.unmount();

  renderApp('/chargingPage?pileCode=200201');
  expect(await screen.findByRole('heading', { name: '东方广场特来电充电站 · 1号直流桩' })).toBeInTheDocument();
  expect(radio('何时开始', '立即开始')).toBeChecked();
  expect(radio('何时开始', '指定时间')).toBeDisabled();
  expect(radio('何时开始', /^下一个谷电时段/)).toBeDisabled();
  expect(within(group('何时开始')).getByText('此充电桩不支持预约启动')).toBeInTheDocument();
  expect(screen.queryByText(/等待预约启动期间不计占位费/)).not.toBeInTheDocument();
  expect(radio('何时停止', '按电量百分比')).toBeEnabled();
});
