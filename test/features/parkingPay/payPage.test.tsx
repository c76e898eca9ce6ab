import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readInFlight } from '@/payment/inFlight';
import { parkingKey } from '@/features/parkingPay/keys';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import type { DialogOptions } from '@/ui/feedback/types';
import { fastTiming, restoreTiming, warmPages } from '../../payment/kit';

const URL_A = '/payPage?uniqueId=U20001&parkId=P1001';
const press = (text: string) => (d: DialogOptions) => d.actions.find((a) => a.text === text)?.key ?? null;
const bill = (id: string) => backend.db.parkOrders.find((o) => o.uniqueId === id)!;
/** 立即支付 once it may be pressed (it waits for the channels and the usable coupons). */
async function payWhenReady() {
  const pay = await screen.findByRole('button', { name: '立即支付' });
  await waitFor(() => expect(pay).toBeEnabled());
  return pay;
}

// Lazy pages and real API calls on a shared 2-core machine.
configure({ asyncUtilTimeout: 4000 });

beforeAll(() => warmPages(['/payPage', '/payResultPage', '/choiceDiscountPage', '/multiPayPage', '/login']), 60_000);
beforeEach(fastTiming);
afterEach(() => {
  restoreTiming();
  window.sessionStorage.clear();
});

test('a visitor who found the bill sees it, makes no driver call, and may sign in to pay with the way back (paying as a visitor: visitorPay.test)', async () => {
  const { router } = renderApp(URL_A);
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(within(card).getByText('京A·12345')).toBeInTheDocument();
  expect(within(card).getByText('30.00元')).toBeInTheDocument();
  const login = screen.getByRole('link', { name: '登录后支付' });
  expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(URL_A)}`);
  // Signing in is an offer beside paying as a visitor, never a demand.
  expect(await screen.findByRole('button', { name: '立即支付' })).toBeInTheDocument();
  expect(backend.calls.list('/driver/v2/api/balanceInfo')).toHaveLength(0);
  expect(backend.calls.list('/charge/v2/api/parkOrders/msp/usableCoupons')).toHaveLength(0);
  fireEvent.click(login);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(URL_A)}`);
});

test('the bill: lot, plate, entry time, ticking duration, fee, coupons, channels with the balance', async () => {
  signInAs('A');
  renderApp(URL_A);
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(within(card).getByRole('heading', { name: '王府井百货地下停车场' })).toBeInTheDocument();
  expect(within(card).getByText('京A·12345')).toBeInTheDocument();
  expect(within(card).getByText('30.00元')).toBeInTheDocument();
  expect(within(card).getByText(/^2小时1[34]分\d\d秒$/)).toBeInTheDocument();
  // Coupons usable and none chosen yet: the one taking the most off is taken.
  expect(await screen.findByRole('link', { name: '优惠券 -10.00元（王府井商户券 10元）' })).toBeInTheDocument();
  expect(screen.getByText('20.00元', { selector: 'strong' })).toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /余额支付.*可用余额 100.00元/ })).toBeEnabled();
  expect(screen.getByRole('button', { name: '立即支付' })).toBeEnabled();
  // The channels are asked with the lot (payModel + parkPayTypesFetch).
  expect(backend.calls.list('/pay/v2/api/payModel')[0]?.query).toMatchObject({ parkId: 'P1001' });
  expect(backend.calls.list('/dealer/v2/api/parkPayTypesFetch')[0]?.query).toMatchObject({ parkId: 'P1001' });
});

test('the balance asks first: 取消 makes no order and leaves the balance as it was', async () => {
  signInAs('A');
  const { router, ui } = renderApp(URL_A, { answer: press('取消') });
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
  await waitFor(() => expect(ui.dialogs).toHaveLength(1));
  // The amount after the best coupon, 取消 first and the safe choice, 确认支付 the primary one.
  expect(ui.dialogs[0]?.actions.map((a) => [a.text, !!a.primary])).toEqual([['取消', false], ['确认支付 ¥20.00', true]]);
  expect(ui.dialogs[0]?.content).toContain('¥20.00');
  await waitFor(() => expect(screen.getByRole('button', { name: '立即支付' })).toBeEnabled());
  expect(router.state.location.pathname).toBe('/payPage');
  expect(backend.calls.list('/charge/v2/api/payCharges', 'POST')).toHaveLength(0);
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.balanceCents).toBe(10000);
});

