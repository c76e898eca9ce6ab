import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chargingBillKind } from '@/features/charging/payKinds';
import { parkingKind } from '@/features/parkingPay/payKinds';
import { PlatformError } from '@/platform/types';
import type { DialogOptions } from '@/ui/feedback/types';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { fastTiming, restoreTiming, warmPages } from '../../../payment/kit';
import { addBills, appealAsA, balanceOf, billInDb, chargingBill } from './billsKit';

const PAY = '/cps/v2/api/chargingBills/CT10/pay';
const press = (text: string) => (d: DialogOptions) => d.actions.find((a) => a.text === text)?.key ?? null;
/** 35.2 kWh: 42.24 + 16.90 = 59.14元 to pay. */
const unpaid = () => addBills(chargingBill('CT10', { kwh: 35.2 }));
const row = (list: HTMLElement, label: string) => within(list).getByText(label).closest('.adm-list-item') as HTMLElement;

async function payWhenReady() {
  const pay = await screen.findByRole('button', { name: '立即支付' }, { timeout: 15_000 });
  await waitFor(() => expect(pay).toBeEnabled());
  return pay;
}

beforeAll(() => warmPages(['/chargeBillDetail', '/payResultPage', '/chargingBillComplain']), 60_000);
beforeEach(fastTiming);
afterEach(restoreTiming);

test('a paid bill: energy and service fee, the coupon, what was paid, the charge, and the way to complain', async () => {
  signInAs('A');
  renderApp('/chargeBillDetail?orderNo=C30002');
  const summary = await screen.findByRole('region', { name: '账单概要' }, { timeout: 15_000 });
  expect(within(summary).getByRole('heading', { name: '国家大剧院星星充电站' })).toBeInTheDocument();
  expect(summary).toHaveTextContent('已支付');
  expect(summary).toHaveTextContent('实付金额59.30元');
  const fees = screen.getByRole('region', { name: '费用明细' });
  expect(row(fees, '电费')).toHaveTextContent('46.53元');
  expect(row(fees, '服务费')).toHaveTextContent('17.77元');
  expect(row(fees, '优惠券')).toHaveTextContent('-5.00元');
  expect(row(fees, '实付')).toHaveTextContent('59.30元');
  const charge = screen.getByRole('region', { name: '充电信息' });
  expect(row(charge, '充电量')).toHaveTextContent('42.30度');
  expect(row(charge, '充电时长')).toHaveTextContent('1小时15分钟');
  expect(row(charge, '开始时间')).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  expect(row(charge, '结束时间')).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  expect(row(charge, '充电站')).toHaveTextContent('北京市西城区西长安街2号地下停车场');
  expect(row(charge, '充电桩')).toHaveTextContent('1号直流桩');
  expect(row(charge, '充电枪')).toHaveTextContent('B枪');
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '账单有疑问？去申诉' })).toHaveAttribute('href', '/chargingBillComplain?orderNo=C30002');
});

test('a bill still charging cannot be paid yet: the way to the live session instead', async () => {
  signInAs('A');
  renderApp('/chargeBillDetail?orderNo=C30001');
  expect(await screen.findByText('充电进行中，结束充电后生成账单。', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看充电进度' })).toHaveAttribute('href', '/chargingResults?orderNo=C30001');
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /去申诉/ })).not.toBeInTheDocument();
});

test('paying with the balance: asked once, one order, the balance lower, the bill paid, and the bill says so after', async () => {
  signInAs('A');
  unpaid();
  const { router, ui } = renderApp('/chargeBillDetail?orderNo=CT10', { answer: press('确认支付 ¥59.14') });
  expect(await screen.findByRole('radio', { name: /余额支付.*可用余额 100.00元/ }, { timeout: 15_000 })).toBeEnabled();
  expect(screen.getByRole('region', { name: '账单概要' })).toHaveTextContent('待支付59.14元');
  // The pinned pay bar says what the balance will pay.
  expect(screen.getByRole('button', { name: '立即支付' }).closest('.bar')).toHaveTextContent('59.14元');
  expect(screen.getByText('对费用有疑问可先申诉，无需先支付；处理期间这笔账单不影响开始新的充电。')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '账单有疑问？去申诉' })).toHaveAttribute('href', '/chargingBillComplain?orderNo=CT10');
  fireEvent.click(screen.getByRole('radio', { name: /余额支付/ }));
  const pay = await payWhenReady();
  fireEvent.click(pay);
  fireEvent.click(pay);
  // The outcome shows on the bill itself (not parking's result page), with no second history entry.
  expect(await screen.findByText('支付成功')).toBeInTheDocument();
  expect(ui.dialogs).toHaveLength(1);
  expect(ui.dialogs[0]?.content).toContain('¥59.14');
  expect(router.state.location.pathname).toBe('/chargeBillDetail');
  expect(backend.calls.list(PAY, 'POST')).toHaveLength(1);
  expect(backend.calls.list(PAY, 'POST')[0]?.body).toMatchObject({ payChannel: 6 });
  expect(balanceOf()).toBe(10000 - 5914);
  expect(billInDb('CT10')?.orderState).toBe(3);

  const summary = await screen.findByRole('region', { name: '账单概要' });
  await waitFor(() => expect(summary).toHaveTextContent('实付金额59.14元'));
  expect(summary).toHaveTextContent('已支付');
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(row(screen.getByRole('region', { name: '充电信息' }), '支付方式')).toHaveTextContent('余额支付');
});

