import { DISPUTE_CODES, type Dispute } from '@/api/driver/disputes.types';
import { APPEAL_HANDLE_AFTER_MS } from '@mocks/services/cps/bills';
import { backend } from '../../support/mockServer';
import { addEvidence, call, decide, dispute, disputes, endSeedSession, HOUR, start } from './disputesKit';

const PAY_CODES = { arrearsFirst: '0xd06510037' };
const appealCharging = (orderNo: string, reason: string) => call<{ appealNo: string }>('POST', '/cps/v2/api/chargingAppeals', { orderNo, reason, description: '桩显示充电失败', pictures: [] });
const appealParking = (uniqueId: string, parkId: string) => call<{ appealId: string }>('POST', '/charge/v2/api/parkOrderAppeals/msp', { uniqueId, parkId, reason: '未停车却产生费用', description: '', pictures: [] });
const payParked = (uniqueId: string, parkId: string) => call('POST', '/charge/v2/api/payCharges', { uniqueId, parkId, payChannel: 3 });

/** 京AD12345 (A's plate with the arrears U20003) is parked now at 王府井. */
function parkArrearsPlate() {
  const model = backend.db.parkOrders.find((o) => o.uniqueId === 'U20001');
  if (!model) throw new Error('seed bill U20001 missing');
  backend.db.parkOrders.push({ ...model, uniqueId: 'UT9001', plateNo: '京AD12345', plateColor: 5, inTime: backend.clock.now() - HOUR });
}

test('a disputed unpaid charging bill no longer blocks a start; rejected, it blocks again', async () => {
  endSeedSession();
  expect((await start()).code).toBe('0xd07010003');
  // '其他' finds nothing wrong: the appeal will be rejected when handled.
  const filed = await appealCharging('C30011', '其他');
  expect(filed.code).toBe('200');
  const started = await start();
  expect(started.code).toBe('200');
  // That charge is done with: only C30011 is left to stand in the way.
  const at = backend.db.chargingSessions.findIndex((x) => x.orderNo === started.data.orderNo);
  backend.db.chargingSessions.splice(at, 1);
  // The dispute itself is not paid while open.
  expect((await call('POST', '/cps/v2/api/chargingBills/C30011/pay', { payChannel: 6 })).msg).toBe('该账单正在申诉处理中，请等待处理结果');
  backend.clock.advance(APPEAL_HANDLE_AFTER_MS);
  expect(await dispute(filed.data.appealNo)).toMatchObject({ state: 'rejected', open: false, billKind: 'charging', billNo: 'C30011' });
  for (const o of backend.db.chargingOrders) if (o.orderNo === started.data.orderNo) o.orderState = 3;
  expect((await start()).code).toBe('0xd07010003');
});

test('an upheld complaint about an unpaid charging bill waives it: nothing to pay, nothing blocks', async () => {
  endSeedSession();
  const filed = await appealCharging('C30011', '未充上电仍扣费');
  backend.clock.advance(APPEAL_HANDLE_AFTER_MS);
  expect(await dispute(filed.data.appealNo)).toMatchObject({ state: 'upheld', stateText: '申诉成立', reply: '经核实，本次充电未正常进行，已免除全部费用' });
  expect((await call<{ orderState: number; dueCents: number }>('GET', '/cps/v2/api/chargingBills/C30011')).data).toMatchObject({ orderState: 3, dueCents: 0 });
  expect((await start()).code).toBe('200');
});

test('disputed parking arrears do not block paying another bill of the plate; rejected, they block again', async () => {
  parkArrearsPlate();
  expect((await payParked('UT9001', 'P1001')).code).toBe(PAY_CODES.arrearsFirst);
  const filed = await appealParking('U20003', 'P1002');
  expect((await payParked('UT9001', 'P1001')).code).toBe('200');
  expect((await decide(filed.data.appealId, 'reject', '路侧视频显示车辆停放1小时40分')).code).toBe('200');
  expect(await dispute(filed.data.appealId)).toMatchObject({ state: 'rejected', stateText: '申诉未通过', reply: '路侧视频显示车辆停放1小时40分', open: false });
  for (const o of backend.db.payOrders) if (o.state === 'pending') o.state = 'closed';
  expect((await payParked('UT9001', 'P1001')).code).toBe(PAY_CODES.arrearsFirst);
});

test('an upheld parking appeal waives the unpaid part of the arrears', async () => {
  const filed = await appealParking('U20003', 'P1002');
  await decide(filed.data.appealId, 'approve');
  expect(await dispute(filed.data.appealId)).toMatchObject({ state: 'upheld', amountCents: 0, reply: '经核实，申诉成立，该账单未缴部分已免除' });
  expect(backend.db.parkOrders.find((o) => o.uniqueId === 'U20003')).toMatchObject({ state: 'paid', paidCents: 0 });
});

