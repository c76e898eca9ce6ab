import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionTiming } from '@/features/charging/session/sessionPolling';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/chargingPage', '/chargingPageResult', '/chargingResults']), 60_000);

const STOP = '/cps/v2/api/chargingOrders/C30001/stop';
const real = { ...sessionTiming };
beforeEach(() => {
  Object.assign(sessionTiming, { busyMs: 40, chargingMs: 60, stopConfirmMs: 300 });
});
afterEach(() => Object.assign(sessionTiming, real));

/** A's seed session ended earlier and the car moved: nothing stands in the way of a new one. */
function endSeedSession() {
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  const past = backend.clock.now() - 10 * 60_000;
  Object.assign(seed, { stopRequestedAt: past, stopConfirmedAt: past, leftAt: past });
  // And the seed's unpaid bill (C30011) was paid.
  for (const o of backend.db.chargingOrders) if (o.orderState === 2) Object.assign(o, { orderState: 3, orderStateText: '已完成', paidAt: past });
}

test('the live session: figures from the server, one stop however often tapped, pending until the pile confirms, then the bill and the idle-fee countdown', async () => {
  signInAs('A');
  renderApp('/chargingResults?orderNo=C30001');
  expect(await screen.findByText('充电中')).toBeInTheDocument();
  const figures = screen.getByRole('region', { name: '充电数据' });
  expect(within(figures).getByText('已充电量')).toBeInTheDocument();
  expect(within(figures).getByText(/^18\.\d\d 度$/)).toBeInTheDocument();

  const stop = screen.getByRole('button', { name: '停止充电' });
  fireEvent.click(stop);
  fireEvent.click(stop);
  fireEvent.click(stop);
  await waitFor(() => expect(backend.calls.list(STOP)).toHaveLength(1));
  expect(await screen.findByText('正在停止')).toBeInTheDocument();

  backend.clock.advance(6_000);
  expect(await screen.findByText('充电已结束')).toBeInTheDocument();
  expect(screen.getByText('您已手动停止')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: '充电账单' })).getByText('已支付')).toBeInTheDocument();
  const idle = screen.getByRole('region', { name: '占位费' });
  expect(idle).toHaveTextContent(/占位费将于 \d\d:\d\d 开始计费，每分钟0\.50元，封顶30\.00元/);
  expect(idle).toHaveTextContent(/距开始计费 1[45] 分 \d\d 秒/);
  expect(backend.calls.list(STOP)).toHaveLength(1);
});

test('a stop the pile does not confirm is sent again and shown pending, never stopped before the server says so', async () => {
  signInAs('A');
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  seed.ignoredStops = 1;
  renderApp('/chargingResults?orderNo=C30001');
  fireEvent.click(await screen.findByRole('button', { name: '停止充电' }));
  await waitFor(() => expect(backend.calls.list(STOP)).toHaveLength(2), { timeout: 3000 });
  expect(screen.queryByText('充电已结束')).not.toBeInTheDocument();
  expect(await screen.findByText(/充电桩尚未确认停止，已重新发送停止指令（第2次）/)).toBeInTheDocument();
  backend.clock.advance(6_000);
  expect(await screen.findByText('充电已结束')).toBeInTheDocument();
});

test('with a session in progress the start page says so and links to it', async () => {
  signInAs('A');
  renderApp('/chargingPage?pileCode=200101');
  expect(await screen.findByText(/有一次正在进行的充电/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看充电' })).toHaveAttribute('href', '/chargingResults?orderNo=C30001');
  expect(screen.getByRole('button', { name: '开始充电' })).toBeDisabled();
});

test('typing the pile number, choosing a gun and a stop amount starts a session that waits for the plug, then charges', async () => {
  signInAs('A');
  endSeedSession();
  const { router } = renderApp('/chargingPage');
  const input = await screen.findByLabelText('充电桩编号');
  fireEvent.change(input, { target: { value: '2001' } });
  fireEvent.click(screen.getByRole('button', { name: '查找充电桩' }));
  expect(await screen.findByText('请输入充电桩上的6位数字编号')).toBeInTheDocument();
  fireEvent.change(input, { target: { value: '200101' } });
  fireEvent.click(screen.getByRole('button', { name: '查找充电桩' }));

  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' })).toBeInTheDocument();
  // Who is paid is the server's word, shown before starting (no fake codes).
  expect(screen.getByText('北京绿能智行充电科技有限公司')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /^A枪（空闲）/ }));
  fireEvent.click(screen.getByRole('radio', { name: '按金额' }));
  fireEvent.change(screen.getByLabelText('充电金额（元）'), { target: { value: '30' } });
  const start = screen.getByRole('button', { name: '开始充电' });
  await waitFor(() => expect(start).toBeEnabled());
  fireEvent.click(start);
  fireEvent.click(start);

  expect(await screen.findByText('请插枪')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/chargingPageResult');
  const started = backend.calls.list('/cps/v2/api/chargingOrders', 'POST');
  expect(started).toHaveLength(1);
  // With the car as assumed (the form's defaults) and the all-in estimate the driver saw.
  const car = { batteryKwh: 75, soc: 30 };
  expect(started[0]?.body).toEqual({ pileCode: '200101', gunNo: 'A', payMode: 'balance', stopCondition: { type: 'amount', amountCents: 3000 }, car, estimate: expect.objectContaining({ car }) });

  backend.clock.advance(20_000);
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingResults'));
  // The start page showed the same state a moment before it handed over: look on the page that stays.
  await waitFor(() => expect(screen.getByRole('heading', { name: '充电详情', level: 1 })).toBeInTheDocument());
  await waitFor(() => expect(screen.getByText('充电中')).toBeInTheDocument());
  expect(screen.getByText(/充到 30\.00 元停止/)).toBeInTheDocument();
});

test('a code that is not a pile\'s is said so, and nothing is asked of the server', async () => {
  signInAs('A');
  renderApp('/chargingPage?pileCode=京A12345');
  expect(await screen.findByText(/无法识别该二维码/)).toBeInTheDocument();
  expect(backend.calls.list('/cps/v2/api/piles/{pileCode}')).toHaveLength(0);
});

test('a visitor is sent to sign in and back', async () => {
  const { router } = renderApp('/chargingResults?orderNo=C30001');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test('a charging card can pay: the start names it, and the card pays the bill when the session ends', async () => {
  signInAs('A');
  endSeedSession();
  renderApp('/chargingPage?pileCode=200102');
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 2号直流桩' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /^A枪（空闲）/ }));
  fireEvent.click(await screen.findByRole('radio', { name: '充电卡 尾号0001（200.00元）' }));
  const start = screen.getByRole('button', { name: '开始充电' });
  await waitFor(() => expect(start).toBeEnabled());
  fireEvent.click(start);
  expect(await screen.findByText('请插枪')).toBeInTheDocument();
  expect(backend.calls.list('/cps/v2/api/chargingOrders', 'POST')[0]?.body).toMatchObject({ payMode: 'card', cardNo: '8800100000000001' });
  backend.clock.advance(20 * 60_000);
  fireEvent.click(await screen.findByRole('button', { name: '停止充电' }));
  await waitFor(() => expect(backend.db.chargingSessions.some((x) => x.orderNo !== 'C30001' && x.stopRequestedAt !== null)).toBe(true));
  backend.clock.advance(6_000);
  expect(await screen.findByText('充电已结束')).toBeInTheDocument();
  expect(backend.db.chargingCards[0]!.balanceCents).toBeLessThan(20000);
});
