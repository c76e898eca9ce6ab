import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { fastTiming, payWhenReady, restoreTiming, settle, warmPages } from '../../payment/kit';

/*
 * The exit lane's page (/scanPayPage) as a plate-less car's driver opens it: its camera reads no plate, the driver
 * taps 无牌车出场缴费 (`&noPlate=1`), and the page asks the server for this phone's stay. (A phone that kept its stay
 * from the entry page opens it at once: the last test.)
 */

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/scanPayPage', '/BarrierRslt', '/visitorReceipt']), 60_000);
beforeEach(fastTiming);
afterEach(restoreTiming);

const EXIT_E2 = '/scanPayPage?parkId=P1001&laneCode=E2&noPlate=1';
const ORDERS = '/charge/v2/api/noPlate/orders';
const TICKET = '0123456789abcdef0123456789abcdef';
const HOUR = 3_600_000;

/** A plate-less car came in at P1001's 入口1号车道, as the entry page records it, with this phone's ticket or identity. */
async function entered(holder: { ticket: string } | { openid: string }) {
  const res = await fetch('http://localhost/api/charge/v2/api/noPlate/entries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ClientType: '2' },
    body: JSON.stringify({ parkId: 'P1001', laneCode: 'N1', ...holder }),
  });
  const { data } = (await res.json()) as { data: { stayId: string } };
  return data.stayId;
}

const billOf = (uniqueId: string) => backend.db.parkOrders.find((b) => b.uniqueId === uniqueId)!;
const laneE2 = () => backend.db.lanes.find((l) => l.parkId === 'P1001' && l.laneCode === 'E2')!;

test('in a plain browser the phone with the ticket finds its stay and its fee, pays at the cashier, and the barrier opens once the server has the money', async () => {
  window.localStorage.setItem('driverApp.noPlateTicket', TICKET);
  const stayId = await entered({ ticket: TICKET });
  backend.clock.advance(2 * HOUR);

  const { platform, router } = renderApp(EXIT_E2);
  Object.assign(platform, { kind: 'browser' });
  platform.answers.pay = 'redirected';
  expect(await screen.findByText('王府井百货地下停车场 · 出口2号车道')).toBeInTheDocument();
  const card = await screen.findByRole('region', { name: '停车信息' });
  expect(within(card).getByText('入口1号车道')).toBeInTheDocument();
  expect(within(card).getByText('入场时间')).toBeInTheDocument();
  expect(within(card).getByText(/^2小时0分/)).toBeInTheDocument();
  expect(within(card).getByText('20.00元')).toBeInTheDocument();
  // No account: WeChat or Alipay, never the balance; nothing asked of the driver.
  expect(screen.queryByRole('radio', { name: /余额支付/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /登录/ })).not.toBeInTheDocument();

  const pay = await payWhenReady();
  fireEvent.click(pay);
  fireEvent.click(pay);
  await waitFor(() => expect(platform.payments).toHaveLength(1));

  // What the server received: one order for the stay, with this phone's ticket and the lane the car stands at.
  const sent = backend.calls.list(ORDERS, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ stayId, parkId: 'P1001', laneCode: 'E2', ticket: TICKET, payChannel: 3, returnUrl: '/BarrierRslt', expectedCents: 2000 });
  const payOrderId = platform.payments[0]!.payOrderId;
  const order = backend.db.payOrders.find((o) => o.payOrderId === payOrderId)!;
  expect(order).toMatchObject({ driverId: '', state: 'pending', amountCents: 2000, lane: { parkId: 'P1001', laneCode: 'E2' }, items: [{ uniqueId: stayId }] });
  const back = new URL(platform.payments[0]!.cashierUrl!).searchParams.get('returnUrl')!;
  expect(back).toMatch(new RegExp(`^/BarrierRslt\\?payOrderId=${payOrderId}&payToken=[0-9a-f]{32}$`));
  expect(backend.db.barrierEvents).toEqual([]);

  // The provider tells the server: the stay is paid, the barrier opens.
  await settle(payOrderId, 'paid');
  expect(billOf(stayId)).toMatchObject({ state: 'paid', paidCents: 2000, payOrderId });
  expect(backend.db.barrierEvents).toEqual([expect.objectContaining({ payOrderId, parkId: 'P1001', laneCode: 'E2', opened: true })]);

  // Back from the cashier: the exit's result, read with the token, no account.
  await act(() => router.navigate(back));
  expect(await screen.findByRole('heading', { name: '道闸已开启' })).toBeInTheDocument();
  expect(backend.calls.list().filter((c) => c.headers.authorization)).toEqual([]);
});

