import { chargeApi } from '@/api/charge';
import { cpsBillsApi } from '@/api/cps/bills';
import { CHARGING_BILL_CODES, type SubmitChargingAppealBody } from '@/api/cps/bills.types';
import { setupStore } from '@/app/store';
import { seedChargingBills } from '@mocks/db/chargingBills';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { APPEAL_ACCEPT_AFTER_MS, APPEAL_HANDLE_AFTER_MS } from '@mocks/services/cps/bills';
import { appealsInDb, balanceOf, beijingMonth, billInDb, chargingBill, DAY, onlyBillsOfA, wireBillSeed } from '../features/charging/bills/billsKit';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const ep = cpsBillsApi.endpoints;
const fresh = { forceRefetch: true } as const;
const PAY_CODES = { alreadyPaid: '0xd06510040', insufficientBalance: '0xd06510042' };

/** One page of the list, asked the way the infinite query's first page is. */
async function listPage(params: Record<string, string | number>) {
  const res = await fetch(`http://localhost/api/cps/v2/api/chargingBills?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`, {
    headers: { ClientType: '2', Authorization: signInAs('A').token },
  });
  return (await res.json()) as { code: string; msg: string; data: { results: { orderNo: string }[]; total: number } | null };
}
const detail = (s: Store, orderNo: string) => s.dispatch(ep.chargingBill.initiate({ orderNo }, fresh)).unwrap();
const payBill = (s: Store, orderNo: string, payChannel: 2 | 3 | 6) => s.dispatch(ep.payChargingBill.initiate({ orderNo, payChannel, returnUrl: '/payResultPage?key=k' })).unwrap();
const appeal = (s: Store, body: Partial<SubmitChargingAppealBody> & { orderNo: string }) =>
  s.dispatch(ep.submitChargingAppeal.initiate({ reason: '电量与实际不符', description: '', pictures: [], ...body })).unwrap();
const appealOf = (s: Store, appealNo: string) => s.dispatch(ep.chargingAppeal.initiate({ appealNo }, fresh)).unwrap();

test('every bill call needs a login', async () => {
  const s = store();
  await expect(detail(s, 'C30002')).rejects.toMatchObject({ code: '401' });
  await expect(payBill(s, 'C30002', 6)).rejects.toMatchObject({ code: '401' });
  await expect(appealOf(s, 'CA50001')).rejects.toMatchObject({ code: '401' });
});

test('the list: newest first, paged, filtered by state and by Beijing month; a bad month is refused in Chinese', async () => {
  const now = backend.clock.now();
  onlyBillsOfA([
    chargingBill('CT01', { ago: 1 * DAY }),
    chargingBill('CT02', { ago: 2 * DAY, paid: true }),
    chargingBill('CT03', { ago: 40 * DAY, paid: true }),
    chargingBill('CT04', { ago: 3 * DAY, paid: true }),
  ]);
  expect((await listPage({ pageNo: 1, pageSize: 3 })).data).toMatchObject({ total: 4, results: [{ orderNo: 'CT01' }, { orderNo: 'CT02' }, { orderNo: 'CT04' }] });
  expect((await listPage({ pageNo: 2, pageSize: 3 })).data?.results.map((b) => b.orderNo)).toEqual(['CT03']);
  expect((await listPage({ pageNo: 1, pageSize: 10, state: 2 })).data?.results.map((b) => b.orderNo)).toEqual(['CT01']);
  expect((await listPage({ pageNo: 1, pageSize: 10, state: 3 })).data?.total).toBe(3);
  const old = (await listPage({ pageNo: 1, pageSize: 10, month: beijingMonth(now - 40 * DAY) })).data?.results.map((b) => b.orderNo);
  expect(old).toContain('CT03');
  expect(old).not.toContain('CT01');
  const bad = await listPage({ pageNo: 1, pageSize: 10, month: '2026-13' });
  expect(bad).toMatchObject({ code: '400', msg: '月份格式不正确，应为YYYY-MM', data: null });
  expect((await listPage({ pageNo: 1, pageSize: 10, state: 5 })).msg).toBe('账单状态不正确');
});

test('the detail: the fee broken down, the charge, and nothing of another driver', async () => {
  signInAs('A');
  const s = store();
  expect(await detail(s, 'C30002')).toMatchObject({
    orderNo: 'C30002', stationName: '国家大剧院星星充电站', stationAddr: '北京市西城区西长安街2号地下停车场', orderState: 3, orderStateText: '已支付',
    kwh: 42.3, feeCents: 6430, energyFeeCents: 4653, serviceFeeCents: 1777, couponCents: 500, dueCents: 0, paidCents: 5930,
    durationMinutes: 75, deviceName: '1号直流桩', gunName: 'B枪', appeal: null, pendingPayOrderId: null,
    startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), payTime: expect.stringMatching(/^\d{4}-/),
  });
  // C30003 is B's.
  await expect(detail(s, 'C30003')).rejects.toMatchObject({ code: '404', msg: '未找到该充电账单' });
});

