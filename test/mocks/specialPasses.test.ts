import { chargeApi } from '@/api/charge';
import { specialPassesApi } from '@/api/special/passes';
import { BAG_CODES, type BagApplicationBody, type BagMaterials } from '@/api/special/types';
import { setupStore } from '@/app/store';
import { DRIVER_A } from '@mocks/db/ids';
import { fmtTime } from '@mocks/services/charge/bills';
import { addMonths, beijingDate, DAY, dayStart } from '@mocks/services/special/time';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

/** Applications, review, payment, passes, renewal and expiry of period passes, through the app's own API. */

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const ep = specialPassesApi.endpoints;
const fresh = { forceRefetch: true } as const;
const PAY_CODES = { alreadyPaid: '0xd06510040', insufficientBalance: '0xd06510042', inFlight: '0xd06510043' };

const PICTURE = 'http://localhost/__mock/pictures/PIC100001.jpg';
const MATERIALS: BagMaterials = { ownerName: '张伟', idCardNo: '11010519880512123X', phone: '13800138000', licencePictures: [PICTURE] };
const today = () => beijingDate(backend.clock.now());
const balance = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents;
const setBalance = (cents: number) => { backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents = cents; };

let seq = 0;
const apply = (s: Store, body: Partial<BagApplicationBody> & Pick<BagApplicationBody, 'ruleId' | 'plates'>) =>
  s.dispatch(ep.submitBagApplication.initiate({ startDate: today(), requestId: `req-${(seq += 1)}`, ...body })).unwrap();
const detail = (s: Store, applicationId: string) => s.dispatch(ep.bagApplication.initiate({ applicationId }, fresh)).unwrap();
const passOf = (s: Store, bagId: string) => s.dispatch(ep.bagPass.initiate({ bagId }, fresh)).unwrap();
const pay = (s: Store, applicationId: string, payChannel: 2 | 3 | 6, periods?: number) =>
  s.dispatch(ep.payBagApplication.initiate({ applicationId, payChannel, returnUrl: '/mounthlyDetail?applicationId=x', periods })).unwrap();
const renew = (s: Store, bagId: string, ruleId: string, periods: number, requestId: string, payChannel: 2 | 3 | 6 = 6) =>
  s.dispatch(ep.renewBagPass.initiate({ bagId, ruleId, periods, payChannel, requestId })).unwrap();
const renewable = (s: Store, bagId: string) => s.dispatch(ep.checkRenewable.initiate({ bagId }, fresh)).unwrap();

