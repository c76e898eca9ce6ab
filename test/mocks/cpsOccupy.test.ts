import { chargeApi } from '@/api/charge';
import { cpsOccupyApi } from '@/api/cps/occupy';
import { OCCUPY_CODES, type SubmitOccupyAppealBody } from '@/api/cps/occupy.types';
import { setupStore } from '@/app/store';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { OCCUPY_APPEAL_ACCEPT_AFTER_MS, OCCUPY_APPEAL_HANDLE_AFTER_MS } from '@mocks/services/cps/idleFees';
import { accruingFeeOfA, addFees, balanceOf, feeInDb, idleFee, leave, MIN, setBalance } from '../features/charging/idleFees/idleFeesKit';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { cpsStationsApi } from '@/api/cps/stations';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const ep = cpsOccupyApi.endpoints;
const fresh = { forceRefetch: true } as const;
const PAY_CODES = { alreadyPaid: '0xd06510040', insufficientBalance: '0xd06510042' };

const detail = (s: Store, occupyOrderNo: string) => s.dispatch(ep.occupyBill.initiate({ occupyOrderNo }, fresh)).unwrap();
const pay = (s: Store, occupyOrderNo: string, payChannel: 2 | 3 | 6) => s.dispatch(ep.payOccupyBill.initiate({ occupyOrderNo, payChannel, returnUrl: '/occupyPayResult?occupyOrderNo=x' })).unwrap();
const appeal = (s: Store, body: Partial<SubmitOccupyAppealBody> & { occupyOrderNo: string }) =>
  s.dispatch(ep.submitOccupyAppeal.initiate({ reason: '充电桩故障无法拔枪', description: '', pictures: [], ...body })).unwrap();
const appealOf = (s: Store, appealNo: string) => s.dispatch(ep.occupyAppeal.initiate({ appealNo }, fresh)).unwrap();
const exist = (s: Store) => s.dispatch(cpsStationsApi.endpoints.occupyOrderExists.initiate(undefined, fresh)).unwrap();

/** One page of the list, asked as the infinite query's first page is. */
async function list(s: Store, state?: 1 | 2) {
  const sub = s.dispatch(ep.occupyBills.initiate(state ? { state } : {}, fresh));
  try {
    return (await sub.unwrap()).pages[0];
  } finally {
    sub.unsubscribe();
  }
}

test('every idle-fee call needs a login', async () => {
  const s = store();
  await expect(detail(s, 'OC40002')).rejects.toMatchObject({ code: '401' });
  await expect(pay(s, 'OC40002', 6)).rejects.toMatchObject({ code: '401' });
  await expect(appeal(s, { occupyOrderNo: 'OC40002' })).rejects.toMatchObject({ code: '401' });
  await expect(appealOf(s, 'OA1')).rejects.toMatchObject({ code: '401' });
  await expect(list(s)).rejects.toMatchObject({ code: '401' });
});

test("B's seeded fee: the list (unpaid first, filtered), the detail with its rule, and nothing of another driver", async () => {
  signInAs('B');
  addFees(idleFee('OCT01', { driverId: DRIVER_B, paid: true, ago: 3_600_000 }));
  const s = store();
  expect((await list(s))?.results.map((f) => f.occupyOrderNo)).toEqual(['OC40002', 'OCT01']);
  expect((await list(s, 1))?.results.map((f) => f.occupyOrderNo)).toEqual(['OC40002']);
  expect((await list(s, 2))?.results.map((f) => f.occupyOrderNo)).toEqual(['OCT01']);
  expect(await detail(s, 'OC40002')).toMatchObject({
    occupyOrderNo: 'OC40002', orderNo: 'C30003', stationName: '东方广场特来电充电站', state: 1, stateText: '待支付', accruing: false,
    minutes: 24, feeCents: 1200, dueCents: 1200, graceMinutes: 15, perMinuteCents: 50, capCents: 3000, appeal: null, pendingPayOrderId: null,
    endTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), payTime: null, payChannel: null,
    // The pile of the charge it followed, from the order's pile and gun (东方广场's 5号直流桩 A枪).
    pileCode: '200205', gunNo: 'A',
  });
  await expect(detail(s, 'OC40001')).rejects.toMatchObject({ code: '404', msg: '未找到该占位费账单' });
  const bad = await fetch('http://localhost/api/cps/v2/api/occupyBills?pageNo=1&pageSize=10&state=3', { headers: { ClientType: '2', Authorization: signInAs('B').token } });
  expect(await bad.json()).toMatchObject({ code: '400', msg: '账单状态不正确' });
});