test('inside WeChat the host\'s identity finds the stay and pays with the host\'s pay; the stay already paid says so', async () => {
  const stayId = await entered({ openid: 'oWx_exit_1' });
  backend.clock.advance(HOUR);
  const { platform, router, unmount } = renderApp(EXIT_E2);
  Object.assign(platform, { silentIdentity: () => Promise.resolve('oWx_exit_1') });
  platform.answers.pay = async () => {
    await settle(backend.db.payOrders.at(-1)!.payOrderId, 'paid');
    return 'ok' as const;
  };
  expect(within(await screen.findByRole('region', { name: '停车信息' })).getByText('10.00元')).toBeInTheDocument();
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(router.state.location.pathname).toBe('/BarrierRslt'));
  expect(await screen.findByRole('heading', { name: '道闸已开启' })).toBeInTheDocument();

  const body = backend.calls.list(ORDERS, 'POST')[0]?.body;
  expect(body).toMatchObject({ stayId, openid: 'oWx_exit_1', laneCode: 'E2' });
  expect(body).not.toHaveProperty('ticket');
  expect(platform.payments[0]?.payParams).toMatchObject({ package: expect.stringMatching(/^prepay_id=/) });
  expect(billOf(stayId).state).toBe('paid');
  unmount();

  // The lane's code scanned again: paid, the barrier's state, the receipt kept on the phone; nothing to pay.
  const again = renderApp(EXIT_E2);
  Object.assign(again.platform, { silentIdentity: () => Promise.resolve('oWx_exit_1') });
  expect(await screen.findByRole('heading', { name: '本次停车费已支付' })).toBeInTheDocument();
  expect(screen.getByText('道闸已开启，请从出口2号车道尽快驶离')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看支付凭证' }).getAttribute('href')).toMatch(/^\/visitorReceipt\?payOrderId=O\d+&payToken=/);
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
});

test('a phone with no ticket (another phone, cleared storage) is told what to do, and nothing can be paid', async () => {
  await entered({ ticket: TICKET });
  backend.clock.advance(HOUR);
  const { platform } = renderApp(EXIT_E2);
  Object.assign(platform, { kind: 'browser' });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('未找到本手机的无牌车入场记录')).toBeInTheDocument();
  expect(within(alert).getByText('如您是扫码入场的无牌车，请联系出口岗亭工作人员人工缴费出场')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(backend.calls.list('/charge/v2/api/noPlate/exitLane', 'GET')[0]?.query).toEqual({ parkId: 'P1001', laneCode: 'E2' });

  // Nor can another phone pay it by guessing its number.
  const stayId = backend.db.noPlateStays[0]!.uniqueId;
  const res = await fetch(`http://localhost/api${ORDERS}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ClientType: '2' },
    body: JSON.stringify({ stayId, parkId: 'P1001', laneCode: 'E2', ticket: 'f'.repeat(32), payChannel: 3, returnUrl: '/BarrierRslt' }),
  });
  expect(await res.json()).toMatchObject({ code: '404', msg: expect.stringMatching(/^未找到本手机的无牌车入场记录/) });
});

test('within the free minutes the car leaves without paying: 免费出场 opens the barrier and ends the stay', async () => {
  window.localStorage.setItem('driverApp.noPlateTicket', TICKET);
  const stayId = await entered({ ticket: TICKET });
  backend.clock.advance(10 * 60_000);
  const { platform } = renderApp(EXIT_E2);
  Object.assign(platform, { kind: 'browser' });
  expect(within(await screen.findByRole('region', { name: '停车信息' })).getByText('0.00元')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '免费出场' }));
  expect(await screen.findByRole('heading', { name: '免费时段内出场，无需缴费' })).toBeInTheDocument();
  expect(screen.getByText('道闸已开启，请从出口2号车道尽快驶离')).toBeInTheDocument();
  expect(billOf(stayId)).toMatchObject({ state: 'paid', paidCents: 0, totalCents: 0 });
  expect(backend.db.noPlateStays[0]?.freeExit).toMatchObject({ laneCode: 'E2', opened: true });
  expect(laneE2().plateNo).toBeNull();
  expect(backend.db.payOrders.filter((o) => o.items.some((i) => i.uniqueId === stayId))).toEqual([]);
});

test('a lane code that names no exit lane: 未找到该车道 on the page', async () => {
  renderApp('/scanPayPage?parkId=P1001&laneCode=E9');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('未找到该车道，请重新扫码')).toBeInTheDocument();
});

test('the exit lane\'s own code finds the stay of a phone that entered through the entry page, with no tap on 无牌车出场缴费', async () => {
  const entry = renderApp('/noPlateEntry?parkId=P1001&laneCode=N1');
  Object.assign(entry.platform, { kind: 'browser' });
  fireEvent.click(await screen.findByRole('button', { name: '确认入场' }));
  expect(await screen.findByText(/已入场/)).toBeInTheDocument();
  entry.unmount();
  backend.clock.advance(HOUR);

  // On an empty lane anyone else sees 当前车道暂无车辆; this phone sees its stay and its fee.
  const { platform } = renderApp('/scanPayPage?parkId=P1001&laneCode=E2');
  Object.assign(platform, { kind: 'browser' });
  expect(within(await screen.findByRole('region', { name: '停车信息' })).getByText('10.00元')).toBeInTheDocument();
  expect(screen.queryByText('当前车道暂无车辆')).not.toBeInTheDocument();
  expect(await payWhenReady()).toBeInTheDocument();
});