async function review(id: string, decision: 'approve' | 'reject', reason?: string) {
  const res = await fetch(`http://localhost/__mock/reviews/${id}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ decision, reason }),
  });
  return { status: res.status, ...((await res.json()) as { code: string; msg: string; data: { state: number; stateText: string } | null }) };
}

async function get<T>(path: string, who: 'A' | 'B' = 'A') {
  const res = await fetch(`http://localhost/api${path}`, { headers: { ClientType: '2', Authorization: signInAs(who).token } });
  return (await res.json()) as { code: string; msg: string; data: T };
}

test('every pass call needs a login', async () => {
  const s = store();
  await expect(detail(s, 'MA9003')).rejects.toMatchObject({ code: '401' });
  await expect(passOf(s, 'BG9001')).rejects.toMatchObject({ code: '401' });
  await expect(apply(s, { ruleId: 'R5002', plates: ['京A12345'] })).rejects.toMatchObject({ code: '401' });
});

test('apply → reject → fix in place → approve → pay with the balance → an active pass → renew from the old end', async () => {
  signInAs('A');
  setBalance(100000);
  const s = store();
  // 宣武门's residents' night pass: the lot reviews materials.
  const created = await apply(s, { ruleId: 'R5010', plates: ['京a12345'], materials: MATERIALS });
  expect(created).toMatchObject({ state: 1, stateText: '待审核' });
  const id = created.applicationId;
  expect(await detail(s, id)).toMatchObject({
    parkId: 'P1011', parkName: '宣武门西大街路侧停车', ruleName: '居民夜间月卡', periodType: '月卡', price: 15000, plates: ['京A12345'],
    formatPlates: ['京A·12345'], startDate: today(), materials: MATERIALS, canEdit: 0, canPay: 0, canCancel: 1, bagId: null,
  });

  const rejected = await review(id, 'reject', '行驶证与车牌不一致');
  expect(rejected).toMatchObject({ code: '200', data: { state: 3, stateText: '已驳回' } });
  expect(await detail(s, id)).toMatchObject({ state: 3, stateText: '已驳回', rejectReason: '行驶证与车牌不一致', canEdit: 1 });
  await expect(pay(s, id, 6)).rejects.toMatchObject({ code: BAG_CODES.notPayable, msg: '申请已驳回，请修改后重新提交' });

  // Only the pictures change; the name, ID number and phone stay as typed.
  const newPicture = 'http://localhost/__mock/pictures/PIC100002.jpg';
  const fixed = await s.dispatch(ep.editBagApplication.initiate({ applicationId: id, materials: { licencePictures: [newPicture] } })).unwrap();
  expect(fixed).toMatchObject({ state: 1, rejectReason: null, materials: { ...MATERIALS, licencePictures: [newPicture] } });
  expect(fixed.timeline.map((t) => [t.state, t.text, t.note])).toEqual([
    [1, '已提交', null], [3, '已驳回', '行驶证与车牌不一致'], [1, '已重新提交', '修改了：行驶证照片'],
  ]);
  await expect(s.dispatch(ep.editBagApplication.initiate({ applicationId: id, startDate: today() })).unwrap())
    .rejects.toMatchObject({ code: BAG_CODES.notEditable });

  expect(await review(id, 'approve')).toMatchObject({ code: '200', data: { state: 2, stateText: '已通过待支付' } });
  const approved = await detail(s, id);
  expect(approved).toMatchObject({ state: 2, canPay: 1, payDeadline: fmtTime(backend.clock.now() + 7 * DAY) });
  // The approved materials are now on file for the plate.
  expect(backend.db.plateMaterials.find((m) => m.plateNo === '京A12345')).toMatchObject({ state: 2 });

  const order = await pay(s, id, 6);
  expect(order).toMatchObject({ state: 'paid', payChannel: 6, amountCents: 15000, payParams: null, cashierUrl: null });
  expect(balance()).toBe(85000);
  // The payment saga polls payCharges/sync: the registry knows the order.
  expect(await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId)).unwrap()).toMatchObject({ state: 'paid', amountCents: 15000 });
  await expect(pay(s, id, 6)).rejects.toMatchObject({ code: PAY_CODES.alreadyPaid, msg: '该申请已支付，无需重复支付' });
  expect(balance()).toBe(85000);

  const paid = await detail(s, id);
  expect(paid).toMatchObject({ state: 4, stateText: '已生效', canPay: 0, canCancel: 0, bagId: expect.stringMatching(/^BG/) });
  expect(paid.timeline.map((t) => t.text)).toEqual(['已提交', '已驳回', '已重新提交', '已通过待支付', '已支付', '已生效']);
  const bagId = paid.bagId!;
  const start = dayStart(backend.clock.now());
  const end = addMonths(start, 1);
  const pass = await passOf(s, bagId);
  expect(pass).toMatchObject({
    applicationId: id, parkName: '宣武门西大街路侧停车', ruleName: '居民夜间月卡', timeRangeText: '19:00-次日07:00', plates: ['京A12345'], state: 4,
    stateText: '已生效', started: 1, startTime: fmtTime(start), endTime: fmtTime(end), startDate: today(), endDate: beijingDate(end - 1),
    passCode: expect.stringMatching(/^YK\d{12}$/), expiringSoon: 0, plateChange: null,
  });
  expect(pass.daysLeft).toBe(Math.ceil((end - backend.clock.now()) / DAY));
  // One pass of the rule and one space of the lot are taken.
  expect(backend.db.bagRules.find((r) => r.ruleId === 'R5010')?.leftNum).toBe(2);
  expect(backend.db.parks.find((p) => p.parkId === 'P1011')?.leftBagSpaceNum).toBe(2);

  // A month from its end, not yet; five days on, yes.
  const soon = await renewable(s, bagId);
  expect(soon.renewable).toBe(end - backend.clock.now() > 30 * DAY ? 0 : 1);
  backend.clock.advance(5 * DAY);
  expect(await renewable(s, bagId)).toMatchObject({ renewable: 1, reason: null });
  const renewal = await renew(s, bagId, 'R5010', 2, 'renew-1');
  expect(renewal).toMatchObject({ state: 'paid', amountCents: 30000 });
  expect(balance()).toBe(55000);
  // The same request again (a double tap) is the same payment, not a second one.
  expect((await renew(s, bagId, 'R5010', 2, 'renew-1')).payOrderId).toBe(renewal.payOrderId);
  expect(balance()).toBe(55000);
  const longer = addMonths(end, 2);
  expect(await passOf(s, bagId)).toMatchObject({ endTime: fmtTime(longer), startTime: fmtTime(start), state: 4 });
  expect((await detail(s, id)).timeline.at(-1)).toMatchObject({ text: '已续费', note: `余额支付 300.00元，续费2期，有效期延至${beijingDate(longer - 1)}` });
  // Now the end is two months away: renewable again only within 30 days of it.
  expect(await renewable(s, bagId)).toMatchObject({ renewable: 0, reason: '月卡到期前30天内才可续费' });
  await expect(renew(s, bagId, 'R5010', 1, 'renew-2')).rejects.toMatchObject({ code: BAG_CODES.notRenewable, msg: '月卡到期前30天内才可续费' });

  // Through the app's infinite query (the clock moved on: raw calls would carry a token issued before it).
  const records = await s.dispatch(ep.bagPayRecords.initiate({ bagId })).unwrap();
  expect(records.pages[0]!.results.map((r) => [r.kindText, r.amountCents, r.periods, r.validFrom, r.validTo])).toEqual([
    ['续费', 30000, 2, fmtTime(end), fmtTime(longer)],
    ['新办', 15000, 1, fmtTime(start), fmtTime(end)],
  ]);
});

