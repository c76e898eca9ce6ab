import { specialPassesApi } from '@/api/special/passes';
import { BAG_CODES, type BagMaterials } from '@/api/special/types';
import { setupStore } from '@/app/store';
import { idCardCheckDigit } from '@/lib/validators';
import { DRIVER_A } from '@mocks/db/ids';
import type { BagPassRecord } from '@mocks/db/periodPasses';
import { passCodeOf } from '@mocks/db/periodPasses';
import { beijingDate, DAY, dayStart } from '@mocks/services/special/time';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

/** Plate materials, the disabled certification, plate changes on a pass and the review control. */

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const ep = specialPassesApi.endpoints;
const fresh = { forceRefetch: true } as const;
const PICTURE = 'http://localhost/__mock/pictures/PIC100001.jpg';
const MATERIALS: BagMaterials = { ownerName: '张伟', idCardNo: '11010519880512123X', phone: '13800138000', licencePictures: [PICTURE] };
/** A 17-digit body with the check digit it needs: only the region or the birth date can fail it. */
const withCheck = (body17: string) => body17 + idCardCheckDigit(body17);
const CERT_NO = `${MATERIALS.idCardNo}42`;

async function review(id: string, decision: 'approve' | 'reject', reason?: string) {
  const res = await fetch(`http://localhost/__mock/reviews/${id}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ decision, reason }),
  });
  return { status: res.status, ...((await res.json()) as { code: string; msg: string; data: { id: string; kind: string; state: number; stateText: string } | null }) };
}

const saveMaterial = (s: Store, plateNo: string, body: Partial<{ ownerName: string; idCardNo: string; licencePictures: string[] }> = {}) =>
  s.dispatch(ep.savePlateMaterial.initiate({ plateNo, ownerName: MATERIALS.ownerName, idCardNo: MATERIALS.idCardNo, licencePictures: [PICTURE], ...body })).unwrap();
const certify = (s: Store, body: Partial<{ certNo: string; name: string; plateNo: string; pictures: string[] }> = {}) =>
  s.dispatch(ep.submitDisabledCertification.initiate({ certNo: CERT_NO, name: '张伟', plateNo: '京A12345', pictures: [PICTURE], ...body })).unwrap();
const apply = (s: Store, ruleId: string, plates: string[], requestId: string, materials: BagMaterials | undefined = MATERIALS) =>
  s.dispatch(ep.submitBagApplication.initiate({ ruleId, plates, startDate: beijingDate(backend.clock.now()), materials, requestId })).unwrap();
const changePlates = (s: Store, bagId: string, plates: string[]) => s.dispatch(ep.changeBagPlates.initiate({ bagId, plates })).unwrap();

/** A pass of A's in force at a lot, written straight into the mock's tables. */
function passOfA(bagId: string, parkId: string, ruleId: string, plates: string[]): BagPassRecord {
  const now = backend.clock.now();
  const pass: BagPassRecord = {
    bagId, driverId: DRIVER_A, plateNo: plates[0]!, plates, parkId, ruleId, startTime: dayStart(now) - 3 * DAY, endTime: dayStart(now) + 20 * DAY,
    applicationId: null, passCode: passCodeOf(bagId), cancelledAt: null, plateChange: null,
  };
  backend.db.bagPasses.push(pass);
  return pass;
}

describe('the ID number on the server: the spec rules and the region and birth date beyond them', () => {
  test.each([
    ['a valid one', MATERIALS.idCardNo, null],
    ['an old 15-digit one', '110105880512123', null],
    ['17 digits', '11010519880512123', '身份证长度或格式错误'],
    ['a wrong check digit', '110105198805121231', '身份证号非法'],
    ['the impossible 1992-13-40 with a matching check digit', withCheck('11010519921340123'), '身份证号非法'],
    ['born in the future', withCheck('11010520991231123'), '身份证号非法'],
    ['region 99', withCheck('99010519880512123'), '身份证号非法'],
    ['a 15-digit one born on 31 June', '110105880631123', '身份证号非法'],
  ])('%s', async (_what, idCardNo, msg) => {
    signInAs('A');
    const s = store();
    const answer = saveMaterial(s, '京AD12345', { idCardNo });
    if (msg === null) await expect(answer).resolves.toMatchObject({ state: 1, idCardNo: idCardNo.toUpperCase() });
    else await expect(answer).rejects.toMatchObject({ code: '400', msg });
  });
});

test('plate materials: one per bound plate, submitted, rejected with a reason, resubmitted, approved', async () => {
  signInAs('A');
  const s = store();
  const list = await s.dispatch(ep.plateMaterials.initiate(undefined, fresh)).unwrap();
  expect(list.results.map((m) => [m.plateNo, m.state, m.stateText])).toEqual([['京A12345', 2, '已通过'], ['粤B12345', 0, '未提交'], ['京AD12345', 0, '未提交']]);
  expect(list.results[1]).toMatchObject({ formatPlateNo: '粤B·12345', plateColor: 2, licencePictures: [], ownerName: null, submitTime: null });

  const sent = await saveMaterial(s, '粤B12345');
  expect(sent).toMatchObject({ state: 1, stateText: '待审核', ownerName: '张伟', licencePictures: [PICTURE], submitTime: expect.stringMatching(/^\d{4}-/) });
  await expect(saveMaterial(s, '粤B12345')).rejects.toMatchObject({ code: BAG_CODES.reviewInProgress, msg: '该车辆的行驶证正在审核中，请耐心等待' });
  const materialId = backend.db.plateMaterials.find((m) => m.plateNo === '粤B12345')!.materialId;
  expect(await review(materialId, 'reject', '行驶证已过期')).toMatchObject({ code: '200', data: { kind: 'plateMaterial', state: 3, stateText: '已驳回' } });
  expect(await s.dispatch(ep.plateMaterial.initiate({ plateNo: '粤B12345' }, fresh)).unwrap()).toMatchObject({ state: 3, rejectReason: '行驶证已过期' });
  // The old submission is settled; the new one is a new item for the operator.
  await saveMaterial(s, '粤B12345', { licencePictures: [PICTURE, PICTURE] });
  expect((await review(materialId, 'approve')).code).toBe('404');
  const again = backend.db.plateMaterials.find((m) => m.plateNo === '粤B12345')!.materialId;
  expect(await review(again, 'approve')).toMatchObject({ data: { state: 2 } });
  expect(await s.dispatch(ep.plateMaterial.initiate({ plateNo: '粤B12345' }, fresh)).unwrap()).toMatchObject({ state: 2, rejectReason: null, reviewTime: expect.stringMatching(/^\d{4}-/) });

  await expect(s.dispatch(ep.plateMaterial.initiate({ plateNo: '京B88888' }, fresh)).unwrap()).rejects.toMatchObject({ code: '404', msg: '未绑定该车辆，请先绑定车辆' });
  await expect(saveMaterial(s, '京AD12345', { ownerName: '' })).rejects.toMatchObject({ msg: '请输入车主姓名' });
  await expect(saveMaterial(s, '京AD12345', { licencePictures: [] })).rejects.toMatchObject({ msg: '请上传行驶证照片' });
});

describe('the disabled certification', () => {
  test.each([
    ['19 digits', `${MATERIALS.idCardNo}4`, '残疾人证号应为20位数字'],
    ['a bad ID number inside', '11010519880512123142', '残疾人证号中的身份证号非法'],
    ['category 8', `${MATERIALS.idCardNo}82`, '残疾类别应为1-7'],
    ['level 5', `${MATERIALS.idCardNo}45`, '残疾等级应为1-4'],
    ['empty', '', '请输入残疾人证号'],
  ])('refused: %s', async (_what, certNo, msg) => {
    signInAs('A');
    await expect(certify(store(), { certNo })).rejects.toMatchObject({ code: '400', msg });
  });

  test('certify, approve, then the free rule for the certified plate only; pay nothing', async () => {
    signInAs('A');
    const s = store();
    expect(await s.dispatch(ep.disabledCertification.initiate(undefined, fresh)).unwrap()).toMatchObject({ state: 0, stateText: '未提交', certNo: null });
    // Before approval the disabled rule is refused.
    await expect(apply(s, 'R5009', ['京A12345'], 'd-1')).rejects.toMatchObject({ code: BAG_CODES.disabledOnly, msg: '该月卡仅限已通过残疾人认证的车主办理，请先完成残疾人认证' });
    await expect(certify(s, { plateNo: '京B88888' })).rejects.toMatchObject({ msg: '认证车辆须为您已绑定的车辆' });
    const sent = await certify(s);
    expect(sent).toMatchObject({ state: 1, stateText: '待审核', category: 4, categoryText: '肢体残疾', level: 2, levelText: '二级', plateNo: '京A12345' });
    await expect(certify(s)).rejects.toMatchObject({ code: BAG_CODES.reviewInProgress });
    const certId = backend.db.disabledCerts[0]!.certId;
    expect(await review(certId, 'approve')).toMatchObject({ data: { kind: 'disabledCertification', state: 2, stateText: '已通过' } });
    expect(await s.dispatch(ep.disabledCertification.initiate(undefined, fresh)).unwrap()).toMatchObject({ state: 2 });

    const rules = await s.dispatch(ep.bagRules.initiate({ parkId: 'P1005' })).unwrap();
    expect(rules.results.find((r) => r.ruleId === 'R5009')).toMatchObject({ price: 0, originalPrice: 50000, disabledOnly: 1, needMaterials: 1 });
    await expect(apply(s, 'R5009', ['京AD12345'], 'd-2')).rejects.toMatchObject({ code: BAG_CODES.disabledOnly, msg: '该月卡仅适用于残疾人认证车辆京A12345' });
    const { applicationId, state } = await apply(s, 'R5009', ['京A12345'], 'd-3');
    expect(state).toBe(1);
    await review(applicationId, 'approve');
    // Free: settled at once whatever the channel, nothing taken from anyone.
    const order = await s.dispatch(ep.payBagApplication.initiate({ applicationId, payChannel: 3 })).unwrap();
    expect(order).toMatchObject({ state: 'paid', amountCents: 0, payParams: null, cashierUrl: null });
    expect(await s.dispatch(ep.bagApplication.initiate({ applicationId }, fresh)).unwrap()).toMatchObject({ state: 4, stateText: '已生效' });
  });

  test('a rejected certification shows its reason and may be sent again', async () => {
    signInAs('A');
    const s = store();
    await certify(s);
    await review(backend.db.disabledCerts[0]!.certId, 'reject', '证件照片不完整');
    expect(await s.dispatch(ep.disabledCertification.initiate(undefined, fresh)).unwrap()).toMatchObject({ state: 3, rejectReason: '证件照片不完整' });
    expect(await certify(s, { pictures: [PICTURE, PICTURE] })).toMatchObject({ state: 1, rejectReason: null, pictures: [PICTURE, PICTURE] });
  });
});

describe('plates on a pass', () => {
  test('a lot that does not review materials: add, swap and remove at once, within maxPlates', async () => {
    signInAs('A');
    const s = store();
    passOfA('BG8001', 'P1005', 'R5007', ['京A12345']);
    expect(await changePlates(s, 'BG8001', ['京A12345', '京N77777'])).toMatchObject({ plates: ['京A12345', '京N77777'], plateChange: null });
    expect(await changePlates(s, 'BG8001', ['京N66666'])).toMatchObject({ plates: ['京N66666'], formatPlates: ['京N·66666'] });
    expect(backend.db.bagPasses.find((p) => p.bagId === 'BG8001')?.plateNo).toBe('京N66666');
    await expect(changePlates(s, 'BG8001', ['京A12345', '京AD12345', '粤B12345', '京N66666'])).rejects.toMatchObject({ msg: '该月卡最多绑定3辆车' });
    // 京AD12345 is held at 西单 by the pending application MA9004.
    await expect(changePlates(s, 'BG8001', ['京N66666', '京AD12345'])).rejects.toMatchObject({ code: BAG_CODES.duplicate });
  });

  test('a lot that reviews materials: an added plate needs its licence on file and the lot approval; removing is at once', async () => {
    signInAs('A');
    const s = store();
    // 京AD12345 at 王府井 (R5001 takes two plates and reviews materials). The rejected MA9003 holds 京A12345 there: withdrawn first.
    await s.dispatch(ep.cancelBagApplication.initiate({ applicationId: 'MA9003' })).unwrap();
    passOfA('BG8002', 'P1001', 'R5001', ['京AD12345']);
    await expect(changePlates(s, 'BG8002', ['京AD12345', '京N66666'])).rejects.toMatchObject({
      code: BAG_CODES.plateMaterialsMissing, msg: '该停车场需审核行驶证，请先为车辆京N66666上传行驶证',
    });
    // 京A12345's licence is on file (approved).
    const pending = await changePlates(s, 'BG8002', ['京AD12345', '京A12345']);
    expect(pending).toMatchObject({ plates: ['京AD12345'], plateChange: { plates: ['京AD12345', '京A12345'], state: 1, stateText: '待审核', reason: null } });
    await expect(changePlates(s, 'BG8002', ['京A12345'])).rejects.toMatchObject({ code: BAG_CODES.plateChangePending });
    const changeId = pending.plateChange!.changeId;
    expect(await review(changeId, 'reject', '车辆信息与行驶证不符')).toMatchObject({ data: { kind: 'bagPlateChange', state: 3 } });
    expect(await s.dispatch(ep.bagPass.initiate({ bagId: 'BG8002' }, fresh)).unwrap()).toMatchObject({
      plates: ['京AD12345'], plateChange: { state: 3, stateText: '已驳回', reason: '车辆信息与行驶证不符' },
    });
    const second = await changePlates(s, 'BG8002', ['京AD12345', '京A12345']);
    expect((await review(second.plateChange!.changeId, 'approve')).data).toMatchObject({ state: 2, stateText: '已通过' });
    expect(await s.dispatch(ep.bagPass.initiate({ bagId: 'BG8002' }, fresh)).unwrap()).toMatchObject({ plates: ['京AD12345', '京A12345'], plateChange: null });
    expect(await changePlates(s, 'BG8002', ['京A12345'])).toMatchObject({ plates: ['京A12345'], plateChange: null });
  });

  test('an ended pass and the disabled rules keep their plates', async () => {
    signInAs('A');
    const s = store();
    await expect(changePlates(s, 'BG9002', ['京A12345'])).rejects.toMatchObject({ code: BAG_CODES.notEditable, msg: '月卡已过期或已退订，不能修改车辆' });
    await expect(changePlates(s, 'BG9001', ['京A12345'])).rejects.toMatchObject({ code: BAG_CODES.plateNotAccepted });
  });
});

describe('the review control', () => {
  test('lists what waits, settles once, 404 for what it does not know, 409 for what no longer waits', async () => {
    const waiting = (await (await fetch('http://localhost/__mock/reviews')).json()) as { data: { id: string; kind: string; summary: string }[] };
    // Other domains (owner registration, off-peak appeals) wait here too; the pass domain's one is MA9004.
    const passKinds = ['bagApplication', 'bagPlateChange', 'plateMaterial', 'disabledCertification'];
    expect(waiting.data.filter((w) => passKinds.includes(w.kind))).toEqual([
      expect.objectContaining({ id: 'MA9004', kind: 'bagApplication', summary: '西单大悦城停车场 全天季卡 京AD12345' }),
    ]);
    expect(await review('XX123', 'approve')).toMatchObject({ status: 404, code: '404', msg: '未找到待审核的申请：XX123' });
    expect(await review('MA1', 'approve')).toMatchObject({ code: '404' });
    expect(await review('MA9003', 'approve')).toMatchObject({ status: 409, code: '409', msg: '该月卡申请当前状态为已驳回，不在待审核状态' });
    const bad = await fetch('http://localhost/__mock/reviews/MA9004', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"decision":"maybe"}' });
    expect(await bad.json()).toMatchObject({ code: '400', msg: '审核结果不正确' });
    // A reject without a reason still gives the driver one.
    expect(await review('MA9004', 'reject')).toMatchObject({ data: { state: 3 } });
    expect(backend.db.bagApplications.find((a) => a.applicationId === 'MA9004')?.rejectReason).toBe('资料审核未通过，请核对后重新提交');
    expect(await review('MA9004', 'reject')).toMatchObject({ status: 409 });
  });
});
