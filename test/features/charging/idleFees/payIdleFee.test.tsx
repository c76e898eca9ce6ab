import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_B } from '@mocks/db/ids';
import { PlatformError } from '@/platform/types';
import type { DialogOptions } from '@/ui/feedback/types';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { fastTiming, restoreTiming, warmPages } from '../../../payment/kit';
import { balanceOf, feeInDb, payCalls, setBalance } from './idleFeesKit';

const press = (text: string) => (d: DialogOptions) => d.actions.find((a) => a.text === text)?.key ?? null;

async function payWhenReady() {
  const pay = await screen.findByRole('button', { name: '立即支付' }, { timeout: 15_000 });
  await waitFor(() => expect(pay).toBeEnabled());
  return pay;
}

beforeAll(() => warmPages(['/chargeOccupation', '/occupyBillDetail', '/occupyPayResult', '/chargingPage']), 60_000);
beforeEach(fastTiming);
afterEach(restoreTiming);

test("B's unpaid fee on /chargeOccupation, paid with the balance from its detail: one pay call for a double tap, then paid and 继续充电", async () => {
  signInAs('B');
  setBalance('B', 5000);
  const { router, ui } = renderApp('/chargeOccupation', { answer: press('确认支付 ¥12.00') });
  const total = await screen.findByRole('region', { name: '待支付合计' }, { timeout: 15_000 });
  expect(total).toHaveTextContent('共 1 笔，合计 12.00元');
  const fees = within(screen.getByRole('list', { name: '待支付的占位费' })).getAllByRole('listitem');
  expect(fees).toHaveLength(1);
  const card = within(fees[0]!).getByRole('link');
  expect(card).toHaveTextContent('东方广场特来电充电站');
  expect(card).toHaveTextContent('待支付 12.00元');
  await waitFor(() => expect(card).toHaveTextContent('去支付'));
  expect(card).toHaveAttribute('href', '/occupyBillDetail?occupyOrderNo=OC40002');
  // The rule comes from the fee's own detail.
  expect(screen.getByRole('region', { name: '什么是占位费' })).toHaveTextContent('充电结束后 15 分钟内驶离车位');
  expect(screen.getByRole('region', { name: '什么是占位费' })).toHaveTextContent('每分钟收取 0.50元');
  expect(screen.getByRole('region', { name: '什么是占位费' })).toHaveTextContent('单笔封顶 30.00元');
  expect(screen.getByRole('link', { name: '查看全部占位费账单' })).toHaveAttribute('href', '/occupyBillList');

  await userEvent.click(card);
  const summary = await screen.findByRole('region', { name: '占位费概要' }, { timeout: 15_000 });
  expect(summary).toHaveTextContent('应付金额12.00元');
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付.*可用余额 50.00元/ }));
  const pay = await payWhenReady();
  fireEvent.click(pay);
  fireEvent.click(pay);

  expect(await screen.findByRole('heading', { name: '占位费已支付' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/occupyPayResult');
  expect(router.state.location.search).toMatch(/^\?occupyOrderNo=OC40002&payOrderId=O\d+$/);
  expect(ui.dialogs).toHaveLength(1);
  expect(payCalls('OC40002')).toHaveLength(1);
  expect(payCalls('OC40002')[0]?.body).toMatchObject({ payChannel: 6 });
  expect(balanceOf(DRIVER_B)).toBe(5000 - 1200);
  expect(feeInDb('OC40002')?.state).toBe(2);
  await waitFor(() => expect(screen.getByText('支付时间')).toBeInTheDocument());
  expect(screen.getByText('余额支付')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '查看账单' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '继续充电' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingPage'));
  // Back at the pile of the charge the fee followed (C30003: 东方广场's 5号直流桩 A枪).
  expect(router.state.location.search).toBe('?pileCode=200205&gunNo=A');
});

test('WeChat with no answer from the server in time: 重新查询 once the provider settles it, never a second order', async () => {
  signInAs('B');
  const { router, platform } = renderApp('/occupyBillDetail?occupyOrderNo=OC40002');
  expect(await screen.findByRole('radio', { name: /微信支付/ }, { timeout: 15_000 })).toBeChecked();
  fireEvent.click(await payWhenReady());
  expect(await screen.findByRole('heading', { name: '暂未查询到支付结果' }, { timeout: 15_000 })).toBeInTheDocument();
  // The one wording of every result page (the kit's PendingPaymentResult).
  expect(screen.getByText('支付结果以平台确认为准。如您已完成支付，请稍后重新查询，请勿重复支付')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/occupyPayResult');
  const payOrderId = platform.payments[0]!.payOrderId;
  expect(router.state.location.search).toBe(`?occupyOrderNo=OC40002&payOrderId=${payOrderId}`);
  await fetch(`http://localhost/__mock/payments/${payOrderId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"state":"paid"}' });
  await userEvent.click(screen.getByRole('button', { name: '重新查询' }));
  expect(await screen.findByRole('heading', { name: '占位费已支付' })).toBeInTheDocument();
  expect(payCalls('OC40002')).toHaveLength(1);
  expect(backend.db.payOrders.filter((o) => o.items.some((i) => i.uniqueId === 'OC40002'))).toHaveLength(1);
});

test('a cancelled payment: the result says so and 返回重新支付 goes back to the fee, still payable', async () => {
  signInAs('B');
  const { router, platform } = renderApp('/occupyBillDetail?occupyOrderNo=OC40002');
  platform.answers.pay = new PlatformError('已取消', 'cancelled');
  fireEvent.click(await payWhenReady());
  expect(await screen.findByRole('heading', { name: '支付已取消' }, { timeout: 15_000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '返回重新支付' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/occupyBillDetail'));
  expect(await screen.findByText('支付已取消，可重新发起支付')).toBeInTheDocument();
  expect(await payWhenReady()).toBeEnabled();
  expect(feeInDb('OC40002')?.state).toBe(1);
});

test('opened cold (a reload, the cashier\'s way back with nothing in flight): the fee on the server says paid or not yet', async () => {
  signInAs('A');
  const paid = renderApp('/occupyPayResult?occupyOrderNo=OC40001&payOrderId=O999');
  expect(await screen.findByRole('heading', { name: '占位费已支付' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '继续充电' })).toBeInTheDocument();
  paid.unmount();

  signInAs('B');
  const { router } = renderApp('/occupyPayResult?occupyOrderNo=OC40002');
  expect(await screen.findByRole('heading', { name: '占位费尚未支付' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '继续充电' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '返回支付' }));
  await waitFor(() => expect(router.state.location.search).toBe('?occupyOrderNo=OC40002'));
  expect(router.state.location.pathname).toBe('/occupyBillDetail');
});

test('a paid fee: how it was worked out and paid, no pay button, the way to appeal', async () => {
  signInAs('A');
  renderApp('/occupyBillDetail?occupyOrderNo=OC40001');
  const summary = await screen.findByRole('region', { name: '占位费概要' }, { timeout: 15_000 });
  expect(summary).toHaveTextContent('国家大剧院星星充电站');
  expect(summary).toHaveTextContent('已支付');
  expect(summary).toHaveTextContent('实付金额5.00元');
  const working = screen.getByRole('region', { name: '计费明细' });
  const row = (label: string) => within(working).getByText(label).closest('.adm-list-item') as HTMLElement;
  expect(row('免费占位')).toHaveTextContent('15分钟');
  expect(row('开始计费')).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  expect(row('结束计费')).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  expect(row('计费标准')).toHaveTextContent('0.50元/分钟，封顶30.00元');
  expect(row('占位费')).toHaveTextContent('10分钟 × 0.50元');
  expect(row('实付')).toHaveTextContent('5.00元');
  const info = screen.getByRole('region', { name: '占位信息' });
  expect(within(info).getByRole('link', { name: 'C30002' })).toHaveAttribute('href', '/chargeBillDetail?orderNo=C30002');
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '费用有疑问？去申诉' })).toHaveAttribute('href', '/occupyAppeal?occupyOrderNo=OC40001');
});

test('an unknown fee says the server\'s refusal with the ways on, no 重试', async () => {
  signInAs('B');
  const { ui } = renderApp('/occupyBillDetail?occupyOrderNo=OC99999');
  expect(await screen.findByText('占位费加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  // The server said no: its words and the ways on, not a 重试 that would get the same answer.
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  expect(await screen.findByRole('link', { name: '返回首页' })).toBeInTheDocument();
  expect(ui.toasts.map((t) => t.text)).toEqual(['未找到该占位费账单']);
});