test('a fee still growing cannot be paid or appealed; it grows with the clock and is payable once the car leaves', async () => {
  signInAs('A');
  const { orderNo, occupyOrderNo } = await accruingFeeOfA(5 * MIN);
  signInAs('A');
  const s = store();
  const growing = await detail(s, occupyOrderNo);
  expect(growing).toMatchObject({ state: 1, stateText: '计费中', accruing: true, endTime: null, carLeftTime: null, stationName: '王府井百货充电站', pileCode: '200101', gunNo: 'A' });
  expect(growing.feeCents).toBe(growing.minutes * 50);
  // It blocks the next start (occupyOrders/exist) while it grows.
  expect(await exist(s)).toMatchObject({ exist: true, occupyOrderNo });
  await expect(pay(s, occupyOrderNo, 6)).rejects.toMatchObject({ code: OCCUPY_CODES.stillAccruing });
  await expect(appeal(s, { occupyOrderNo })).rejects.toMatchObject({ code: OCCUPY_CODES.stillAccruing });
  backend.clock.advance(3 * MIN);
  expect((await detail(s, occupyOrderNo)).feeCents).toBe(growing.feeCents + 150);

  await leave(orderNo);
  backend.clock.advance(10 * MIN);
  const settled = await detail(s, occupyOrderNo);
  expect(settled).toMatchObject({ state: 1, stateText: '待支付', accruing: false, feeCents: growing.feeCents + 150, carLeftTime: expect.stringMatching(/^\d{4}-/) });
  const before = balanceOf(DRIVER_A) ?? 0;
  expect(await pay(s, occupyOrderNo, 6)).toMatchObject({ state: 'paid', amountCents: settled.feeCents });
  expect(balanceOf(DRIVER_A)).toBe(before - settled.feeCents);
  expect(await exist(s)).toMatchObject({ exist: false });
});

