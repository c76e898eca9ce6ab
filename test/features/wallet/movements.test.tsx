import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { here, MOVEMENTS } from './walletKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/accountBalanceDetail', '/walletDetail', '/accountBalanceReslut', '/login']), 60_000);

const rows = async () => within(await screen.findByRole('list', { name: '资金明细' }, { timeout: 15_000 })).getAllByRole('listitem');
const row = async (text: string) => (await rows()).find((li) => li.textContent?.includes(text));
/** A Beijing 'YYYY-MM' of a moment. */
const beijingMonth = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 7);

test('every movement newest first with its type, time, signed amount, state and order; the totals of the filter', async () => {
  signInAs('A');
  renderApp('/accountBalanceDetail');
  const all = await rows();
  expect(all.length).toBeGreaterThanOrEqual(10);
  expect(screen.getByText(/^共 \d+ 笔$/)).toBeInTheDocument();
  expect(screen.getByText(/^收入 \d+\.\d\d元 · 支出 \d+\.\d\d元$/)).toBeInTheDocument();

  const withdrawal = (await row('提现至微信支付'))!;
  expect(withdrawal).toHaveTextContent('-55.38元');
  expect(withdrawal).toHaveTextContent('已到账');
  expect(withdrawal).toHaveTextContent('单号 WD900001');
  expect(within(withdrawal).getByRole('link', { name: '查看订单 WD900001' })).toHaveAttribute('href', '/accountBalanceReslut?withdrawNo=WD900001');

  const topUp = (await row('支付宝充值'))!;
  expect(topUp).toHaveTextContent('+50.00元');
  expect(within(topUp).getByRole('link')).toHaveAttribute('href', '/accountBalanceReslut?topUpNo=TU900003');

  const parking = (await row('停车费 京A·12345'))!;
  expect(parking).toHaveTextContent('-15.00元');
  expect(within(parking).getByRole('link')).toHaveAttribute('href', '/orderRecordDetail?payOrderId=O900002');

  const appeal = (await row('充电费申诉退款'))!;
  expect(appeal).toHaveTextContent('+5.95元');
  expect(within(appeal).getByRole('link')).toHaveAttribute('href', '/chargingAppealDetail?appealNo=CA50001&orderNo=C30014');

  const signUpGift = (await row('注册有礼赠送'))!;
  expect(signUpGift).toHaveTextContent('单号 GF900001');
  expect(within(signUpGift).queryByRole('link')).not.toBeInTheDocument();
});

test('filters by type and month go to the server and live in the URL; Back-proof; none left says so', async () => {
  const now = backend.clock.now();
  signInAs('A');
  const { router } = renderApp('/accountBalanceDetail');
  await rows();
  const types = screen.getByRole('group', { name: '按类型筛选' });
  expect(within(types).getByRole('radio', { name: '全部' })).toBeChecked();

  fireEvent.click(within(types).getByRole('radio', { name: '提现' }));
  await waitFor(() => expect(here(router)).toBe('/accountBalanceDetail?type=withdrawal'));
  await waitFor(async () => expect((await rows()).map((li) => li.textContent)).toEqual([expect.stringContaining('提现至微信支付')]));
  expect(backend.calls.list(MOVEMENTS).at(-1)?.query).toMatchObject({ type: 'withdrawal', pageNo: '1', pageSize: '20' });
  expect(within(types).getByRole('radio', { name: '提现' })).toBeChecked();

  fireEvent.click(within(screen.getByRole('group', { name: '按月份筛选' })).getByRole('radio', { name: '本月' }));
  await waitFor(() => expect(here(router)).toBe(`/accountBalanceDetail?type=withdrawal&month=${beijingMonth(now)}`));
  expect(await screen.findByText('没有符合条件的明细')).toBeInTheDocument();
  expect(backend.calls.list(MOVEMENTS).at(-1)?.query).toMatchObject({ type: 'withdrawal', month: beijingMonth(now) });

  // Opened from a kept link, the filter is read back from the address.
  signInAs('A');
  renderApp('/accountBalanceDetail?type=gift');
  await waitFor(async () => expect((await rows()).every((li) => li.textContent?.includes('赠送'))).toBe(true));
});

test('a fleet wallet\'s movements: its own orders, no page to open here', async () => {
  signInAs('A');
  renderApp('/walletDetail?walletId=W4101');
  const all = await rows();
  expect(all).toHaveLength(3);
  expect(all[0]).toHaveTextContent('停车费 粤B·12345 东方广场停车场');
  expect(all[0]).toHaveTextContent('-126.00元');
  expect(all[2]).toHaveTextContent('车队管理员充值');
  expect(all[2]).toHaveTextContent('+2000.00元');
  expect(screen.queryByRole('link', { name: /查看订单/ })).not.toBeInTheDocument();
  expect(backend.calls.list(MOVEMENTS).at(-1)?.query).toMatchObject({ walletId: 'W4101' });
});

test('a visitor is sent to sign in; a failed list says so and 重试 brings it', async () => {
  const { router } = renderApp('/accountBalanceDetail?type=topUp');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/accountBalanceDetail?type=topUp')}`);

  backend.faults.add({ path: MOVEMENTS, method: 'GET', code: '500', msg: '服务繁忙' });
  signInAs('A');
  renderApp('/accountBalanceDetail');
  expect(await screen.findByText('明细加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect((await rows()).length).toBeGreaterThan(0);
});