test('needs by kind; evidence empties them; the operator asks for more; a decided dispute takes no evidence', async () => {
  const filed = await appealParking('U20003', 'P1002');
  const id = filed.data.appealId;
  expect(await dispute(id)).toMatchObject({ kind: 'complaint', state: 'submitted', stateText: '已提交', needs: ['入场或离场时的照片（如行车记录仪截图）'], evidence: [], formatPlateNo: '京A·D12345', amountCents: 1200 });
  const photo = await addEvidence(id, { kind: 'photo', pictures: ['https://img.example/dashcam.jpg'], note: '行车记录仪' });
  expect(photo.data).toMatchObject({ state: 'reviewing', needs: [], evidence: [{ kind: 'photo', pictures: ['https://img.example/dashcam.jpg'], note: '行车记录仪', receipt: null }] });
  expect((await call('POST', `/__mock/disputes/${id}/ask`, { needs: ['离场时的道闸照片'] }, null)).code).toBe('200');
  expect(await dispute(id)).toMatchObject({ state: 'needsEvidence', stateText: '待补充材料', needs: ['离场时的道闸照片'] });
  await addEvidence(id, { kind: 'photo', pictures: ['https://img.example/gate.jpg'] });
  expect(await dispute(id)).toMatchObject({ state: 'reviewing', needs: [] });
  expect((await addEvidence(id, { kind: 'photo', pictures: [] })).msg).toBe('请至少上传1张照片');
  await decide(id, 'reject');
  expect(await addEvidence(id, { kind: 'photo', pictures: ['https://img.example/late.jpg'] })).toMatchObject({ code: DISPUTE_CODES.closed, msg: '该申诉已有处理结果，不能再补充证据' });
});

test('a receipt must be a paid exit of the driver\'s plates at another lot after the disputed entry', async () => {
  // 我已离场 about 京A12345 still recorded at 王府井 (U20001), as the StillParked card sends it.
  const sent = await call<{ requestNo: string }>('POST', '/basic/v2/api/service/requests', {
    requestId: 'left-1', kind: 'parkingBill', category: '金额有误', description: '车辆早已离场，账单仍在计费', contactPhone: '13800138000', billId: 'U20001',
  });
  const id = sent.data.requestNo;
  expect(await dispute(id)).toMatchObject({ kind: 'leftAlready', kindText: '我已离场', needs: ['其他停车场的出场缴费凭证，或离场时的照片'], open: true });
  const bad = DISPUTE_CODES.badReceipt;
  // U20004 left 5 days ago, before this entry; U20003 is not paid; U20011 is B's.
  for (const receiptUniqueId of ['U20004', 'U20003', 'U20011', 'nope']) {
    expect((await addEvidence(id, { kind: 'receipt', receiptUniqueId })).code).toBe(bad);
  }
  const model = backend.db.parkOrders.find((o) => o.uniqueId === 'U20004');
  if (!model) throw new Error('seed bill U20004 missing');
  const now = backend.clock.now();
  backend.db.parkOrders.push({ ...model, uniqueId: 'UT9002', parkId: 'P1005', inTime: now - 100 * 60_000, outTime: now - 90 * 60_000 });
  const ok = await addEvidence(id, { kind: 'receipt', receiptUniqueId: 'UT9002', note: '在西单缴费出场' });
  expect(ok.data.evidence[0]).toMatchObject({ kind: 'receipt', note: '在西单缴费出场', receipt: { uniqueId: 'UT9002', formatPlateNo: expect.any(String) } });
  // Upheld: the stay ends at the receipt's exit, charged for the time before it.
  await decide(id, 'approve');
  const bill = backend.db.parkOrders.find((o) => o.uniqueId === 'U20001');
  expect(bill).toMatchObject({ outTime: now - 90 * 60_000, totalCents: 1000 });
  expect(await dispute(id)).toMatchObject({ state: 'upheld', open: false });
});

test('the list: the driver\'s own, newest first, open and decided', async () => {
  const first = await appealParking('U20003', 'P1002');
  backend.clock.advance(60_000);
  const second = await appealCharging('C30011', '其他');
  const mine: Dispute[] = await disputes('A');
  expect(mine.map((d) => d.disputeId).slice(0, 2)).toEqual([second.data.appealNo, first.data.appealId]);
  // The seeded, decided ones are there too.
  expect(mine.map((d) => d.disputeId)).toEqual(expect.arrayContaining(['AP8001', 'CA50001', 'OA50001']));
  expect(mine.find((d) => d.disputeId === 'AP8001')).toMatchObject({ state: 'upheld', open: false });
  expect((await disputes('B')).some((d) => d.disputeId === first.data.appealId)).toBe(false);
  expect((await call('GET', `/driver/v2/api/disputes/${first.data.appealId}`, undefined, 'B')).code).toBe('404');
});

test('the charging orders list carries each order\'s open appeal, as the blockers decide it: open until handled', async () => {
  const finished = async () =>
    (await call<{ results: { orderNo: string; orderState: number; openAppeal: boolean }[] }>('GET', '/cps/v2/api/chargingOrders/msp?requestType=3&pageNo=1&pageSize=20')).data.results;
  const c30011 = async () => (await finished()).find((o) => o.orderNo === 'C30011');
  expect(await c30011()).toMatchObject({ orderState: 2, openAppeal: false });
  expect((await finished()).every((o) => o.openAppeal === false)).toBe(true);
  expect((await appealCharging('C30011', '其他')).code).toBe('200');
  expect(await c30011()).toMatchObject({ orderState: 2, openAppeal: true });
  // Handled (2 hours on the clock; '其他' finds nothing wrong): no longer open, and the bill blocks again.
  backend.clock.advance(2 * HOUR + 1);
  expect(await c30011()).toMatchObject({ orderState: 2, openAppeal: false });
});
