import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { endSeedSession } from '../../mocks/disputes/disputesKit';
import { appealAsA } from './bills/billsKit';

/**
 * docs/rules/money.md, "A dispute does not hold the driver hostage": a charging bill under an open appeal blocks no new start, and
 * the start page's notice does not list it. The start page learns it from the orders it reads anyway (each order's
 * `openAppeal`, GET /cps/v2/api/chargingOrders/msp), not from a second call for the driver's disputes on every visit.
 */
beforeAll(() => warmPages(['/chargingPage']), 60_000);

const disputeCalls = () => backend.calls.list().filter((c) => c.path.startsWith('/driver/v2/api/disputes'));
const finishedOrderCalls = () => backend.calls.list('/cps/v2/api/chargingOrders/msp').filter((c) => c.query.requestType === '3');

async function openStartPage() {
  renderApp('/chargingPage?pileCode=200101');
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' }, { timeout: 15_000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('group', { name: '支付方式' })).toBeInTheDocument());
  await waitFor(() => expect(finishedOrderCalls().length).toBeGreaterThan(0));
}

test('an unpaid bill under an open appeal is not listed and does not block a start; the disputes are not asked for', async () => {
  endSeedSession();
  await appealAsA('C30011');
  signInAs('A');
  backend.calls.clear();
  await openStartPage();
  expect(screen.queryByText(/您有一笔未支付的充电订单/)).not.toBeInTheDocument();

  await userEvent.click(within(screen.getByRole('group', { name: '选择充电枪' })).getByRole('radio', { name: /^A枪（空闲）/ }));
  const start = screen.getByRole('button', { name: '开始充电' });
  await waitFor(() => expect(start).toBeEnabled());
  await userEvent.click(start);
  expect(await screen.findByText('请插枪', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(backend.calls.list('/cps/v2/api/chargingOrders', 'POST')).toHaveLength(1);
  expect(disputeCalls()).toEqual([]);
});

test('without an appeal the same bill is listed from the orders alone; still no call for the disputes', async () => {
  endSeedSession();
  signInAs('A');
  backend.calls.clear();
  await openStartPage();
  expect(await screen.findByText(/您有一笔未支付的充电订单/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去支付' })).toHaveAttribute('href', '/chargeBillDetail?orderNo=C30011');
  expect(disputeCalls()).toEqual([]);
});
