import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_B } from '@mocks/db/ids';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { addFees, idleFee } from './idleFeesKit';

const BILLS = '/cps/v2/api/occupyBills';
const items = async () => within(await screen.findByRole('list', { name: '占位费账单' }, { timeout: 15_000 })).getAllByRole('listitem');

beforeAll(() => warmPages(['/chargeOccupation', '/occupyBillList', '/occupyBillDetail', '/login']), 60_000);

test('a visitor is sent to login and comes back to the same filter; nothing is asked', async () => {
  const { router } = renderApp('/occupyBillList?state=1');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/occupyBillList?state=1')}`);
  expect(backend.calls.list(BILLS)).toHaveLength(0);
});

test('all fees, unpaid first; the filter is sent to the server and kept in the URL without a new history entry', async () => {
  addFees(idleFee('OCT01', { minutes: 30, ago: 3_600_000 }));
  signInAs('A');
  const { router } = renderApp('/occupyBillList');
  const [unpaid, paid] = await items();
  expect(unpaid).toHaveTextContent('东方广场特来电充电站');
  expect(unpaid).toHaveTextContent('待支付 15.00元');
  expect(unpaid).toHaveTextContent('已计 30分钟');
  // 待支付 twice: the fee's state, and the label of the amount still due.
  expect(within(unpaid!).getAllByText('待支付')).toHaveLength(2);
  expect(paid).toHaveTextContent('国家大剧院星星充电站');
  expect(paid).toHaveTextContent('实付 5.00元');
  expect(within(paid!).getByText('已支付')).toBeInTheDocument();
  // A's two paid seed fees follow the unpaid one, newest first.
  expect(screen.getByText('共 3 笔占位费')).toBeInTheDocument();
  const tabs = screen.getByRole('tablist');
  expect(within(tabs).getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');

  await userEvent.click(within(tabs).getByRole('tab', { name: '已支付' }));
  await waitFor(() => expect(router.state.location.search).toBe('?state=2'));
  expect(router.state.historyAction).toBe('REPLACE');
  await waitFor(async () => expect((await items()).map((li) => li.textContent)).toEqual([expect.stringContaining('OC40001'), expect.stringContaining('OC40003')]));
  expect(backend.calls.list(BILLS).at(-1)?.query).toMatchObject({ state: '2', pageNo: '1', pageSize: '10' });
  expect(within(tabs).getByRole('tab', { name: '已支付' })).toHaveAttribute('aria-selected', 'true');

  await userEvent.click(within(tabs).getByRole('tab', { name: '待支付' }));
  await waitFor(() => expect(router.state.location.search).toBe('?state=1'));
  await waitFor(async () => expect((await items()).map((li) => li.textContent)).toEqual([expect.stringContaining('OCT01')]));

  await userEvent.click(within(tabs).getByRole('tab', { name: '全部' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  // The router's state changes before React draws the new filter: wait for the list, not the URL.
  await waitFor(async () => expect(await items()).toHaveLength(3));
  expect(router.state.historyAction).toBe('REPLACE');

  await userEvent.click(within((await items())[0]!).getByRole('link'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/occupyBillDetail'));
  expect(router.state.location.search).toBe('?occupyOrderNo=OCT01');
});

test('opened with ?state=1: only unpaid ones are asked for; none says so', async () => {
  signInAs('A');
  renderApp('/occupyBillList?state=1');
  expect(await screen.findByText('没有待支付的占位费', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(backend.calls.list(BILLS).at(-1)?.query).toMatchObject({ state: '1' });
  expect(within(screen.getByRole('tablist')).getByRole('tab', { name: '待支付' })).toHaveAttribute('aria-selected', 'true');
});

test('pages of 10: 加载更多 asks for page 2, then the end', async () => {
  addFees(...Array.from({ length: 12 }, (_, i) => idleFee(`OCT${String(i).padStart(2, '0')}`, { paid: true, ago: (i + 1) * 3_600_000 })));
  signInAs('A');
  renderApp('/occupyBillList');
  expect(await items()).toHaveLength(10);
  await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
  await screen.findByText('没有更多了');
  expect(await items()).toHaveLength(14);
  expect(backend.calls.list(BILLS).map((c) => [c.query.pageNo, c.query.pageSize])).toEqual([['1', '10'], ['2', '10']]);
});

test('a failed list says so and 重试 brings it', async () => {
  backend.faults.add({ path: BILLS, method: 'GET', code: '500', msg: '服务繁忙', times: 1 });
  signInAs('A');
  renderApp('/occupyBillList');
  expect(await screen.findByText('占位费账单加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await items()).toHaveLength(2);
});

test('/chargeOccupation with nothing unpaid: charging may go ahead, the general words, the way to every bill', async () => {
  signInAs('A');
  renderApp('/chargeOccupation');
  expect(await screen.findByText('没有待支付的占位费，可以正常充电', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '开始充电' })).toHaveAttribute('href', '/chargingPage');
  expect(screen.getByRole('region', { name: '什么是占位费' })).toHaveTextContent('标准以充电站公示为准');
  expect(screen.getByRole('link', { name: '查看全部占位费账单' })).toHaveAttribute('href', '/occupyBillList');
  expect(backend.calls.list(BILLS).at(-1)?.query).toMatchObject({ state: '1' });
});

test('/chargeOccupation: a failed load says so and 重试 brings the fees', async () => {
  backend.faults.add({ path: BILLS, method: 'GET', code: '500', msg: '服务繁忙', times: 1 });
  signInAs('B');
  renderApp('/chargeOccupation');
  expect(await screen.findByText('占位费加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('region', { name: '待支付合计' })).toHaveTextContent('合计 12.00元');
});

test('/chargeOccupation: every unpaid fee counts in the total, one under appeal said to wait', async () => {
  addFees(...Array.from({ length: 11 }, (_, i) => idleFee(`OCT${String(i).padStart(2, '0')}`, { driverId: DRIVER_B, minutes: 2, ago: (i + 1) * 3_600_000 })));
  backend.db.occupyAppeals.push({
    appealNo: 'OA9', driverId: DRIVER_B, occupyOrderNo: 'OCT00', reason: '已按时驶离', description: '', pictures: [], createdAt: backend.clock.now(),
    reliefCents: 100, resultText: '', refundTo: null, applied: false,
  });
  signInAs('B');
  renderApp('/chargeOccupation');
  const total = await screen.findByRole('region', { name: '待支付合计' }, { timeout: 15_000 });
  await waitFor(() => expect(total).toHaveTextContent('共 12 笔，合计 23.00元'));
  const held = within(screen.getByRole('list', { name: '待支付的占位费' })).getByRole('link', { name: /申诉处理中，暂无需支付/ });
  expect(held).toHaveAttribute('href', '/occupyBillDetail?occupyOrderNo=OCT00');
});
