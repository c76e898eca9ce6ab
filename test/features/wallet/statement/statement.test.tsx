import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { formatMoney } from '@/lib/format';
import { warmPages } from '../../../payment/kit';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { here } from '../walletKit';
import { beijingMonth, monthBefore, monthDays, serverStatement, STATEMENT } from './statementKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/walletDetail']), 60_000);

const lines = async () => within(await screen.findByRole('list', { name: '账单明细' }, { timeout: 15_000 })).getAllByRole('listitem');
const lastAsked = () => backend.calls.list(STATEMENT, 'GET').at(-1)?.query;
const signed = (cents: number) => `${cents > 0 ? '+' : ''}${formatMoney(cents)}`;
/** A gift to A now: this month has at least one line whatever the day the test runs. */
function giftNow() {
  backend.db.walletGifts.push({ giftId: 'GF990001', driverId: DRIVER_A, walletId: 'W4001', amountCents: 800, reason: '活动赠送', topUpNo: null, createdAt: backend.clock.now() });
}

test('the general wallet\'s detail opens on 账单: this month\'s totals, breakdowns and lines as the server gave them', async () => {
  giftNow();
  const month = beijingMonth(backend.clock.now());
  const expected = await serverStatement(monthDays(month));
  signInAs('A');
  const { router } = renderApp('/walletDetail?walletId=W4001');
  const shown = await lines();
  expect(screen.getByRole('tab', { name: '账单', selected: true })).toBeInTheDocument();
  expect(lastAsked()).toMatchObject(monthDays(month));
  expect(within(screen.getByRole('group', { name: '账单月份' })).getByRole('radio', { name: '本月' })).toBeChecked();

  const totals = screen.getByRole('region', { name: '合计' });
  expect(totals).toHaveTextContent(`支出${formatMoney(expected.totals.outCents)}`);
  expect(totals).toHaveTextContent(`收入${formatMoney(expected.totals.inCents)}`);
  expect(totals).toHaveTextContent(`净额${signed(expected.totals.netCents)}`);
  expect(totals).toHaveTextContent(`余额变动${signed(expected.totals.balanceNetCents)}`);
  const byKind = screen.getByRole('table', { name: '按类型' });
  for (const k of expected.totals.byKind) {
    expect(within(byKind).getByRole('row', { name: `${k.kindText} ${formatMoney(k.outCents)} ${formatMoney(k.inCents)}` })).toBeInTheDocument();
  }
  expect(screen.getByRole('table', { name: '按月' })).toHaveTextContent(`${Number(month.slice(5))}月`);
  expect(screen.getByRole('table', { name: '按车牌' })).toBeInTheDocument();

  expect(shown).toHaveLength(Math.min(30, expected.lines.length));
  expected.lines.slice(0, 30).forEach((l, i) => {
    expect(shown[i]).toHaveTextContent(l.title);
    expect(shown[i]).toHaveTextContent(signed(l.amountCents));
    expect(shown[i]).toHaveTextContent(l.channelText);
    expect(shown[i]).toHaveTextContent(`发票：${l.fapiao.stateText}`);
  });
  const gift = shown.find((li) => li.textContent?.includes('活动赠送'))!;
  expect(gift).toHaveTextContent('+8.00元');

  // The balance's own movements are the second tab.
  fireEvent.click(screen.getByRole('tab', { name: '余额明细' }));
  expect(await screen.findByRole('list', { name: '资金明细' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(here(router)).toBe('/walletDetail?walletId=W4001&tab=movements');
});

test('another month, a range typed by hand, a plate and a kind: each is asked of the server and kept in the address', async () => {
  const month = beijingMonth(backend.clock.now());
  const before = monthBefore(month);
  signInAs('A');
  const { router } = renderApp('/walletDetail');
  await screen.findByRole('group', { name: '账单月份' }, { timeout: 15_000 });
  await waitFor(() => expect(lastAsked()).toMatchObject(monthDays(month)));

  const months = screen.getByRole('group', { name: '账单月份' });
  expect(within(months).getAllByRole('radio')).toHaveLength(7);
  fireEvent.click(within(months).getAllByRole('radio')[1]!);
  await waitFor(() => expect(lastAsked()).toMatchObject(monthDays(before)));
  expect(here(router)).toBe(`/walletDetail?from=${monthDays(before).from}&to=${monthDays(before).to}`);

  fireEvent.click(within(months).getByRole('radio', { name: '自定义' }));
  fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-03-10' } });
  fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-03-01' } });
  const calls = backend.calls.list(STATEMENT, 'GET').length;
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
  expect(backend.calls.list(STATEMENT, 'GET')).toHaveLength(calls);
  fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-04-05' } });
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() => expect(lastAsked()).toMatchObject({ from: '2026-03-10', to: '2026-04-05' }));

  fireEvent.click(within(screen.getByRole('group', { name: '按车牌筛选' })).getByRole('radio', { name: '粤B·12345' }));
  await waitFor(() => expect(lastAsked()).toMatchObject({ from: '2026-03-10', to: '2026-04-05', plateNo: '粤B12345' }));
  fireEvent.click(within(screen.getByRole('group', { name: '按类型筛选' })).getByRole('radio', { name: '停车费' }));
  await waitFor(() => expect(lastAsked()).toMatchObject({ plateNo: '粤B12345', kind: 'parking' }));
  expect(here(router)).toBe('/walletDetail?from=2026-03-10&to=2026-04-05&plateNo=%E7%B2%A4B12345&kind=parking');

  // A kept link opens the same statement.
  signInAs('A');
  renderApp('/walletDetail?from=2026-03-10&to=2026-04-05&kind=parking');
  await waitFor(() => expect(lastAsked()).toEqual({ from: '2026-03-10', to: '2026-04-05', kind: 'parking' }));
});

test('a fleet\'s administrator switches the scope to the fleet: the server is asked with its groupId', async () => {
  // A administers 朝阳区顺达物流车队 in this test.
  backend.db.driverGroups.find((g) => g.groupId === 'G3001')!.members.find((m) => m.driverId === DRIVER_A)!.role = 1;
  signInAs('A');
  renderApp('/walletDetail');
  const scope = await screen.findByRole('group', { name: '账单范围' }, { timeout: 15_000 });
  expect(within(scope).getByRole('radio', { name: '我的' })).toBeChecked();
  fireEvent.click(within(scope).getByRole('radio', { name: /朝阳区顺达物流车队/ }));
  await waitFor(() => expect(lastAsked()).toMatchObject({ groupId: 'G3001' }));
  expect(within(scope).getByRole('radio', { name: /朝阳区顺达物流车队/ })).toBeChecked();
});

test('a driver who administers no fleet has no scope switch; a fleet wallet\'s detail is still its movements alone', async () => {
  giftNow();
  signInAs('A');
  const mine = renderApp('/walletDetail');
  await screen.findByRole('table', { name: '按月' }, { timeout: 15_000 });
  expect(screen.queryByRole('group', { name: '账单范围' })).not.toBeInTheDocument();
  mine.unmount();

  signInAs('A');
  renderApp('/walletDetail?walletId=W4101');
  expect(await screen.findByRole('list', { name: '资金明细' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: '账单' })).not.toBeInTheDocument();
});

test('a statement that fails says so and 重试 asks again', async () => {
  giftNow();
  backend.faults.add({ path: STATEMENT, method: 'GET', code: '500', msg: '服务繁忙' });
  signInAs('A');
  renderApp('/walletDetail');
  expect(await screen.findByText('账单加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('table', { name: '按月' }, { timeout: 15_000 })).toBeInTheDocument();
});