test('a double submit with one requestId makes one application; a new requestId for the same plate is a duplicate', async () => {
  signInAs('A');
  const s = store();
  // 京AD12345: 京A12345 already has a rejected application at 王府井 (MA9003), which holds the plate there.
  const body = { ruleId: 'R5002', plates: ['京AD12345'], requestId: 'tap-1' };
  const [first, second] = await Promise.all([apply(s, body), apply(s, body)]);
  expect(second.applicationId).toBe(first.applicationId);
  // The night pass needs no review: approved as submitted.
  expect(first).toMatchObject({ state: 2, stateText: '已通过待支付' });
  expect(backend.db.bagApplications.filter((a) => a.requestId === 'tap-1')).toHaveLength(1);
  await expect(apply(s, { ...body, requestId: 'tap-2' })).rejects.toMatchObject({
    code: BAG_CODES.duplicate, msg: '车辆京AD12345在该停车场已有审核通过的月卡申请，请前往支付',
  });
  await expect(apply(s, { ruleId: 'R5003', plates: ['京A12345'], materials: MATERIALS })).rejects.toMatchObject({
    code: BAG_CODES.duplicate, msg: '车辆京A12345在该停车场已有被驳回的月卡申请，请修改后重新提交，或撤回后再申请',
  });
  // A pass in force at the lot, and a pending application (MA9004 for 京AD12345 at 西单), are duplicates too.
  await expect(apply(s, { ruleId: 'R5004', plates: ['粤B12345'] })).rejects.toMatchObject({ code: BAG_CODES.duplicate, msg: '车辆粤B12345在该停车场已有有效月卡，到期前30天内可续费' });
  await expect(apply(s, { ruleId: 'R5007', plates: ['京AD12345'] })).rejects.toMatchObject({ code: BAG_CODES.duplicate });
});

