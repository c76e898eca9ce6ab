import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { beijingMonth, chargingBill, DAY, onlyBillsOfA } from './billsKit';

const BILLS = '/cps/v2/api/chargingBills';
const list = async () => within(await screen.findByRole('list', { name: '充电账单' }, { timeout: 15_000 })).getAllByRole('listitem');

beforeAll(() => warmPages(['/chargeBillManage', '/chargeBillDetail', '/login']), 60_000);

test('a visitor is sent to login and comes back to the same filter; nothing is asked', async () => {
  const { router } = renderApp('/chargeBillManage?state=2');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/chargeBillManage?state=2')}`);
  expect(backend.calls.list(BILLS)).toHaveLength(0);
});

test('each bill: station, pile and gun, start, kWh, amount and state, newest first; a row opens the bill', async () => {
  onlyBillsOfA([chargingBill('CT01', { ago: DAY, kwh: 35.2 }), chargingBill('CT02', { ago: 3 * DAY, kwh: 22.5, couponCents: 300, paid: true, stationId: 'S2001' })]);
  signInAs('A');
  const { router } = renderApp('/chargeBillManage');
  const [unpaid, paid] = await list();
  expect(unpaid).toHaveTextContent('东方广场特来电充电站');
  expect(unpaid).toHaveTextContent('5号直流桩 · B枪');
  expect(unpaid).toHaveTextContent('35.20度');
  expect(unpaid).toHaveTextContent('待支付 59.14元');
  // 待支付 twice: the bill's state, and the label of the amount still due.
  expect(within(unpaid!).getAllByText('待支付')).toHaveLength(2);
  expect(unpaid).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} 开始/);
  expect(paid).toHaveTextContent('王府井百货充电站');
  expect(paid).toHaveTextContent('实付 34.80元');
  expect(within(paid!).getByText('已支付')).toBeInTheDocument();
  expect(screen.getByText('共 2 笔账单')).toBeInTheDocument();
  expect(screen.getByText('没有更多了')).toBeInTheDocument();
  await userEvent.click(within(unpaid!).getByRole('link'));
  await waitFor(() => expect(router.state.location.search).toBe('?orderNo=CT01'));
  expect(router.state.location.pathname).toBe('/chargeBillDetail');
});

test('pages of 10: 加载更多 asks for page 2, then the end of the list', async () => {
  onlyBillsOfA(Array.from({ length: 13 }, (_, i) => chargingBill(`CT${String(i).padStart(2, '0')}`, { ago: (i + 1) * 3_600_000, paid: true })));
  signInAs('A');
  renderApp('/chargeBillManage');
  expect(await list()).toHaveLength(10);
  await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
  await screen.findByText('没有更多了');
  expect(await list()).toHaveLength(13);
  expect(backend.calls.list(BILLS).map((c) => [c.query.pageNo, c.query.pageSize])).toEqual([['1', '10'], ['2', '10']]);
});

test('filters: by state and by month, sent to the server and kept in the URL; none left says so', async () => {
  const now = backend.clock.now();
  onlyBillsOfA([chargingBill('CT01', { ago: 0 }), chargingBill('CT02', { ago: 40 * DAY, paid: true })]);
  signInAs('A');
  const { router } = renderApp('/chargeBillManage');
  expect(await list()).toHaveLength(2);
  const states = screen.getByRole('group', { name: '按状态筛选' });
  expect(within(states).getByRole('radio', { name: '全部' })).toBeChecked();

  await userEvent.click(within(states).getByRole('radio', { name: '已支付' }));
  await waitFor(() => expect(router.state.location.search).toBe('?state=3'));
  await waitFor(async () => expect((await list()).map((li) => li.textContent)).toEqual([expect.stringContaining('已支付')]));
  expect(backend.calls.list(BILLS).at(-1)?.query).toMatchObject({ state: '3', pageNo: '1' });
  expect(within(states).getByRole('radio', { name: '已支付' })).toBeChecked();

  await userEvent.click(within(screen.getByRole('group', { name: '按月份筛选' })).getByRole('radio', { name: '本月' }));
  await waitFor(() => expect(router.state.location.search).toBe(`?state=3&month=${beijingMonth(now)}`));
  expect(await screen.findByText('没有符合条件的充电账单')).toBeInTheDocument();
  expect(backend.calls.list(BILLS).at(-1)?.query).toMatchObject({ state: '3', month: beijingMonth(now) });

  await userEvent.click(within(states).getByRole('radio', { name: '全部' }));
  await waitFor(async () => expect((await list()).map((li) => li.textContent)).toEqual([expect.stringContaining('待支付')]));
  expect(router.state.location.search).toBe(`?month=${beijingMonth(now)}`);
});

test('no bills yet: says so', async () => {
  onlyBillsOfA([]);
  signInAs('A');
  renderApp('/chargeBillManage');
  expect(await screen.findByText('暂无充电账单', {}, { timeout: 15_000 })).toBeInTheDocument();
});

test('a failed list says so and 重试 brings it', async () => {
  onlyBillsOfA([chargingBill('CT01')]);
  backend.faults.add({ path: BILLS, method: 'GET', code: '500', msg: '服务繁忙', times: 1 });
  signInAs('A');
  renderApp('/chargeBillManage');
  expect(await screen.findByText('充电账单加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await list()).toHaveLength(1);
});