test('paying with the balance: confirmed once, one order, the result page says paid, the bill is paid on the server', async () => {
  signInAs('A');
  const { router, ui } = renderApp(URL_A, { answer: press('确认支付 ¥20.00') });
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  const pay = screen.getByRole('button', { name: '立即支付' });
  fireEvent.click(pay);
  fireEvent.click(pay);
  expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
  expect(ui.dialogs).toHaveLength(1);
  expect(router.state.location.pathname).toBe('/payResultPage');
  expect(await screen.findByText('余额支付')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '查看记录' })).toBeInTheDocument();
  expect(backend.calls.list('/charge/v2/api/payCharges', 'POST')).toHaveLength(1);
  expect(bill('U20001').state).toBe('paid');
  // 30.00元 less the best coupon (10.00元), which the server received without the driver choosing it.
  expect(backend.calls.list('/charge/v2/api/payCharges', 'POST')[0]?.body).toMatchObject({ couponId: 'C30003', payChannel: 6 });
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.balanceCents).toBe(8000);
  // canbeEvaluate says yes: the star form, then thanks.
  fireEvent.click(await screen.findByRole('button', { name: '4星' }));
  fireEvent.change(screen.getByLabelText('评价内容'), { target: { value: '出口很好找' } });
  fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
  expect(await screen.findByText('感谢您的评价')).toBeInTheDocument();
  expect(backend.db.evaluations.at(-1)).toMatchObject({ uniqueId: 'U20001', score: 4, content: '出口很好找' });
  fireEvent.click(screen.getByRole('button', { name: '查看记录' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/parkingRecord'));
});

test('the pay button is disabled while WeChat pay is open; the server decides, not the bridge', async () => {
  signInAs('A');
  let answer: (v: 'ok') => void = () => undefined;
  const { platform, router, ui } = renderApp(URL_A);
  platform.answers.pay = () => new Promise((r) => (answer = r));
  fireEvent.click(await payWhenReady());
  expect(await screen.findByRole('button', { name: '支付中…' })).toBeDisabled();
  expect(readInFlight(parkingKey('U20001'))).toBeDefined();
  answer('ok');
  // WeChat said ok but the provider never settled: pending with a recheck after the cap.
  expect(await screen.findByRole('heading', { name: '暂未查询到支付结果' }, { timeout: 3000 })).toBeInTheDocument();
  // The one wording of every result page (the kit's PendingPaymentResult).
  expect(screen.getByText('支付结果以平台确认为准。如您已完成支付，请稍后重新查询，请勿重复支付')).toBeInTheDocument();
  const payOrderId = readInFlight(parkingKey('U20001'))?.payOrderId as string;
  await fetch(`http://localhost/__mock/payments/${payOrderId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"state":"paid"}' });
  fireEvent.click(screen.getByRole('button', { name: '重新查询' }));
  expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
  expect(backend.calls.list('/charge/v2/api/payCharges', 'POST')).toHaveLength(1);
  // WeChat asked the driver itself: no balance dialog.
  expect(ui.dialogs).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
});

test('coupons: chosen on /choiceDiscountPage, kept in the URL, taken off the amount and sent with the order', async () => {
  signInAs('A');
  const { router } = renderApp(URL_A, { answer: press('确认支付 ¥25.00') });
  fireEvent.click(await screen.findByRole('link', { name: /优惠券.*-10.00元/ }));
  // The pre-selected coupon is the one marked on the choice page.
  expect(await screen.findByRole('button', { name: /-10.00元.*王府井商户券/ })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: '不使用优惠券' })).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(screen.getByRole('button', { name: /-5.00元.*新人停车券/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'));
  expect(new URLSearchParams(router.state.location.search).get('couponId')).toBe('C30001');
  expect(await screen.findByText('-5.00元（新人停车券 5元）')).toBeInTheDocument();
  expect(screen.getByText('25.00元', { selector: 'strong' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /余额支付/ }));
  fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
  expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
  expect(backend.calls.list('/charge/v2/api/payCharges', 'POST')[0]?.body).toMatchObject({ couponId: 'C30001', payChannel: 6 });
});

test('不使用优惠券 is kept as couponId=none: no coupon is pre-selected, the full fee is paid without one', async () => {
  signInAs('A');
  const { router } = renderApp(URL_A, { answer: press('确认支付 ¥30.00') });
  fireEvent.click(await screen.findByRole('link', { name: /优惠券.*-10.00元/ }));
  fireEvent.click(await screen.findByRole('button', { name: '不使用优惠券' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'));
  expect(new URLSearchParams(router.state.location.search).get('couponId')).toBe('none');
  expect(await screen.findByRole('link', { name: '优惠券 不使用（3张可用）' })).toHaveAttribute('href', expect.stringContaining('couponId=none'));
  expect(screen.getByText('30.00元', { selector: 'strong' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /余额支付/ }));
  fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
  expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
  expect(backend.calls.list('/charge/v2/api/payCharges', 'POST')[0]?.body).not.toHaveProperty('couponId');
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.balanceCents).toBe(7000);
});

test('a bill already paid says so and links to the records', async () => {
  signInAs('A');
  renderApp('/payPage?uniqueId=U20004&parkId=P1004');
  expect(await screen.findByText('该账单已支付')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看停车记录' })).toHaveAttribute('href', '/parkingRecord');
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
});

test('a period-pass car has nothing to pay', async () => {
  signInAs('A');
  renderApp('/payPage?uniqueId=U20002&parkId=P1007');
  expect(await screen.findByText('月卡车辆，无需缴费')).toBeInTheDocument();
});

test('the bill fails to load: an inline error with 重试', async () => {
  signInAs('A');
  backend.faults.add({ path: '/charge/v2/api/parkOrders/msp/detail', code: '500', msg: '服务器开小差了' });
  renderApp(URL_A);
  fireEvent.click(await screen.findByRole('button', { name: '重试' }));
  expect(await screen.findByRole('region', { name: '停车账单' })).toBeInTheDocument();
});

test('0xd06510037: the plate has arrears: the dialog, and 立即补缴 goes to the arrears multi-pay page', async () => {
  signInAs('A');
  // 京AD12345 (with A's arrears bill U20003) drives into P1001.
  backend.db.parkOrders.push({ ...bill('U20001'), uniqueId: 'U29999', plateNo: '京AD12345', plateColor: 5 });
  const { router, ui } = renderApp('/payPage?uniqueId=U29999&parkId=P1001', { answer: press('立即补缴') });
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(router.state.location.pathname).toBe('/multiPayPage'));
  expect(router.state.location.search).toBe('?arrearsOnly=1');
  expect(ui.dialogs[0]?.content).toBe('车辆京AD12345有1笔欠费未缴，请先补缴欠费');
  expect(await screen.findByRole('checkbox', { name: /京A·D12345/ })).toBeChecked();
  expect(backend.db.payOrders.filter((o) => o.items.some((i) => i.uniqueId === 'U29999'))).toHaveLength(0);
});

test('0xd06510037: 误绑他人车牌 goes to customer service type 5 with the plate and the message', async () => {
  signInAs('A');
  backend.db.parkOrders.push({ ...bill('U20001'), uniqueId: 'U29999', plateNo: '京AD12345', plateColor: 5 });
  const { navigator } = renderApp('/payPage?uniqueId=U29999&parkId=P1001', { answer: press('误绑他人车牌') });
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(navigator.visits.some((v) => v.startsWith('/customerService/questionConsultation?'))).toBe(true));
  const consultation = new URL(navigator.visits.find((v) => v.startsWith('/customerService/questionConsultation?'))!, 'http://app');
  expect(consultation.searchParams.get('type')).toBe('5');
  expect(consultation.searchParams.get('plateNo')).toBe('京AD12345');
  expect(consultation.searchParams.get('message')).toContain('欠费');
});