test('refusals at submit: full, off sale, a lot without pass space, too many plates, a plate colour the rule does not take, bad dates', async () => {
  signInAs('A');
  const s = store();
  await expect(apply(s, { ruleId: 'R5005', plates: ['京A12345'] })).rejects.toMatchObject({ code: BAG_CODES.ruleFull, msg: '该月卡名额已满，请选择其他月卡或停车场' });
  await expect(apply(s, { ruleId: 'R5006', plates: ['京A12345'] })).rejects.toMatchObject({ code: BAG_CODES.ruleOffSale });
  // 前门's rule has passes left but the lot has no pass space (leftBagSpaceNum 0).
  await expect(apply(s, { ruleId: 'R5013', plates: ['京A12345'] })).rejects.toMatchObject({ code: BAG_CODES.ruleFull });
  await expect(apply(s, { ruleId: 'R5002', plates: ['京A12345', '京AD12345'] })).rejects.toMatchObject({ code: '400', msg: '该月卡最多绑定1辆车' });
  await expect(apply(s, { ruleId: 'R5002', plates: ['粤B12345'] })).rejects.toMatchObject({ code: BAG_CODES.plateNotAccepted, msg: '车辆粤B12345不符合该月卡的车型要求（仅限蓝牌、绿牌）' });
  await expect(apply(s, { ruleId: 'R5007', plates: ['京A12345', '京A12345'] })).rejects.toMatchObject({ msg: '车牌号不能重复' });
  await expect(apply(s, { ruleId: 'R5007', plates: ['京A1234'] })).rejects.toMatchObject({ msg: '车牌号格式不正确：京A1234' });
  await expect(apply(s, { ruleId: 'R5007', plates: [] })).rejects.toMatchObject({ msg: '请选择车辆' });
  await expect(apply(s, { ruleId: 'R5007', plates: ['京A12345'], startDate: beijingDate(backend.clock.now() - DAY) })).rejects.toMatchObject({ msg: '开始日期不能早于今天' });
  await expect(apply(s, { ruleId: 'R5007', plates: ['京A12345'], startDate: '2026-02-30' })).rejects.toMatchObject({ msg: '开始日期格式不正确，应为YYYY-MM-DD' });
  await expect(apply(s, { ruleId: 'R5007', plates: ['京A12345'], startDate: beijingDate(backend.clock.now() + 61 * DAY) })).rejects.toMatchObject({ msg: '开始日期不能晚于60天后' });
  await expect(apply(s, { ruleId: 'R9999', plates: ['京A12345'] })).rejects.toMatchObject({ code: '404', msg: '月卡规则不存在' });
  await expect(apply(s, { ruleId: 'R5007', plates: ['京A12345'], requestId: '' })).rejects.toMatchObject({ msg: '请求编号不能为空' });
  // A plate the driver has not bound is fine when it is a valid number (a family car).
  expect(await apply(s, { ruleId: 'R5007', plates: ['京N66666'] })).toMatchObject({ state: 2 });
  // Nothing of the refused ones was written.
  expect(backend.db.bagApplications.filter((a) => a.driverId === DRIVER_A)).toHaveLength(5);
});

test('a rule with materials: the owner, the ID number by the spec rules, the phone and 1-4 pictures are required', async () => {
  signInAs('A');
  const s = store();
  const withMaterials = (m: Partial<BagMaterials> | undefined) => apply(s, { ruleId: 'R5003', plates: ['京AD12345'], materials: m as BagMaterials });
  await expect(withMaterials(undefined)).rejects.toMatchObject({ msg: '该月卡需提交车主信息及行驶证照片' });
  await expect(withMaterials({ ...MATERIALS, ownerName: '' })).rejects.toMatchObject({ msg: '请输入车主姓名' });
  await expect(withMaterials({ ...MATERIALS, ownerName: '张/伟' })).rejects.toMatchObject({ msg: '名称不能包含下列任何字符：/ \\ : * ? " < \' >' });
  await expect(withMaterials({ ...MATERIALS, idCardNo: '1101051988051212' })).rejects.toMatchObject({ msg: '身份证长度或格式错误' });
  await expect(withMaterials({ ...MATERIALS, idCardNo: '110105198805121231' })).rejects.toMatchObject({ msg: '身份证号非法' });
  await expect(withMaterials({ ...MATERIALS, phone: '12800138000' })).rejects.toMatchObject({ msg: '请输入正确的手机号' });
  await expect(withMaterials({ ...MATERIALS, licencePictures: [] })).rejects.toMatchObject({ msg: '请上传行驶证照片' });
  await expect(withMaterials({ ...MATERIALS, licencePictures: [PICTURE, PICTURE, PICTURE, PICTURE, PICTURE] })).rejects.toMatchObject({ msg: '行驶证照片最多上传4张' });
  await expect(withMaterials({ ...MATERIALS, licencePictures: ['javascript:alert(1)'] })).rejects.toMatchObject({ msg: '行驶证照片地址不正确，请重新上传' });
  const ok = await withMaterials({ ...MATERIALS, phone: '+8613800138000', idCardNo: '11010519880512123x' });
  expect((await detail(s, ok.applicationId)).materials).toMatchObject({ phone: '13800138000', idCardNo: '11010519880512123X' });
});