test('an unpaid bill under an open complaint is set aside: nothing to pay meanwhile, the way to its dispute', async () => {
  unpaid();
  const appealNo = await appealAsA('CT10', '费用计算有误', '');
  renderApp('/chargeBillDetail?orderNo=CT10');
  expect(await screen.findByText('申诉处理中，不影响其他缴费、充电和预约', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看处理进度与补充证据' })).toHaveAttribute('href', `/disputeDetail?disputeId=${appealNo}`);
  expect(screen.getByRole('link', { name: '查看申诉进度（已提交）' })).toHaveAttribute('href', `/chargingAppealDetail?appealNo=${appealNo}`);
  expect(screen.getByRole('region', { name: '账单概要' })).toHaveTextContent('待支付');
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /去申诉/ })).not.toBeInTheDocument();
});

test('a double tap pays once: the button is off while WeChat is open, and the server decides', async () => {
  signInAs('A');
  unpaid();
  let answer: (v: 'ok') => void = () => undefined;
  const { platform } = renderApp('/chargeBillDetail?orderNo=CT10');
  platform.answers.pay = () => new Promise((r) => (answer = r));
  expect(await screen.findByRole('radio', { name: /微信支付/ }, { timeout: 15_000 })).toBeChecked();
  const pay = await payWhenReady();
  fireEvent.click(pay);
  fireEvent.click(pay);
  expect(await screen.findByRole('button', { name: '支付中…' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: '支付中…' }));
  expect(backend.calls.list(PAY, 'POST')).toHaveLength(1);
  expect(platform.payments).toHaveLength(1);
  const payOrderId = platform.payments[0]!.payOrderId;
  await fetch(`http://localhost/__mock/payments/${payOrderId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"state":"paid"}' });
  answer('ok');
  expect(await screen.findByText('支付成功')).toBeInTheDocument();
  // Opened afresh, the bill reads its paid order from the shared registry.
  signInAs('A');
  const again = renderApp('/chargeBillDetail?orderNo=CT10');
  const summaries = await again.findAllByRole('region', { name: '账单概要' });
  await waitFor(() => expect(summaries.at(-1)).toHaveTextContent('已支付'));
  expect(balanceOf()).toBe(10000);
});

test('a cancelled payment: the bill says so when the driver comes back, and can be paid again', async () => {
  signInAs('A');
  unpaid();
  const { platform, router } = renderApp('/chargeBillDetail?orderNo=CT10');
  platform.answers.pay = new PlatformError('已取消', 'cancelled');
  fireEvent.click(await payWhenReady());
  expect(await screen.findByText('支付已取消，可重新发起支付')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/chargeBillDetail');
  expect(await payWhenReady()).toBeEnabled();
  expect(billInDb('CT10')?.orderState).toBe(2);
});

test('where a payment lands: a charging bill back on its own page, parking on the shared result page', () => {
  expect(chargingBillKind.resultUrl({ kind: 'chargingBill', order: { orderNo: 'C30011' }, key: 'chargingBill:C30011' }, 'O1')).toBe('/chargeBillDetail?orderNo=C30011');
  expect(parkingKind.resultUrl({ kind: 'parking', order: { uniqueId: 'U1', parkId: 'P1' }, key: 'parking:U1' }, 'O1')).toBe('/payResultPage?payOrderId=O1&key=parking%3AU1');
});

test('a balance too small for the bill is offered but disabled', async () => {
  signInAs('A');
  addBills(chargingBill('CT10', { kwh: 100 }));
  renderApp('/chargeBillDetail?orderNo=CT10');
  expect(await screen.findByRole('radio', { name: /余额支付.*余额不足/ }, { timeout: 15_000 })).toBeDisabled();
  expect(screen.getByRole('radio', { name: /微信支付/ })).toBeChecked();
});

test('an unknown bill says the server\'s refusal with the ways on, no 重试', async () => {
  signInAs('A');
  const { ui } = renderApp('/chargeBillDetail?orderNo=C99999');
  expect(await screen.findByText('账单加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  // The server said no: its words and the ways on, not a 重试 that would get the same answer.
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  expect(await screen.findByRole('link', { name: '返回首页' })).toBeInTheDocument();
  expect(ui.toasts.map((t) => t.text)).toEqual(['未找到该充电账单']);
});
