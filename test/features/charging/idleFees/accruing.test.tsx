import { screen, waitFor, within } from '@testing-library/react';
import { idleFeeTiming } from '@/features/charging/components/idleFees/timing';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { accruingFeeOfA, feeInDb, leave, MIN } from './idleFeesKit';

const realTiming = { ...idleFeeTiming };
const BILL = (no: string) => `/cps/v2/api/occupyBills/${no}`;

beforeAll(() => warmPages(['/chargeOccupation', '/occupyBillDetail', '/occupyAppeal']), 60_000);
// Polled in milliseconds here: the clock is moved by the test, not waited for.
beforeEach(() => Object.assign(idleFeeTiming, { accruingPollMs: 150 }));
afterEach(() => Object.assign(idleFeeTiming, realTiming));

test('a fee still growing: 计费中 on /chargeOccupation with no way to pay yet, its amount and the total asked again as the clock moves', async () => {
  const { occupyOrderNo } = await accruingFeeOfA(5 * MIN);
  const grown = feeInDb(occupyOrderNo)!.feeCents;
  signInAs('A');
  renderApp('/chargeOccupation');
  const list = await screen.findByRole('list', { name: '待支付的占位费' }, { timeout: 15_000 });
  const card = within(list).getByRole('link');
  expect(within(card).getByText('计费中')).toBeInTheDocument();
  expect(card).toHaveTextContent('计费中，驶离车位后结算');
  // What the server last worked out is what the card shows (a slow run may see a minute more than `grown`).
  const shown = () => `当前费用 ${(feeInDb(occupyOrderNo)!.feeCents / 100).toFixed(2)}元`;
  await waitFor(() => expect(card).toHaveTextContent(shown()));
  expect(card).not.toHaveTextContent('去支付');
  expect(screen.getByRole('region', { name: '什么是占位费' })).toHaveTextContent('充电结束后 15 分钟内驶离车位');

  backend.clock.advance(4 * MIN);
  await waitFor(() => expect(feeInDb(occupyOrderNo)!.feeCents).toBeGreaterThanOrEqual(grown + 200));
  await waitFor(() => expect(card).toHaveTextContent(shown()));
  const total = `合计 ${(feeInDb(occupyOrderNo)!.feeCents / 100).toFixed(2)}元`;
  await waitFor(() => expect(screen.getByRole('region', { name: '待支付合计' })).toHaveTextContent(total));
});

test('after the car leaves, the detail it polls turns payable: the amount settles and 立即支付 appears', async () => {
  const { orderNo, occupyOrderNo } = await accruingFeeOfA(5 * MIN);
  signInAs('A');
  renderApp(`/occupyBillDetail?occupyOrderNo=${occupyOrderNo}`);
  const summary = await screen.findByRole('region', { name: '占位费概要' }, { timeout: 15_000 });
  expect(summary).toHaveTextContent('计费中');
  expect(summary).toHaveTextContent('计费中，驶离车位后结算');
  expect(summary).toHaveTextContent('当前费用');
  const working = screen.getByRole('region', { name: '计费明细' });
  expect(within(working).getByText('结束计费').closest('.adm-list-item')).toHaveTextContent('计费中');
  expect(within(screen.getByRole('region', { name: '占位信息' })).getByText('驶离时间').closest('.adm-list-item')).toHaveTextContent('尚未驶离');
  expect(screen.getByText(/车辆仍在占用充电车位/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /去申诉/ })).not.toBeInTheDocument();

  await leave(orderNo);
  const payable = await screen.findByRole('button', { name: '立即支付' }, { timeout: 5000 });
  expect(payable).toBeInTheDocument();
  const fee = feeInDb(occupyOrderNo)!;
  expect(summary).toHaveTextContent(`应付金额${(fee.feeCents / 100).toFixed(2)}元`);
  expect(screen.getByRole('link', { name: '费用有疑问？去申诉' })).toBeInTheDocument();
  // Settled: nothing more to ask for.
  const asked = backend.calls.list(BILL(occupyOrderNo), 'GET').length;
  await new Promise((r) => setTimeout(r, 500));
  expect(backend.calls.list(BILL(occupyOrderNo), 'GET')).toHaveLength(asked);
});

test('an appeal waits until the fee stopped growing', async () => {
  const { occupyOrderNo } = await accruingFeeOfA(2 * MIN);
  signInAs('A');
  renderApp(`/occupyAppeal?occupyOrderNo=${occupyOrderNo}`);
  expect(await screen.findByText('车辆仍在占用充电车位，占位费还在计费。驶离车位、费用结算后才能申诉。', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '返回占位费详情' })).toHaveAttribute('href', `/occupyBillDetail?occupyOrderNo=${occupyOrderNo}`);
  expect(screen.queryByRole('button', { name: '提交申诉' })).not.toBeInTheDocument();
});
