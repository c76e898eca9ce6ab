import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import type { DialogOptions } from '@/ui/feedback/types';
import { fastTiming, payChargesCalls, restoreTiming, warmPages } from '../../payment/kit';

/**
 * /payResultPage after paying with a coupon showed only 支付金额 20.00元. The receipt now itemises the
 * amount from the server's booking of the order: the whole fee, anything settled before, the coupon by name.
 */

const URL_A = '/payPage?uniqueId=U20001&parkId=P1001';
const press = (text: string) => (d: DialogOptions) => d.actions.find((a) => a.text === text)?.key ?? null;
const bill = (id: string) => backend.db.parkOrders.find((o) => o.uniqueId === id)!;

configure({ asyncUtilTimeout: 4000 });

beforeAll(() => warmPages(['/payPage', '/payResultPage', '/login']), 60_000);
beforeEach(fastTiming);
afterEach(() => {
  restoreTiming();
  window.sessionStorage.clear();
});

/** The receipt's lines as the driver reads them: label, then value. */
async function feeLines(): Promise<string[][]> {
  const fees = await screen.findByRole('region', { name: '费用明细' });
  return within(fees)
    .getAllByRole('term')
    .map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
}

async function payWithBalance(confirm: string) {
  const view = renderApp(URL_A, { answer: press(confirm) });
  // The best coupon is taken without the driver choosing it.
  expect(await screen.findByRole('link', { name: /优惠券 -10.00元（王府井商户券 10元）/ })).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  const pay = screen.getByRole('button', { name: '立即支付' });
  await waitFor(() => expect(pay).toBeEnabled());
  fireEvent.click(pay);
  // The result page is its own chunk and the order is confirmed with the server: slow on a loaded machine.
  expect(await screen.findByRole('heading', { name: '支付成功' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(view.router.state.location.pathname).toBe('/payResultPage');
  return view;
}

test('paid with a coupon: the result shows the fee, the named coupon taken off and what was paid', async () => {
  signInAs('A');
  await payWithBalance('确认支付 ¥20.00');
  expect(await feeLines()).toEqual([
    ['停车费', '30.00元'],
    ['优惠券', '王府井商户券 10元 -10.00元'],
    ['支付金额', '20.00元'],
  ]);
  expect(payChargesCalls()).toHaveLength(1);
  expect(payChargesCalls()[0]?.body).toMatchObject({ uniqueId: 'U20001', couponId: 'C30003', payChannel: 6 });
  // The server booked the same: the whole fee on the bill, the coupon as the discount.
  expect(bill('U20001')).toMatchObject({ state: 'paid', totalCents: 3000, paidCents: 2000, discountCents: 1000 });
}, 40_000);

test('a bill partly paid before: the earlier payment is its own line and the lines add up', async () => {
  signInAs('A');
  // 5.00元 was paid on the way in (a prepayment at the lot): 25.00元 was left, less the coupon.
  bill('U20001').paidCents = 500;
  await payWithBalance('确认支付 ¥15.00');
  expect(await feeLines()).toEqual([
    ['停车费', '30.00元'],
    ['此前已付', '-5.00元'],
    ['优惠券', '王府井商户券 10元 -10.00元'],
    ['支付金额', '15.00元'],
  ]);
  expect(bill('U20001')).toMatchObject({ totalCents: 3000, paidCents: 2000, discountCents: 1000 });
}, 40_000);

test('the result page opened again later (a reload, a link) reads the same lines from the server', async () => {
  signInAs('A');
  const first = await payWithBalance('确认支付 ¥20.00');
  const payOrderId = bill('U20001').payOrderId as string;
  first.unmount();
  window.sessionStorage.clear();
  renderApp(`/payResultPage?payOrderId=${payOrderId}`);
  expect(await screen.findByRole('heading', { name: '支付成功' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(await feeLines()).toEqual([
    ['停车费', '30.00元'],
    ['优惠券', '王府井商户券 10元 -10.00元'],
    ['支付金额', '20.00元'],
  ]);
}, 40_000);