test('WeChat: pending and handed back while in flight; the provider settles it and the next read shows the pass', async () => {
  signInAs('A');
  const s = store();
  const { applicationId } = await apply(s, { ruleId: 'R5007', plates: ['京A12345'], startDate: beijingDate(backend.clock.now() + 3 * DAY) });
  const first = await pay(s, applicationId, 3, 3);
  expect(first).toMatchObject({ state: 'pending', payChannel: 3, amountCents: 105000, payParams: { package: `prepay_id=wx${first.payOrderId}` } });
  expect(first.cashierUrl).toContain(encodeURIComponent('/mounthlyDetail?applicationId=x&payOrderId='));
  expect((await pay(s, applicationId, 3, 3)).payOrderId).toBe(first.payOrderId);
  await expect(pay(s, applicationId, 3, 1)).rejects.toMatchObject({ code: PAY_CODES.inFlight });
  expect(await detail(s, applicationId)).toMatchObject({ state: 2, pendingPayOrderId: first.payOrderId });
  const settled = await fetch(`http://localhost/__mock/payments/${first.payOrderId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"state":"paid"}' });
  expect(((await settled.json()) as { data: { state: string } }).data.state).toBe('paid');
  const paid = await detail(s, applicationId);
  // Paid, but its first day is in three days: 待生效 until then, with its code already.
  expect(paid).toMatchObject({ state: 4, stateText: '待生效', canCancel: 1, pendingPayOrderId: null });
  const start = dayStart(backend.clock.now()) + 3 * DAY;
  expect(await passOf(s, paid.bagId!)).toMatchObject({ state: 4, stateText: '待生效', started: 0, startTime: fmtTime(start), endTime: fmtTime(addMonths(start, 3)), expiringSoon: 0 });
  expect(balance()).toBe(10000);
  backend.clock.advance(3 * DAY);
  expect(await passOf(s, paid.bagId!)).toMatchObject({ stateText: '已生效', started: 1 });
});

test('paying: not before approval, not more than the balance, not twice; a cancelled provider payment leaves it payable', async () => {
  signInAs('A');
  const s = store();
  await expect(pay(s, 'MA9004', 6)).rejects.toMatchObject({ code: BAG_CODES.notPayable, msg: '申请审核中，审核通过后才能支付' });
  await expect(pay(s, 'MA9001', 6)).rejects.toMatchObject({ code: PAY_CODES.alreadyPaid });
  const { applicationId } = await apply(s, { ruleId: 'R5007', plates: ['京A12345'] });
  await expect(pay(s, applicationId, 6, 2)).rejects.toMatchObject({ code: PAY_CODES.insufficientBalance, msg: '余额不足：当前余额100.00元，需支付700.00元，请充值或选择其他支付方式' });
  await expect(pay(s, applicationId, 4 as 6)).rejects.toMatchObject({ code: '400', msg: '支付方式不正确' });
  await expect(pay(s, applicationId, 6, 13)).rejects.toMatchObject({ msg: '购买期数应为1-12期' });
  const wx = await pay(s, applicationId, 2);
  await fetch(`http://localhost/__mock/payments/${wx.payOrderId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"state":"closed"}' });
  expect(await detail(s, applicationId)).toMatchObject({ state: 2, pendingPayOrderId: null });
  expect(await pay(s, applicationId, 2)).toMatchObject({ state: 'pending' });
  expect(balance()).toBe(10000);
  // B sees nothing of A's.
  signInAs('B');
  await expect(detail(store(), applicationId)).rejects.toMatchObject({ code: '404', msg: '未找到该月卡申请' });
});

test('an approval left unpaid for 7 days lapses (已过期) and cannot be paid', async () => {
  signInAs('A');
  const s = store();
  const { applicationId } = await apply(s, { ruleId: 'R5007', plates: ['京A12345'] });
  backend.clock.advance(7 * DAY + 1000);
  const lapsed = await detail(s, applicationId);
  expect(lapsed).toMatchObject({ state: 5, stateText: '已过期', canPay: 0 });
  expect(lapsed.timeline.at(-1)).toMatchObject({ text: '已过期', note: '超过支付期限未支付，申请已失效' });
  await expect(pay(s, applicationId, 6)).rejects.toMatchObject({ code: BAG_CODES.notPayable, msg: '申请已超过支付期限，请重新办理' });
  // The plate is free at the lot again.
  expect(await apply(s, { ruleId: 'R5007', plates: ['京A12345'] })).toMatchObject({ state: 2 });
});

test('withdraw while pending; cancel a paid pass before its first day (refunded, space back); not once it has started', async () => {
  signInAs('A');
  const s = store();
  const cancel = (applicationId: string) => s.dispatch(ep.cancelBagApplication.initiate({ applicationId })).unwrap();
  expect(await cancel('MA9004')).toMatchObject({ state: 6, stateText: '已退订', refundCents: 0, refundTo: null });
  expect((await detail(s, 'MA9004')).timeline.at(-1)).toMatchObject({ state: 6, text: '已撤回' });
  await expect(review('MA9004', 'approve')).resolves.toMatchObject({ status: 409, code: '409', msg: '该月卡申请当前状态为已退订，不在待审核状态' });

  setBalance(100000);
  const { applicationId } = await apply(s, { ruleId: 'R5007', plates: ['京A12345'], startDate: beijingDate(backend.clock.now() + 2 * DAY) });
  await pay(s, applicationId, 6);
  expect(balance()).toBe(65000);
  const { bagId } = await detail(s, applicationId);
  expect(backend.db.bagRules.find((r) => r.ruleId === 'R5007')?.leftNum).toBe(29);
  expect(backend.db.parks.find((p) => p.parkId === 'P1005')?.leftBagSpaceNum).toBe(4);
  expect(await cancel(applicationId)).toMatchObject({ state: 6, refundCents: 35000, refundTo: 'balance' });
  expect(balance()).toBe(100000);
  expect(backend.db.bagRules.find((r) => r.ruleId === 'R5007')?.leftNum).toBe(30);
  expect(backend.db.parks.find((p) => p.parkId === 'P1005')?.leftBagSpaceNum).toBe(5);
  expect(await passOf(s, bagId!)).toMatchObject({ state: 6, stateText: '已退订', passCode: null, daysLeft: 0 });
  expect((await detail(s, applicationId)).timeline.at(-1)).toMatchObject({ state: 6, text: '已退订', note: '退款350.00元已退回账户余额' });
  const records = await get<{ results: { recordId: string; state: number; stateText: string }[] }>('/special/v2/api/bagPayRecords?pageNo=1&pageSize=10');
  expect(records.data.results[0]).toMatchObject({ state: 2, stateText: '已退款' });
  await expect(cancel(applicationId)).rejects.toMatchObject({ code: BAG_CODES.notCancellable, msg: '申请已退订' });
  // BG9001 (MA9001) is in force: no cancelling.
  await expect(cancel('MA9001')).rejects.toMatchObject({ code: BAG_CODES.notCancellable, msg: '月卡已生效，不能退订' });
});

test('passes: active first with their code; the clock ends them; a lapsed pass renews from today within 30 days', async () => {
  signInAs('A');
  const s = store();
  const list = await s.dispatch(ep.bagPasses.initiate(undefined, fresh)).unwrap();
  expect(list.results.map((p) => [p.bagId, p.state, p.stateText])).toEqual([['BG9001', 4, '已生效'], ['BG9002', 5, '已过期']]);
  const bg9001 = list.results[0]!;
  // Seeded to end five days from today's midnight: expiring soon, the code shown, the yellow plate on it.
  expect(bg9001).toMatchObject({ parkName: '东方广场停车场', plates: ['粤B12345'], expiringSoon: 1, passCode: expect.stringMatching(/^YK/), daysLeft: 5, applicationId: 'MA9001' });
  expect(list.results[1]).toMatchObject({ passCode: null, expiringSoon: 0, daysLeft: 0 });
  const soon = await s.dispatch(ep.bagPasses.initiate({ expiringSoon: 1 }, fresh)).unwrap();
  expect(soon.results.map((p) => p.bagId)).toEqual(['BG9001']);

  backend.clock.advance(6 * DAY);
  expect(await passOf(s, 'BG9001')).toMatchObject({ state: 5, stateText: '已过期', passCode: null, expiringSoon: 0 });
  expect(await detail(s, 'MA9001')).toMatchObject({ state: 5, stateText: '已过期' });
  expect((await detail(s, 'MA9001')).timeline.at(-1)).toMatchObject({ state: 5, text: '已过期' });
  expect(await renewable(s, 'BG9001')).toMatchObject({ renewable: 1 });
  const oldEnd = backend.db.bagPasses.find((p) => p.bagId === 'BG9001')!.endTime;
  setBalance(100000);
  await renew(s, 'BG9001', 'R5004', 1, 'lapsed-1');
  const from = dayStart(backend.clock.now());
  expect(from).toBeGreaterThan(oldEnd);
  expect(await passOf(s, 'BG9001')).toMatchObject({ state: 4, endTime: fmtTime(addMonths(from, 1)), passCode: expect.stringMatching(/^YK/) });
  const timeline = (await detail(s, 'MA9001')).timeline.map((t) => t.text);
  expect(timeline.slice(-2)).toEqual(['已过期', '已续费']);

  // BG9002 ended 90 days ago: too late to renew.
  expect(await renewable(s, 'BG9002')).toMatchObject({ renewable: 0, reason: '月卡已过期超过30天，请重新办理' });
  await expect(renew(s, 'BG9002', 'R5007', 1, 'old-1')).rejects.toMatchObject({ code: BAG_CODES.notRenewable, msg: '月卡已过期超过30天，请重新办理' });
});

test('renewal refusals: a rule the pass cannot take, a renewal already in flight, another driver\'s pass', async () => {
  signInAs('A');
  const s = store();
  // R5005 takes yellow plates but has nothing left; R5002 is another lot's.
  await expect(renew(s, 'BG9001', 'R5005', 1, 'r-1')).rejects.toMatchObject({ code: BAG_CODES.ruleFull });
  await expect(renew(s, 'BG9001', 'R5002', 1, 'r-2')).rejects.toMatchObject({ code: BAG_CODES.notRenewable, msg: '该月卡规则不可用于此月卡续费，请选择其他规则' });
  await expect(renew(s, 'BG9001', 'R5004', 0, 'r-3')).rejects.toMatchObject({ msg: '购买期数应为1-12期' });
  const wx = await renew(s, 'BG9001', 'R5004', 1, 'r-4', 3);
  expect(wx).toMatchObject({ state: 'pending', amountCents: 90000 });
  await expect(renew(s, 'BG9001', 'R5004', 2, 'r-5', 3)).rejects.toMatchObject({ code: PAY_CODES.inFlight });
  expect((await renew(s, 'BG9001', 'R5004', 1, 'r-4', 3)).payOrderId).toBe(wx.payOrderId);
  await expect(renew(s, 'BG9003', 'R5001', 1, 'r-6')).rejects.toMatchObject({ code: '404', msg: '未找到该月卡' });
});

test("applications: the driver's, newest first, paged and filtered by state", async () => {
  const page = await get<{ results: { applicationId: string; state: number; stateText: string; rejectReason: string | null }[]; total: number }>(
    '/special/v2/api/bagApplications?pageNo=1&pageSize=3',
  );
  expect(page.data.total).toBe(4);
  expect(page.data.results.map((a) => [a.applicationId, a.stateText])).toEqual([['MA9004', '待审核'], ['MA9003', '已驳回'], ['MA9001', '已生效']]);
  const rejected = await get<{ results: { applicationId: string; rejectReason: string }[] }>('/special/v2/api/bagApplications?pageNo=1&pageSize=10&state=3');
  expect(rejected.data.results).toEqual([expect.objectContaining({ applicationId: 'MA9003', rejectReason: '行驶证照片不清晰，请重新上传' })]);
  const bad = await get<null>('/special/v2/api/bagApplications?pageNo=1&pageSize=10&state=9');
  expect(bad).toMatchObject({ code: '400', msg: '申请状态不正确' });
  const b = await get<{ total: number; results: { applicationId: string }[] }>('/special/v2/api/bagApplications?pageNo=1&pageSize=10', 'B');
  expect(b.data.results.map((a) => a.applicationId)).toEqual(['MA9005']);
});

test('the seeded rejected application is fixed with a new start date and resubmitted', async () => {
  signInAs('A');
  const s = store();
  const fixed = await s.dispatch(ep.editBagApplication.initiate({
    applicationId: 'MA9003', startDate: beijingDate(backend.clock.now() + DAY), materials: { licencePictures: [PICTURE] },
  })).unwrap();
  expect(fixed).toMatchObject({ state: 1, materials: { ownerName: '张伟', licencePictures: [PICTURE] } });
  expect(fixed.timeline.at(-1)?.note).toBe('修改了：开始日期、行驶证照片');
  // Another lot's rule is refused.
  await review('MA9003', 'reject', '请补充行驶证副页');
  await expect(s.dispatch(ep.editBagApplication.initiate({ applicationId: 'MA9003', ruleId: 'R5007' })).unwrap()).rejects.toMatchObject({ msg: '只能选择同一停车场的月卡规则' });
});