test('paying with the balance: one paid order in the shared registry, the balance lower, the bill paid; a second pay is refused', async () => {
  signInAs('A');
  backend.db.chargingOrders.push(chargingBill('CT10', { kwh: 25, couponCents: 200 }));
  const s = store();
  const due = 25 * 120 + 25 * 48 - 200;
  const order = await payBill(s, 'CT10', 6);
  expect(order).toMatchObject({ state: 'paid', payChannel: 6, amountCents: due, originalCents: due + 200, discountCents: 200, uniqueIds: ['CT10'], payParams: null, cashierUrl: null });
  expect(balanceOf()).toBe(10000 - due);
  expect(billInDb('CT10')).toMatchObject({ orderState: 3 });
  expect(await detail(s, 'CT10')).toMatchObject({ orderState: 3, dueCents: 0, paidCents: due, payChannel: 6 });
  // The payment saga polls payCharges/sync: it knows this order.
  expect(await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId)).unwrap()).toMatchObject({ state: 'paid', amountCents: due });
  await expect(payBill(s, 'CT10', 6)).rejects.toMatchObject({ code: PAY_CODES.alreadyPaid, msg: '该账单已支付，无需重复支付' });
  expect(balanceOf()).toBe(10000 - due);
});

test('refusals: a bill still charging, not enough balance, an unknown channel', async () => {
  signInAs('A');
  backend.db.chargingOrders.push(chargingBill('CT11', { kwh: 100 }));
  const s = store();
  await expect(payBill(s, 'C30001', 6)).rejects.toMatchObject({ code: CHARGING_BILL_CODES.stillCharging, msg: '该订单正在充电中，请结束充电后再支付' });
  await expect(payBill(s, 'CT11', 6)).rejects.toMatchObject({ code: PAY_CODES.insufficientBalance, msg: '余额不足：当前余额100.00元，需支付168.00元，请充值或选择其他支付方式' });
  await expect(s.dispatch(ep.payChargingBill.initiate({ orderNo: 'CT11', payChannel: 4 as 6 })).unwrap()).rejects.toMatchObject({ code: '400', msg: '支付方式不正确' });
  expect(backend.db.payOrders.filter((o) => o.items.some((i) => i.uniqueId === 'CT11'))).toHaveLength(0);
  expect(balanceOf()).toBe(10000);
});

