import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionTiming } from '@/features/charging/session/sessionPolling';
import { formatMoney } from '@/lib/format';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(async () => {
  await warmPages(['/chargingPage', '/chargingChoiceCoupon', '/chargingPageResult', '/chargingResults']);
}, 60_000);

const START = '/cps/v2/api/chargingOrders';
const COUPONS = '/cps/v2/api/chargingCoupons';
const real = { ...sessionTiming };
beforeEach(() => Object.assign(sessionTiming, { busyMs: 40, chargingMs: 60, stopConfirmMs: 300 }));
afterEach(() => Object.assign(sessionTiming, real));

/** A's seed session ended earlier, the car moved and the bills were paid: nothing stands in the way of a new start. */
function endSeedSession() {
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  const past = backend.clock.now() - 10 * 60_000;
  Object.assign(seed, { stopRequestedAt: past, stopConfirmedAt: past, leftAt: past });
  for (const o of backend.db.chargingOrders) if (o.orderState === 2) Object.assign(o, { orderState: 3, orderStateText: '已完成', paidAt: past });
}

test('a coupon chosen on its page comes back in the address with the form as it was; the start sends it; the bill takes it off', async () => {
  signInAs('A');
  endSeedSession();
  const { router } = renderApp('/chargingPage?pileCode=200101');
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /^B枪（空闲）/ }));
  fireEvent.click(screen.getByRole('radio', { name: '按金额' }));
  fireEvent.change(screen.getByLabelText('充电金额（元）'), { target: { value: '40' } });

  fireEvent.click(await screen.findByRole('link', { name: /优惠券\s*2张可用/ }));
  expect(await screen.findByRole('heading', { name: '选择优惠券', level: 1 })).toBeInTheDocument();
  const options = await screen.findByRole('group', { name: '可用优惠券（2张）' });
  expect(within(options).getByRole('radio', { name: '不使用优惠券' })).toBeChecked();
  const full = within(options).getByRole('radio', { name: /充电满30减5/ });
  expect(full.closest('label')).toHaveTextContent(/-5\.00元充电满30减5充电费满30\.00元可用有效期 \d{4}-\d\d-\d\d 至 \d{4}-\d\d-\d\d/);
  expect(within(options).getByRole('radio', { name: /充电立减3元/ }).closest('label')).toHaveTextContent('无门槛');
  fireEvent.click(full);
  fireEvent.click(screen.getByRole('button', { name: '确定' }));

  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/chargingPage?pileCode=200101&couponId=CC000001'));
  expect(router.state.historyAction).toBe('REPLACE');
  expect(await screen.findByRole('link', { name: /充电满30减5（最高减5\.00元）/ })).toHaveAttribute('href', '/chargingChoiceCoupon?pileCode=200101&couponId=CC000001');
  // The draft came back with the form.
  expect(screen.getByRole('radio', { name: /^B枪（空闲）/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: '按金额' })).toBeChecked();
  expect(screen.getByLabelText('充电金额（元）')).toHaveValue('40');

  const start = screen.getByRole('button', { name: '开始充电' });
  await waitFor(() => expect(start).toBeEnabled());
  fireEvent.click(start);
  expect(await screen.findByText('请插枪')).toBeInTheDocument();
  expect(backend.calls.list(START, 'POST')[0]?.body).toEqual({
    pileCode: '200101', gunNo: 'B', payMode: 'balance', couponId: 'CC000001', stopCondition: { type: 'amount', amountCents: 4000 },
    car: { batteryKwh: 75, soc: 30 }, estimate: expect.objectContaining({ car: { batteryKwh: 75, soc: 30 } }),
  });
  const orderNo = backend.db.chargingSessions.at(-1)!.orderNo;

  backend.clock.advance(20_000);
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingResults'));
  backend.clock.advance(2 * 3_600_000);
  expect(await screen.findByText('充电已结束')).toBeInTheDocument();
  const order = backend.db.chargingOrders.find((o) => o.orderNo === orderNo)!;
  expect(order.couponCents).toBe(500);
  const bill = screen.getByRole('region', { name: '充电账单' });
  expect(within(bill).getByText('已支付').nextSibling).toHaveTextContent(formatMoney(order.feeCents - 500));
});

test('不使用优惠券 takes the coupon out of the address; a coupon that is no longer usable is said so and not sent', async () => {
  signInAs('A');
  endSeedSession();
  backend.db.chargingCoupons.find((c) => c.couponId === 'CC000002')!.usedAt = backend.clock.now();
  const { router } = renderApp('/chargingPage?pileCode=200101&couponId=CC000002');
  expect(await screen.findByText(/所选优惠券已不可用/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /^A枪（空闲）/ }));
  const start = screen.getByRole('button', { name: '开始充电' });
  await waitFor(() => expect(start).toBeEnabled());
  fireEvent.click(start);
  expect(await screen.findByText('请插枪')).toBeInTheDocument();
  expect(backend.calls.list(START, 'POST')[0]?.body).not.toHaveProperty('couponId');

  await act(() => router.navigate('/chargingChoiceCoupon?pileCode=200102&couponId=CC000001'));
  // The session just started holds no coupon; CC000001 is still A's to choose, and is marked.
  const chosen = await screen.findByRole('radio', { name: /充电满30减5/ });
  expect(chosen).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: '不使用优惠券' }));
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/chargingPage?pileCode=200102'));
});

test('no coupons: the empty state leads to claiming one or back', async () => {
  signInAs('B');
  renderApp('/chargingChoiceCoupon?pileCode=200101');
  expect(await screen.findByText('暂无可用的充电优惠券')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '扫码领券' })).toHaveAttribute('href', '/scanQRCodeCharging');
  expect(screen.getByRole('link', { name: '返回充电' })).toHaveAttribute('href', '/chargingPage?pileCode=200101');
});

test('a failed load says so and offers 重试', async () => {
  signInAs('B');
  backend.faults.add({ path: COUPONS, method: 'GET', code: '500', msg: '服务繁忙' });
  renderApp('/chargingChoiceCoupon?pileCode=200101');
  expect(await screen.findByText('优惠券加载失败')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('暂无可用的充电优惠券')).toBeInTheDocument();
});

test('a visitor is sent to sign in and back', async () => {
  const { router } = renderApp('/chargingChoiceCoupon?pileCode=200101');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toContain(encodeURIComponent('/chargingChoiceCoupon?pileCode=200101'));
  expect(backend.calls.list(COUPONS)).toHaveLength(0);
});