test('paying: the balance at once (twice is refused), not enough balance refused; WeChat pending handed back, settled by the provider', async () => {
  signInAs('B');
  const s = store();
  await expect(pay(s, 'OC40002', 6)).rejects.toMatchObject({ code: PAY_CODES.insufficientBalance });
  const first = await pay(s, 'OC40002', 3);
  expect(first).toMatchObject({ state: 'pending', payChannel: 3, amountCents: 1200, uniqueIds: ['OC40002'] });
  expect(first.cashierUrl).toContain(encodeURIComponent('/occupyPayResult?occupyOrderNo=x&payOrderId='));
  // A second tap, a reload: the same order back, not a second one.
  expect((await pay(s, 'OC40002', 3)).payOrderId).toBe(first.payOrderId);
  expect(backend.db.payOrders.filter((o) => o.items.some((i) => i.uniqueId === 'OC40002'))).toHaveLength(1);
  expect(await detail(s, 'OC40002')).toMatchObject({ state: 1, pendingPayOrderId: first.payOrderId });
  await fetch(`http://localhost/__mock/payments/${first.payOrderId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"state":"paid"}' });
  expect(await detail(s, 'OC40002')).toMatchObject({ state: 2, stateText: '已支付', dueCents: 0, payChannel: 3, pendingPayOrderId: null, payTime: expect.stringMatching(/^\d{4}-/) });
  expect(await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(first.payOrderId)).unwrap()).toMatchObject({ state: 'paid', amountCents: 1200 });
  await expect(pay(s, 'OC40002', 6)).rejects.toMatchObject({ code: PAY_CODES.alreadyPaid });

  signInAs('A');
  addFees(idleFee('OCT02', { minutes: 8 }));
  const a = store();
  expect(await pay(a, 'OCT02', 6)).toMatchObject({ state: 'paid', payChannel: 6, amountCents: 400 });
  expect(balanceOf(DRIVER_A)).toBe(10000 - 400);
  await expect(pay(a, 'OCT02', 6)).rejects.toMatchObject({ code: PAY_CODES.alreadyPaid });
  expect(balanceOf(DRIVER_A)).toBe(10000 - 400);
});

test('appeals: the form rules, once per fee; while one is handled the fee blocks no start and cannot be paid', async () => {
  signInAs('B');
  setBalance('B', 5000);
  const s = store();
  expect(await exist(s)).toMatchObject({ exist: true, occupyOrderNo: 'OC40002', feeCents: 1200 });
  await expect(appeal(s, { occupyOrderNo: 'OC40002', reason: '其他' })).rejects.toMatchObject({ code: '400', msg: '请描述具体问题' });
  await expect(appeal(s, { occupyOrderNo: 'OC40002', reason: '太贵' as '其他' })).rejects.toMatchObject({ msg: '申诉原因不正确' });
  await expect(appeal(s, { occupyOrderNo: 'OC40002', description: '堵车🚗' })).rejects.toMatchObject({ msg: '问题描述不能包含表情符号' });
  await expect(appeal(s, { occupyOrderNo: 'OC40002', description: '堵'.repeat(201) })).rejects.toMatchObject({ msg: '问题描述不能超过200个字' });
  await expect(appeal(s, { occupyOrderNo: 'OC40002', pictures: ['a', 'b', 'c', 'd'] })).rejects.toMatchObject({ msg: '最多上传3张图片' });
  await expect(appeal(s, { occupyOrderNo: 'OC40001' })).rejects.toMatchObject({ code: '404' });
  const made = await appeal(s, { occupyOrderNo: 'OC40002', description: '枪锁住了，14:20才拔下' });
  expect(made).toEqual({ appealNo: expect.stringMatching(/^OA\d+$/), occupyOrderNo: 'OC40002' });
  await expect(appeal(s, { occupyOrderNo: 'OC40002' })).rejects.toMatchObject({ code: OCCUPY_CODES.appealExists });
  expect(await detail(s, 'OC40002')).toMatchObject({ state: 1, appeal: { appealNo: made.appealNo, state: 1, stateText: '已提交' } });
  // Under appeal: not in the way of a new charge, and not payable until it is handled.
  expect(await exist(s)).toMatchObject({ exist: false, count: 0 });
  await expect(pay(s, 'OC40002', 6)).rejects.toMatchObject({ code: OCCUPY_CODES.appealPending });
  expect(balanceOf(DRIVER_B)).toBe(5000);
  // A cannot read B's appeal.
  signInAs('A');
  await expect(appealOf(store(), made.appealNo)).rejects.toMatchObject({ code: '404', msg: '未找到该申诉' });
});

test("an unpaid fee's appeal follows the clock and waives it once handled; a waived fee is neither paid nor appealed", async () => {
  signInAs('B');
  const s = store();
  const { appealNo } = await appeal(s, { occupyOrderNo: 'OC40002', reason: '车位出口被堵无法驶离' });
  expect(await appealOf(s, appealNo)).toMatchObject({ state: 1, stateText: '已提交', acceptTime: null, handleTime: null, result: null, reliefCents: null, stationName: '东方广场特来电充电站' });
  backend.clock.advance(OCCUPY_APPEAL_ACCEPT_AFTER_MS);
  signInAs('B');
  expect(await appealOf(s, appealNo)).toMatchObject({ state: 2, stateText: '受理中', acceptTime: expect.stringMatching(/^\d{4}-/), handleTime: null });
  backend.clock.advance(OCCUPY_APPEAL_HANDLE_AFTER_MS - OCCUPY_APPEAL_ACCEPT_AFTER_MS);
  signInAs('B');
  expect(await appealOf(s, appealNo)).toMatchObject({
    state: 3, stateText: '已处理', reliefCents: 1200, result: '经核实，车辆因现场原因无法及时驶离，占位费12.00元已免除，无需再支付',
  });
  expect(await detail(s, 'OC40002')).toMatchObject({ state: 3, stateText: '已免除', feeCents: 0, dueCents: 0, appeal: { state: 3 } });
  expect(feeInDb('OC40002')?.state).toBe(3);
  await expect(pay(s, 'OC40002', 3)).rejects.toMatchObject({ code: OCCUPY_CODES.waived });
  await expect(appeal(s, { occupyOrderNo: 'OC40002' })).rejects.toMatchObject({ code: OCCUPY_CODES.waived });
  expect(await exist(s)).toMatchObject({ exist: false });
});

test('a paid fee upheld on appeal is refunded to the balance it was paid from, once', async () => {
  signInAs('A');
  const s = store();
  const { appealNo } = await appeal(s, { occupyOrderNo: 'OC40001', reason: '已按时驶离' });
  backend.clock.advance(OCCUPY_APPEAL_HANDLE_AFTER_MS);
  signInAs('A');
  expect(await appealOf(s, appealNo)).toMatchObject({ state: 3, reliefCents: 500, result: '经核实，车辆已在免费时间内驶离，系统识别有误，占位费已免除，已退回账户余额' });
  await appealOf(s, appealNo);
  expect(balanceOf(DRIVER_A)).toBe(10000 + 500);
  expect(await detail(s, 'OC40001')).toMatchObject({ state: 2, stateText: '已支付' });
});

test('计费时长有误 takes off half in whole yuan, the rest still to pay; under 2 元 that is nothing, and said so', async () => {
  signInAs('A');
  addFees(idleFee('OCT03', { minutes: 24 }), idleFee('OCT04', { minutes: 3 }));
  const s = store();
  const half = await appeal(s, { occupyOrderNo: 'OCT03', reason: '计费时长有误' });
  const none = await appeal(s, { occupyOrderNo: 'OCT04', reason: '计费时长有误' });
  backend.clock.advance(OCCUPY_APPEAL_HANDLE_AFTER_MS);
  signInAs('A');
  expect(await appealOf(s, half.appealNo)).toMatchObject({ reliefCents: 600, result: '经核实，计费时长有误，已减免6.00元，剩余部分请按时支付' });
  expect(await detail(s, 'OCT03')).toMatchObject({ state: 1, feeCents: 600, dueCents: 600, accruing: false, appeal: { state: 3 } });
  // Handled: it blocks again, and may be paid.
  expect(await exist(s)).toMatchObject({ exist: true, occupyOrderNo: 'OCT03' });
  expect(await pay(s, 'OCT03', 6)).toMatchObject({ state: 'paid', amountCents: 600 });
  expect(await appealOf(s, none.appealNo)).toMatchObject({ reliefCents: 0, result: '经核实，该占位费计费无误。如仍有疑问，请联系客服' });
  expect(await detail(s, 'OCT04')).toMatchObject({ state: 1, feeCents: 150 });
});
