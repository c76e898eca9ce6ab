import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { creatingSince, noteCreating } from '@/payment/inFlight';
import { parkingKey } from '@/features/parkingPay/keys';
import { interruptedTiming } from '@/payment/ui/useInterruptedPayment';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import type { DialogOptions } from '@/ui/feedback/types';
import { fastTiming, restoreTiming, warmPages } from '../../payment/kit';

const URL_A = '/payPage?uniqueId=U20001&parkId=P1001';
const KEY = parkingKey('U20001');
const PAY = '/charge/v2/api/payCharges';
const press = (text: string) => (d: DialogOptions) => d.actions.find((a) => a.text === text)?.key ?? null;
const balanceOfA = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.balanceCents;
const realTiming = { ...interruptedTiming };

/** The pay call the page sent before the reload, reaching the server on its own (from the balance, no coupon). */
function payBehindThePage(token: string) {
  return fetch(`http://localhost/api${PAY}`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 6 }),
  });
}

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/payPage', '/payResultPage', '/orderRecordDetail']), 60_000);
beforeEach(() => {
  fastTiming();
  Object.assign(interruptedTiming, { everyMs: 100, forMs: 1500 });
});
afterEach(() => {
  restoreTiming();
  Object.assign(interruptedTiming, realTiming);
  window.sessionStorage.clear();
});

test('a settled bill shows what was paid, how, and its receipt; never the pay button', async () => {
  signInAs('A');
  renderApp('/payPage?uniqueId=U20004&parkId=P1004');
  const paid = await screen.findByRole('region', { name: '该账单已支付' });
  expect(within(paid).getByText('10.00元')).toBeInTheDocument();
  expect(await within(paid).findByRole('link', { name: '查看支付凭证' })).toHaveAttribute('href', '/orderRecordDetail?payOrderId=O900001');
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
});

test('a reload while the pay call was in flight: the page asks about the bill, finds it paid, and shows it paid', async () => {
  const { token } = signInAs('A');
  backend.faults.add({ path: PAY, method: 'POST', delayMs: 600 });
  const inFlight = payBehindThePage(token);
  noteCreating(KEY);
  renderApp(URL_A);
  expect(await screen.findByText('正在确认上次支付的结果，请稍候…')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  await inFlight;
  const paid = await screen.findByRole('region', { name: '该账单已支付' });
  expect(within(paid).getByText('30.00元')).toBeInTheDocument();
  expect(within(paid).getByText('余额支付')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(creatingSince(KEY)).toBeUndefined();
  expect(backend.calls.list(PAY, 'POST')).toHaveLength(1);
  expect(balanceOfA()).toBe(7000);
});

test('the call never reached the server: after the wait, paying is offered again', async () => {
  signInAs('A');
  noteCreating(KEY);
  renderApp(URL_A);
  expect(await screen.findByText('正在确认上次支付的结果，请稍候…')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '立即支付' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByText('正在确认上次支付的结果，请稍候…')).not.toBeInTheDocument();
  expect(creatingSince(KEY)).toBeUndefined();
});

test('paid behind the page (another tab): paying answers 该订单已支付 and the page turns to the paid bill', async () => {
  const { token } = signInAs('A');
  renderApp(URL_A, { answer: press('确认支付 ¥20.00') });
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  await payBehindThePage(token);
  fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
  expect(await screen.findByRole('region', { name: '该账单已支付' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(backend.calls.list(PAY, 'POST')).toHaveLength(2);
  expect(balanceOfA()).toBe(7000);
});

test('a pay call that answers clears its mark', async () => {
  signInAs('A');
  renderApp(URL_A, { answer: press('确认支付 ¥20.00') });
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
  expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
  await waitFor(() => expect(creatingSince(KEY)).toBeUndefined());
});