test('WeChat: pending, handed back while in flight, settled by the provider, then the bill reads paid', async () => {
  signInAs('A');
  backend.db.chargingOrders.push(chargingBill('CT12'));
  const s = store();
  const first = await payBill(s, 'CT12', 3);
  expect(first).toMatchObject({ state: 'pending', payChannel: 3, payParams: { package: `prepay_id=wx${first.payOrderId}` } });
  expect(first.cashierUrl).toContain(encodeURIComponent('/payResultPage?key=k&payOrderId='));
  expect((await payBill(s, 'CT12', 3)).payOrderId).toBe(first.payOrderId);
  expect(await detail(s, 'CT12')).toMatchObject({ orderState: 2, pendingPayOrderId: first.payOrderId });
  const settled = await fetch(`http://localhost/__mock/payments/${first.payOrderId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"state":"paid"}' });
  expect(((await settled.json()) as { data: { state: string } }).data.state).toBe('paid');
  expect(await detail(s, 'CT12')).toMatchObject({ orderState: 3, payChannel: 3, pendingPayOrderId: null });
  expect(balanceOf()).toBe(10000);
});

test('appeals: on a finished bill of mine (paid or not), once, with the form rules the app has', async () => {
  signInAs('A');
  backend.db.chargingOrders.push(chargingBill('CT20'), chargingBill('CT21', { paid: true }));
  const s = store();
  expect(await appeal(s, { orderNo: 'CT20' })).toEqual({ appealNo: expect.stringMatching(/^CA\d+$/), orderNo: 'CT20' });
  await expect(appeal(s, { orderNo: 'C30001' })).rejects.toMatchObject({ code: CHARGING_BILL_CODES.appealNeedsPaid, msg: '充电中的订单不能申诉' });
  await expect(appeal(s, { orderNo: 'C30003' })).rejects.toMatchObject({ code: '404' });
  await expect(appeal(s, { orderNo: 'CT21', reason: '其他' })).rejects.toMatchObject({ code: '400', msg: '请描述具体问题' });
  await expect(appeal(s, { orderNo: 'CT21', reason: '没电' as '其他' })).rejects.toMatchObject({ msg: '申诉原因不正确' });
  await expect(appeal(s, { orderNo: 'CT21', description: '好🚗' })).rejects.toMatchObject({ msg: '问题描述不能包含表情符号' });
  await expect(appeal(s, { orderNo: 'CT21', description: '多'.repeat(201) })).rejects.toMatchObject({ msg: '问题描述不能超过200个字' });
  await expect(appeal(s, { orderNo: 'CT21', pictures: ['a', 'b', 'c', 'd'] })).rejects.toMatchObject({ msg: '最多上传3张图片' });
  const made = await appeal(s, { orderNo: 'CT21', description: '车机显示12:05才开始', pictures: ['http://localhost/__mock/pictures/PIC1.jpg'] });
  expect(made).toEqual({ appealNo: expect.stringMatching(/^CA\d+$/), orderNo: 'CT21' });
  await expect(appeal(s, { orderNo: 'CT21' })).rejects.toMatchObject({ code: CHARGING_BILL_CODES.appealExists, msg: '该账单已提交过申诉，请查看申诉进度' });
  expect(await detail(s, 'CT21')).toMatchObject({ appeal: { appealNo: made.appealNo, state: 1, stateText: '已提交' } });
  expect(appealsInDb().filter((a) => a.orderNo === 'CT21')).toHaveLength(1);
  // B cannot read A's appeal.
  signInAs('B');
  await expect(appealOf(store(), made.appealNo)).rejects.toMatchObject({ code: '404', msg: '未找到该申诉' });
});

test("an appeal follows the mock's clock: 受理中 after 10 minutes, 已处理 after 2 hours with its refund booked once", async () => {
  signInAs('A');
  const paid = chargingBill('CT30', { paid: true, kwh: 10 });
  backend.db.chargingOrders.push(paid);
  const s = store();
  const { appealNo } = await appeal(s, { orderNo: 'CT30', reason: '未充上电仍扣费' });
  expect(await appealOf(s, appealNo)).toMatchObject({ state: 1, stateText: '已提交', acceptTime: null, handleTime: null, result: null, refundCents: null, reason: '未充上电仍扣费' });
  backend.clock.advance(APPEAL_ACCEPT_AFTER_MS);
  expect(await appealOf(s, appealNo)).toMatchObject({ state: 2, stateText: '受理中', acceptTime: expect.stringMatching(/^\d{4}-/), handleTime: null });
  expect(balanceOf()).toBe(10000);
  backend.clock.advance(APPEAL_HANDLE_AFTER_MS - APPEAL_ACCEPT_AFTER_MS);
  const done = await appealOf(s, appealNo);
  expect(done).toMatchObject({ state: 3, stateText: '已处理', refundCents: paid.feeCents, result: '经核实，本次充电未正常进行，已全额退款，退款已退回账户余额' });
  await appealOf(s, appealNo);
  expect(balanceOf()).toBe(10000 + paid.feeCents);
  expect(await detail(s, 'CT30')).toMatchObject({ appeal: { state: 3, stateText: '已处理' } });
});

test("the seed: A's bills over two months with one unpaid, and a handled appeal, once db/index.ts wires it", async () => {
  const now = backend.clock.now();
  const seed = seedChargingBills(now);
  const mine = seed.extraChargingOrders.filter((o) => o.driverId === DRIVER_A);
  expect(mine.filter((o) => o.orderState === 2).map((o) => o.orderNo)).toEqual(['C30011']);
  expect(new Set(mine.map((o) => beijingMonth(o.startTime))).size).toBeGreaterThanOrEqual(2);
  for (const o of mine) expect(o.feeCents).toBe(o.energyFeeCents + o.serviceFeeCents);
  expect(seed.extraChargingOrders.some((o) => o.driverId === DRIVER_B)).toBe(false);
  wireBillSeed();
  signInAs('A');
  const s = store();
  expect(await appealOf(s, 'CA50001')).toMatchObject({ orderNo: 'C30014', state: 3, refundCents: 595 });
  expect(await detail(s, 'C30011')).toMatchObject({ orderState: 2, dueCents: 1411, stationName: '东方广场特来电充电站' });
  // Seeded as refunded already: reading it books nothing.
  expect(balanceOf()).toBe(10000);
});
