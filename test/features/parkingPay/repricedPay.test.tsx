import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import type { DialogOptions } from '@/ui/feedback/types';
import { fastTiming, restoreTiming, warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';

/**
 * Nothing is charged that was not on screen: the pay call carries the amount on the button, and a bill whose fee rose
 * since the page read it is refused before any order is made or any balance taken; the page then shows the new
 * amount, and the driver pays that one knowingly.
 */
const URL_A = '/payPage?uniqueId=U20001&parkId=P1001';
const PAY = '/charge/v2/api/payCharges';
const HOUR = 3_600_000;
const balanceOfA = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.balanceCents;
const confirmAny = (d: DialogOptions) => d.actions.find((a) => a.text.startsWith('确认支付'))?.key ?? null;

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/payPage', '/payResultPage']), 60_000);
beforeEach(fastTiming);
afterEach(restoreTiming);

test('the fee rose while the driver looked: refused with the new amount, nothing taken, the page shows it, then it is paid', async () => {
  signInAs('A');
  const before = balanceOfA();
  const orders = backend.db.payOrders.length;
  const { ui } = renderApp(URL_A, { answer: confirmAny });
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  // The pay bar: the button and, beside it, what it pays.
  const bar = screen.getByRole('button', { name: '立即支付' }).closest('.bar') as HTMLElement;
  expect(bar).toHaveTextContent(/实付\s*20\.00元\s*余额支付/);

  // An hour more on the lot's clock: the bill is 10 yuan dearer than the page says.
  backend.db.parkOrders.find((b) => b.uniqueId === 'U20001')!.inTime -= HOUR;
  fireEvent.click(screen.getByRole('button', { name: '立即支付' }));

  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('应付金额已变为30.00元，请确认后再支付'));
  expect(backend.calls.list(PAY, 'POST').at(-1)?.body).toMatchObject({ uniqueId: 'U20001', payChannel: 6, expectedCents: 2000 });
  expect(backend.db.payOrders).toHaveLength(orders);
  expect(balanceOfA()).toBe(before);
  await waitFor(() => expect(bar).toHaveTextContent('实付 30.00元'));

  fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
  expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
  expect(backend.calls.list(PAY, 'POST').at(-1)?.body).toMatchObject({ expectedCents: 3000 });
  expect(balanceOfA()).toBe((before ?? 0) - 3000);
});

test('a bill part paid already (at an exit, then the car stayed) shows the whole fee, what was paid, and the rest to pay', async () => {
  const bill = backend.db.parkOrders.find((b) => b.uniqueId === 'U20001')!;
  bill.paidCents = 1000;
  signInAs('A');
  renderApp(URL_A);
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(card).toHaveTextContent('停车总费用30.00元');
  expect(card).toHaveTextContent('已支付-10.00元');
  expect(card).toHaveTextContent('待缴停车费20.00元');
  expect(card).not.toHaveTextContent('已优惠');
});
