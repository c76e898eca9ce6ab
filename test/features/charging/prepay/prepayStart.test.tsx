import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionTiming } from '@/features/charging/session/sessionPolling';
import { fastTiming, restoreTiming, settle, warmPages } from '../../../payment/kit';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/chargingPage', '/chargingPageResult']), 60_000);
const realSession = { ...sessionTiming };
beforeEach(() => {
  fastTiming();
  Object.assign(sessionTiming, { busyMs: 40, chargingMs: 60, stopConfirmMs: 300 });
});
afterEach(() => {
  restoreTiming();
  Object.assign(sessionTiming, realSession);
});

const START = '/cps/v2/api/chargingOrders';
const PREPAY = '/cps/v2/api/chargingPrepays';

/** A's seed session ended and the car left; the seed's unpaid bill was paid: A may start again. */
function freeA() {
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  const past = backend.clock.now() - 30 * 60_000;
  Object.assign(seed, { stopRequestedAt: past, stopConfirmedAt: past, leftAt: past });
  for (const o of backend.db.chargingOrders) if (o.orderState === 2) Object.assign(o, { orderState: 3, orderStateText: '已完成', paidAt: past });
}

async function chooseGun() {
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' }, { timeout: 15_000 })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /^A枪（空闲）/ }));
}

test('one tap prepays by WeChat and, once the server says paid, starts with the prepay; a double tap makes one order', async () => {
  signInAs('A');
  freeA();
  const { platform, router } = renderApp('/chargingPage?pileCode=200101');
  platform.answers.pay = async () => {
    await settle(platform.payments[0]!.payOrderId, 'paid');
    return 'ok' as const;
  };
  await chooseGun();
  fireEvent.click(await screen.findByRole('radio', { name: '微信支付预付' }));
  fireEvent.click(screen.getByRole('radio', { name: '30.00元' }));
  expect(screen.getByText(/未用完的部分原路退回/)).toBeInTheDocument();
  const go = screen.getByRole('button', { name: '预付 30.00元 并开始充电' });
  await waitFor(() => expect(go).toBeEnabled());
  fireEvent.click(go);
  fireEvent.click(go);
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingPageResult'), { timeout: 6000 });
  expect(backend.calls.list(PREPAY, 'POST')).toHaveLength(1);
  expect(backend.calls.list(PREPAY, 'POST')[0]?.body).toMatchObject({ amountCents: 3000, payChannel: 3, returnUrl: '/chargingPage?pileCode=200101' });
  expect(platform.payments).toHaveLength(1);
  expect(backend.calls.list(START, 'POST')).toHaveLength(1);
  expect(backend.calls.list(START, 'POST')[0]?.body).toMatchObject({ payMode: 'prepay', gunNo: 'A', pileCode: '200101' });
});

test('a prepay paid before (the cashier came back, or a reload) is offered and chosen; a cancelled prepay starts nothing', async () => {
  signInAs('A');
  freeA();
  const first = renderApp('/chargingPage?pileCode=200101');
  first.platform.answers.pay = () => Promise.resolve('cancel');
  await chooseGun();
  fireEvent.click(await screen.findByRole('radio', { name: '微信支付预付' }));
  const go = screen.getByRole('button', { name: '预付 50.00元 并开始充电' });
  await waitFor(() => expect(go).toBeEnabled());
  fireEvent.click(go);
  await waitFor(() => expect(first.platform.payments).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('button', { name: '预付 50.00元 并开始充电' })).toBeEnabled());
  expect(backend.calls.list(START, 'POST')).toHaveLength(0);
  first.unmount();

  // The provider took the money after all (the driver paid in the cashier): back on the page, the prepay is there.
  await settle(first.platform.payments[0]!.payOrderId, 'paid');
  signInAs('A');
  renderApp('/chargingPage?pileCode=200101');
  const prepaid = await screen.findByRole('radio', { name: /预付款 50\.00元（已支付，\d\d:\d\d前有效）/ }, { timeout: 6000 });
  await waitFor(() => expect(prepaid).toBeChecked());
  expect(screen.queryByRole('radio', { name: '微信支付预付' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /^A枪（空闲）/ }));
  const start = screen.getByRole('button', { name: '开始充电' });
  await waitFor(() => expect(start).toBeEnabled());
  fireEvent.click(start);
  await waitFor(() => expect(backend.calls.list(START, 'POST')).toHaveLength(1));
  expect(backend.calls.list(START, 'POST')[0]?.body).toMatchObject({ payMode: 'prepay' });
});
