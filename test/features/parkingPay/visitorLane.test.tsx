import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { keptReceipts } from '@/payment/visitorReceipts';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { fastTiming, payWhenReady, restoreTiming, settle, warmPages } from '../../payment/kit';

/**
 * Paying at the exit is basic service: whoever scans a lane's code (a visitor in WeChat, Alipay or a plain browser)
 * sees the car the lane's camera reads and its fee, pays it with no account, and the server's word about the money
 * and the barrier is what the page says. Signing in and 无感支付 are offers beside it, never steps.
 */

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/scanPayPage', '/scanOverduePay', '/BarrierRslt', '/visitorReceipt', '/login']), 60_000);
beforeEach(fastTiming);
afterEach(() => {
  restoreTiming();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const ORDERS = '/charge/v2/api/visitorPay/orders';
const ARREARS_ORDERS = '/charge/v2/api/visitorPay/arrearsOrders';
const lane = (parkId: string, laneCode: string) => backend.db.lanes.find((l) => l.parkId === parkId && l.laneCode === laneCode)!;
/** Calls only a signed-in driver may make: a visitor's pages never make them (each would be a 401). */
const driverCalls = () => backend.calls.list().filter((c) => c.path.startsWith('/driver/') || /payRecords|balance|coverage|billCovers/i.test(c.path));

test('in WeChat, a visitor scans the exit lane: the lot, lane, plate and fee, no sign-in, paid with the host\'s pay, and the barrier opens', async () => {
  const url = '/scanPayPage?parkId=P1001&laneCode=E1';
  const { platform, router } = renderApp(url);
  Object.assign(platform, { silentIdentity: () => Promise.resolve('oWx_lane_1') });
  expect(await screen.findByText(/王府井百货地下停车场 · 出口1号车道/)).toBeInTheDocument();
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(within(card).getByText('京A·12345')).toBeInTheDocument();
  expect(within(card).getByText('入场时间')).toBeInTheDocument();
  expect(within(card).getByText('30.00元')).toBeInTheDocument();
  // The car in front of the lane's camera is the visitor's: no 代付 warning, nothing asked but the channel.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: /余额支付/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '登录后支付' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(url)}`);
  expect(screen.getByRole('link', { name: '开通无感支付' }).getAttribute('href')).toMatch(/^\/login\?redirect=%2FsencelessPayment/);

  platform.answers.pay = async () => {
    await settle(backend.db.payOrders.at(-1)!.payOrderId, 'paid');
    return 'ok' as const;
  };
  const pay = await payWhenReady();
  fireEvent.click(pay);
  fireEvent.click(pay);
  await waitFor(() => expect(router.state.location.pathname).toBe('/BarrierRslt'));
  expect(await screen.findByRole('heading', { name: '道闸已开启' })).toBeInTheDocument();
  expect(screen.getByText('请从出口1号车道尽快驶离，祝您一路顺风')).toBeInTheDocument();

  // What the server received: one order, the lane attached, no account; the server opened the barrier.
  const sent = backend.calls.list(ORDERS, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.headers.authorization ?? '').toBe('');
  expect(sent[0]?.body).toEqual({
    uniqueId: 'U20001', parkId: 'P1001', plateNo: '京A12345', laneCode: 'E1', payChannel: 3, openid: 'oWx_lane_1', returnUrl: '/BarrierRslt', expectedCents: 3000,
  });
  const order = backend.db.payOrders.find((o) => o.payOrderId === platform.payments[0]?.payOrderId)!;
  expect(order.lane).toEqual({ parkId: 'P1001', laneCode: 'E1' });
  expect(backend.db.barrierEvents).toEqual([expect.objectContaining({ payOrderId: order.payOrderId, opened: true })]);
  expect(lane('P1001', 'E1').plateNo).toBeNull();
  expect(router.state.location.search).toMatch(new RegExp(`^\\?payOrderId=${order.payOrderId}&payToken=[0-9a-f]{32}$`));
  // The receipt is kept on the phone and offered from the result.
  expect(keptReceipts()[0]).toMatchObject({ payOrderId: order.payOrderId, uniqueId: 'U20001', plateNo: '京A12345' });
  fireEvent.click(screen.getByRole('button', { name: '查看支付凭证' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/visitorReceipt'));
  expect(await screen.findByRole('heading', { name: '已支付' })).toBeInTheDocument();
  expect(driverCalls()).toEqual([]);
});

test('in a plain browser: the cashier returns to the barrier\'s result, read by its payToken; a barrier that stays shut sends the visitor to the staff', async () => {
  const { platform, router } = renderApp('/scanPayPage?parkId=P1009&laneCode=E1');
  Object.assign(platform, { kind: 'browser' });
  platform.answers.pay = 'redirected';
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(platform.payments).toHaveLength(1));
  const back = new URL(platform.payments[0]!.cashierUrl!).searchParams.get('returnUrl')!;
  expect(back).toMatch(/^\/BarrierRslt\?payOrderId=O\d+&payToken=[0-9a-f]{32}$/);
  expect(backend.calls.list(ORDERS, 'POST')[0]?.body).toMatchObject({ plateNo: '津C66666', laneCode: 'E1', payChannel: expect.any(Number) });
  await settle(platform.payments[0]!.payOrderId, 'paid');
  await router.navigate(back);
  expect(await screen.findByRole('heading', { name: '道闸未能自动开启' })).toBeInTheDocument();
  expect(screen.getByText(/请联系南出口现场工作人员协助开闸/)).toBeInTheDocument();
  // 我已离场 is a driver's call: a visitor is not offered a button that would need an account.
  expect(screen.queryByRole('button', { name: '我已离场' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '查看支付凭证' })).toBeInTheDocument();
  expect(driverCalls()).toEqual([]);
});

test('a car with arrears at the lane: the visitor is sent to pay them, pays every one in one order at the lane, and the barrier opens', async () => {
  const { platform, router } = renderApp('/scanPayPage?parkId=P1005&laneCode=E1');
  expect(await screen.findByText('京B·88888 有3笔欠费未缴')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: '去补缴' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/scanOverduePay'));
  expect(await screen.findByText('该车辆有3笔欠费，补缴后道闸自动开启')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '登录后支付' })).toBeInTheDocument();
  platform.answers.pay = async () => {
    await settle(backend.db.payOrders.at(-1)!.payOrderId, 'paid');
    return 'ok' as const;
  };
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(router.state.location.pathname).toBe('/BarrierRslt'));
  expect(await screen.findByRole('heading', { name: '道闸已开启' })).toBeInTheDocument();
  const sent = backend.calls.list(ARREARS_ORDERS, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({ plateNo: '京B88888', parkId: 'P1005', laneCode: 'E1', uniqueIds: expect.arrayContaining([expect.any(String)]) });
  const ids = (sent[0]?.body as { uniqueIds: string[] }).uniqueIds;
  expect(ids).toHaveLength(3);
  for (const id of ids) expect(backend.db.parkOrders.find((o) => o.uniqueId === id)?.state).toBe('paid');
  // The receipt is found again by any of the bills it paid.
  expect(keptReceipts()[0]?.uniqueIds).toEqual(ids);
  expect(driverCalls()).toEqual([]);
});

test('an arrears order at the lane that failed: 重新支付 on its receipt goes back to the lane\'s arrears, not the lane\'s page', async () => {
  const { platform, router } = renderApp('/scanOverduePay?parkId=P1005&laneCode=E1');
  expect(await screen.findByText('该车辆有3笔欠费，补缴后道闸自动开启')).toBeInTheDocument();
  platform.answers.pay = 'cancel';
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(['/BarrierRslt', '/visitorReceipt']).toContain(router.state.location.pathname));
  const { payOrderId } = backend.db.payOrders.at(-1)!;
  const { payToken } = backend.db.thirdPayOrders.find((t) => t.payOrderId === payOrderId)!;
  await settle(payOrderId, 'failed');
  await router.navigate(`/visitorReceipt?payOrderId=${payOrderId}&payToken=${payToken}`);
  fireEvent.click(await screen.findByRole('button', { name: '重新支付' }));
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/scanOverduePay?parkId=P1005&laneCode=E1'));
});

test('a second phone at the lane pays the arrears the first phone left unpaid (its battery gone): the first order is closed and the second pays them', async () => {
  const arrearsOf = (openid: string, payChannel: 2 | 3) =>
    fetch(`http://localhost/api${ARREARS_ORDERS}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ClientType: payChannel === 2 ? '2' : '3' },
      body: JSON.stringify({ plateNo: '京B88888', parkId: 'P1005', laneCode: 'E1', uniqueIds: backend.db.parkOrders.filter((o) => o.plateNo === '京B88888' && o.state === 'arrears').map((o) => o.uniqueId), payChannel, returnUrl: '/BarrierRslt', openid }),
    }).then((r) => r.json() as Promise<{ code: string; msg: string; data: { payOrderId: string; state: string } }>);
  const first = await arrearsOf('wx-phone-1', 2);
  expect(first.code).toBe('200');
  // The same phone tapping again: the same order.
  expect((await arrearsOf('wx-phone-1', 2)).data.payOrderId).toBe(first.data.payOrderId);
  // Another phone (here Alipay): not refused as being paid; a new order, the first closed.
  const second = await arrearsOf('ali-phone-2', 3);
  expect(second.code).toBe('200');
  expect(second.data.payOrderId).not.toBe(first.data.payOrderId);
  expect(backend.db.payOrders.find((o) => o.payOrderId === first.data.payOrderId)?.state).toBe('closed');
  await settle(second.data.payOrderId, 'paid');
  expect(backend.db.parkOrders.filter((o) => o.plateNo === '京B88888' && o.state === 'arrears')).toEqual([]);
});

test('an empty lane and a code naming no lane each say what to do, and ask nothing of the driver service', async () => {
  const empty = renderApp('/scanPayPage?parkId=P1001&laneCode=E2');
  expect(await screen.findByText('当前车道暂无车辆')).toBeInTheDocument();
  expect(screen.getByText('请将车辆驶至出口道闸前，再重新查询')).toBeInTheDocument();
  empty.unmount();
  const unknown = renderApp('/scanPayPage?parkId=P1001&laneCode=X9');
  expect(await screen.findByText(/未找到该车道/)).toBeInTheDocument();
  unknown.unmount();
  expect(driverCalls()).toEqual([]);
});

test('a visitor finds the receipt again: from 我的 (this phone\'s receipts) and by the paid plate, each opening the server\'s receipt', async () => {
  const { platform, unmount } = renderApp('/scanPayPage?parkId=P1001&laneCode=E1');
  platform.answers.pay = async () => {
    await settle(backend.db.payOrders.at(-1)!.payOrderId, 'paid');
    return 'ok' as const;
  };
  fireEvent.click(await payWhenReady());
  expect(await screen.findByRole('heading', { name: '道闸已开启' })).toBeInTheDocument();
  unmount();

  const mine = renderApp('/mine');
  fireEvent.click(await screen.findByText('本机支付凭证'));
  await waitFor(() => expect(mine.router.state.location.pathname).toBe('/visitorReceipt'));
  const list = await screen.findByText('本机保存的支付凭证（未登录时支付）');
  expect(list).toBeInTheDocument();
  expect(screen.getByText('30.00元')).toBeInTheDocument();
  expect(screen.getByText(/王府井百货地下停车场/)).toBeInTheDocument();
  fireEvent.click(screen.getByText('京A·12345'));
  expect(await screen.findByRole('heading', { name: '已支付' })).toBeInTheDocument();
  mine.unmount();

  renderApp('/visitorReceipt?plateNo=%E4%BA%ACA12345');
  expect(await screen.findByText('京A·12345 无待缴费用，本机保存的支付凭证')).toBeInTheDocument();
  renderApp('/visitorReceipt?plateNo=%E4%BA%ACC12345');
  expect(await screen.findByText('本机没有 京C·12345 的支付凭证')).toBeInTheDocument();
});

test('an empty lane offers 无牌车出场缴费 to a car the camera cannot read, which asks for this phone\'s plate-less stay', async () => {
  const { router } = renderApp('/scanPayPage?parkId=P1001&laneCode=E2');
  expect(await screen.findByText('当前车道暂无车辆')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: '无牌车出场缴费' }));
  await waitFor(() => expect(router.state.location.search).toBe('?parkId=P1001&laneCode=E2&noPlate=1'));
  expect(await screen.findByText('未找到本手机的无牌车入场记录')).toBeInTheDocument();
  expect(backend.calls.list('/charge/v2/api/noPlate/exitLane', 'GET')).toHaveLength(1);
});

test('a merchant\'s coupon given to the plate comes off a visitor\'s fee as the server says: shown before paying, taken by the order, used once paid', async () => {
  const now = backend.clock.now();
  backend.db.coupons.push({
    couponId: 'CP_GIVEN_1', driverId: 'D10001', couponName: '停车抵扣券10元', couponType: 1, faceValueCents: 1000, discountRate: null, maxDiscountCents: null,
    minSpendCents: 0, parkIds: ['P1001'], plateNo: '京A12345', source: '星光咖啡（王府井店）赠送', validFrom: now - 60_000, validTo: now + 86_400_000,
    receivedAt: now - 60_000, usedAt: null, usedOn: null, lockedBy: null,
  });
  const { platform, router } = renderApp('/scanPayPage?parkId=P1001&laneCode=E1');
  expect(await screen.findByText('商户优惠（星光咖啡（王府井店）赠送·停车抵扣券10元）将自动抵扣 -10.00元')).toBeInTheDocument();
  const bar = await screen.findByText('20.00元');
  expect(bar).toBeInTheDocument();
  platform.answers.pay = async () => {
    await settle(backend.db.payOrders.at(-1)!.payOrderId, 'paid');
    return 'ok' as const;
  };
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(router.state.location.pathname).toBe('/BarrierRslt'));
  expect(backend.calls.list(ORDERS, 'POST')[0]?.body).toMatchObject({ expectedCents: 2000, laneCode: 'E1' });
  const order = backend.db.payOrders.at(-1)!;
  expect(order).toMatchObject({ originalCents: 3000, discountCents: 1000, amountCents: 2000, couponId: 'CP_GIVEN_1', state: 'paid' });
  expect(backend.db.coupons.find((c) => c.couponId === 'CP_GIVEN_1')).toMatchObject({ usedOn: 'U20001', lockedBy: null });
  expect(backend.db.coupons.find((c) => c.couponId === 'CP_GIVEN_1')?.usedAt).not.toBeNull();
});

test('a merchant\'s coupon that takes the whole fee off: 应付 0.00元, nothing asked of the host\'s pay, and the barrier opens', async () => {
  const now = backend.clock.now();
  backend.db.coupons.push({
    couponId: 'CP_GIVEN_2', driverId: 'D10001', couponName: '免费停车券', couponType: 1, faceValueCents: 5000, discountRate: null, maxDiscountCents: null,
    minSpendCents: 0, parkIds: ['P1001'], plateNo: '京A12345', source: '星光咖啡（王府井店）赠送', validFrom: now - 60_000, validTo: now + 86_400_000,
    receivedAt: now - 60_000, usedAt: null, usedOn: null, lockedBy: null,
  });
  const { platform, router } = renderApp('/scanPayPage?parkId=P1001&laneCode=E1');
  expect(await screen.findByText(/将自动抵扣 -30\.00元/)).toBeInTheDocument();
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(router.state.location.pathname).toBe('/BarrierRslt'));
  expect(await screen.findByRole('heading', { name: '道闸已开启' })).toBeInTheDocument();
  expect(platform.payments).toEqual([]);
  expect(backend.db.payOrders.at(-1)).toMatchObject({ amountCents: 0, discountCents: 3000, state: 'paid', couponId: 'CP_GIVEN_2' });
});

test('a lot that takes no payment online: the visitor at its lane is told to pay at the exit, and 立即支付 is not offered', async () => {
  backend.db.parks.find((p) => p.parkId === 'P1001')!.payTypes = [];
  renderApp('/scanPayPage?parkId=P1001&laneCode=E1');
  expect(await screen.findByText('该停车场暂不支持当前客户端的支付方式，请在出口现场缴费')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: '停车账单' })).toHaveTextContent('30.00元');
  await waitFor(() => expect(screen.queryByRole('button', { name: '立即支付' }) ?? { disabled: true }).toHaveProperty('disabled', true));
  expect(backend.calls.list(ORDERS, 'POST')).toEqual([]);
});
