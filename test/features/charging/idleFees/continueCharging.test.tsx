import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DialogOptions } from '@/ui/feedback/types';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { fastTiming, restoreTiming, warmPages } from '../../../payment/kit';
import { accruingFeeOfA, feeInDb, leave, MIN } from './idleFeesKit';

const START = '/cps/v2/api/chargingOrders';
const confirm = (d: DialogOptions) => d.actions.find((a) => a.text.startsWith('确认支付'))?.key ?? null;

beforeAll(() => warmPages(['/occupyBillDetail', '/occupyPayResult', '/chargingPage', '/chargingChoiceCoupon']), 60_000);
beforeEach(fastTiming);
afterEach(restoreTiming);

test('继续充电 after paying an idle fee opens the start page on the pile and gun of the charge it followed: one tap starts there', async () => {
  // A charged at 王府井's 1号直流桩 A枪 (200101), left the car 3 minutes past the grace period, then moved it.
  const { orderNo, occupyOrderNo } = await accruingFeeOfA(3 * MIN);
  await leave(orderNo);
  signInAs('A');
  const { router } = renderApp(`/occupyBillDetail?occupyOrderNo=${occupyOrderNo}`, { answer: confirm });
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }, { timeout: 15_000 }));
  const pay = await screen.findByRole('button', { name: '立即支付' });
  await waitFor(() => expect(pay).toBeEnabled());
  fireEvent.click(pay);
  expect(await screen.findByRole('heading', { name: '占位费已支付' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(feeInDb(occupyOrderNo)?.state).toBe(2);

  await userEvent.click(screen.getByRole('button', { name: '继续充电' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingPage'));
  expect(router.state.location.search).toBe('?pileCode=200101&gunNo=A');
  // The pile is there, not the entry asking for its number.
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByLabelText('充电桩编号')).not.toBeInTheDocument();

  // Two guns are free there: only the one named in the address lets 开始充电 go without a choice.
  await waitFor(() => expect(screen.getByRole('button', { name: '开始充电' })).toBeEnabled());
  const before = backend.calls.list(START, 'POST').length;
  fireEvent.click(screen.getByRole('button', { name: '开始充电' }));
  await waitFor(() => expect(backend.calls.list(START, 'POST')).toHaveLength(before + 1));
  expect(backend.calls.list(START, 'POST')[before]?.body).toMatchObject({ pileCode: '200101', gunNo: 'A', payMode: 'balance' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingPageResult'));
});

test('the gun the address names survives the trip to choose a coupon, whose way back names only the pile', async () => {
  signInAs('A');
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  const past = backend.clock.now() - 10 * MIN;
  Object.assign(seed, { stopRequestedAt: past, stopConfirmedAt: past, leftAt: past });
  for (const o of backend.db.chargingOrders) if (o.orderState === 2) o.orderState = 3;
  const { router } = renderApp('/chargingPage?pileCode=200101&gunNo=B');
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' }, { timeout: 15_000 })).toBeInTheDocument();
  await act(() => router.navigate('/chargingChoiceCoupon?pileCode=200101'));
  await act(() => router.navigate('/chargingPage?pileCode=200101&couponId=CC000002', { replace: true }));
  await waitFor(() => expect(screen.getByRole('region', { name: '优惠券' })).toHaveTextContent('最高减'), { timeout: 15_000 });
  await waitFor(() => expect(screen.getByRole('button', { name: '开始充电' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: '开始充电' }));
  await waitFor(() => expect(backend.calls.list(START, 'POST')).toHaveLength(1));
  expect(backend.calls.list(START, 'POST')[0]?.body).toMatchObject({ pileCode: '200101', gunNo: 'B', couponId: 'CC000002' });
});
