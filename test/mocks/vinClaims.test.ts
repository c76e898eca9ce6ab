import { vinClaimsApi } from '@/api/cps/vinClaims';
import { VIN_CLAIM_CODES, type VinClaimBody } from '@/api/cps/vinClaims.types';
import { cpsVinsApi } from '@/api/cps/vins';
import { MAX_CHARGING_VINS, VIN_CODES } from '@/api/cps/vins.types';
import { fetchPersonalDataFile, personalDataApi } from '@/api/driver/personalData';
import { setupStore } from '@/app/store';
import { vinCheckDigit } from '@/lib/vin';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

/** Claiming a charging VIN another account holds (申请VIN认领): the claim, its refusals, the operator's decision, who is told. */

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const ep = vinClaimsApi.endpoints;
const fresh = { forceRefetch: true } as const;
const PICTURE = 'http://localhost/__mock/pictures/PIC100001.jpg';
/** B's plug-and-charge VIN (seeded, bound to no plate): A adding it is refused, A claims it. */
const VIN = 'LGXCE4CB2N0123456';
/** A VIN with the check digit its other sixteen characters call for. */
const withCheck = (vin: string) => `${vin.slice(0, 8)}${vinCheckDigit(vin)!}${vin.slice(9)}`;
const BODY: VinClaimBody = { vin: VIN, ownerName: '王芳', licencePictures: [PICTURE] };
/** A's name and phone as the accounts seed holds them: the holder must never read them. */
const claimantWords = () => {
  const a = backend.db.drivers.find((d) => d.driverId === DRIVER_A)!;
  return [a.phone, a.phone.slice(-4), a.userName, a.nickName].filter((w) => w !== '');
};

const claim = (s: Store, body: Partial<VinClaimBody> = {}) => s.dispatch(ep.submitVinClaim.initiate({ ...BODY, ...body })).unwrap();
const claims = (s: Store) => s.dispatch(ep.vinClaims.initiate(undefined, fresh)).unwrap().then((l) => l.results);
const claimOf = (s: Store, claimId: string) => s.dispatch(ep.vinClaim.initiate({ claimId }, fresh)).unwrap();
const withdraw = (s: Store, claimId: string) => s.dispatch(ep.withdrawVinClaim.initiate({ claimId })).unwrap();
const vinsOf = (s: Store) => s.dispatch(cpsVinsApi.endpoints.chargingVins.initiate(undefined, fresh)).unwrap().then((l) => l.results);
const categoryOf = async (s: Store) =>
  (await s.dispatch(personalDataApi.endpoints.personalData.initiate(undefined, fresh)).unwrap()).categories.find((c) => c.kind === 'vinClaims');

async function review(id: string, decision: 'approve' | 'reject', reason?: string) {
  const res = await fetch(`http://localhost/__mock/reviews/${id}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ decision, reason }),
  });
  return { status: res.status, ...((await res.json()) as { code: string; msg: string; data: { id: string; kind: string; state: number; stateText: string } | null }) };
}

/** The message centre's rows of a driver about VIN claims, after the reminder engine has run on the clock. */
function toldAboutClaims(driverId: string) {
  backend.clock.advance(0);
  return backend.db.reminders.filter((r) => r.driverId === driverId && r.kind === 'vinClaim');
}

test("A claims B's VIN: 审核中, the photo held and listed in A's 我的数据; B is told a claim was made, never by whom", async () => {
  signInAs('A');
  const s = store();
  const made = await claim(s);
  expect(made).toMatchObject({ vin: VIN, plateNo: null, state: 1, stateText: '审核中', rejectReason: null, ownerName: '王芳', photosHeld: 1, reviewTime: null });
  expect(made.claimId).toMatch(/^VC\d+$/);
  expect(made.submitTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(JSON.stringify(made)).not.toContain(PICTURE);
  expect(await claims(s)).toEqual([made]);
  expect(await claimOf(s, made.claimId)).toEqual(made);
  // The record holds the photo and who holds the VIN; the VIN stays B's while it waits.
  expect(backend.db.vinClaims).toEqual([expect.objectContaining({ claimId: made.claimId, claimantId: DRIVER_A, holderId: DRIVER_B, vin: VIN, licencePictures: [PICTURE] })]);
  expect(backend.db.chargingVins.find((v) => v.vin === VIN)?.driverId).toBe(DRIVER_B);
  // The operator's list names the VIN and the owner, not the photos.
  const pending = (await (await fetch('http://localhost/__mock/reviews')).json()) as { data: { id: string; kind: string; summary: string }[] };
  expect(pending.data.filter((p) => p.kind === 'vinClaim')).toEqual([expect.objectContaining({ id: made.claimId, summary: `VIN认领 ${VIN} 王芳` })]);

  const [told, ...more] = toldAboutClaims(DRIVER_B);
  expect(more).toEqual([]);
  expect(told).toMatchObject({
    key: `vinClaim:made:${made.claimId}`, title: '您添加的VIN码收到认领申请', url: '/chargingVinManage',
    body: '有用户提交了行驶证申请认领尾号为123456的VIN码，平台正在核实。核实通过后该VIN码将从您的账号移除，即插即充将不再以它识别您的车辆；如有疑问请联系客服。',
  });
  for (const word of [...claimantWords(), '王芳']) expect(`${told!.title}${told!.body}${told!.url}`).not.toContain(word);
  expect(toldAboutClaims(DRIVER_A)).toEqual([]);

  // A's personal data holds the claim while its photo is held; B's does not.
  expect(await categoryOf(s)).toMatchObject({ title: 'VIN认领资料', count: 1, purpose: '用于核实VIN码对应车辆的归属；行驶证照片在审核结束后删除。' });
  signInAs('B');
  expect(await categoryOf(s)).toMatchObject({ count: 0, lastAt: null });
});

test('refusals: a VIN of mine, a VIN nobody holds, a malformed body, a second claim while one is reviewed, a plate not of the car', async () => {
  signInAs('A');
  const s = store();
  await expect(claim(s, { vin: 'LRWYGCEE6PC123456' })).rejects.toMatchObject({ code: VIN_CLAIM_CODES.alreadyMine, msg: '该VIN码已添加在您的账号' });
  await expect(claim(s, { vin: '1HGCM82633A004352' })).rejects.toMatchObject({ code: VIN_CLAIM_CODES.notHeld, msg: '该VIN码未被其他账号绑定，请直接添加' });
  await expect(claim(s, { vin: VIN.slice(0, 16) })).rejects.toMatchObject({ code: '400', msg: 'VIN码应为17位' });
  const wrongDigit = `${VIN.slice(0, 8)}${VIN[8] === '0' ? '1' : '0'}${VIN.slice(9)}`;
  await expect(claim(s, { vin: wrongDigit })).rejects.toMatchObject({ code: '400', msg: 'VIN码校验位不正确，请核对行驶证' });
  await expect(claim(s, { vin: '' })).rejects.toMatchObject({ code: '400', msg: '请输入VIN码' });
  await expect(claim(s, { ownerName: '' })).rejects.toMatchObject({ code: '400', msg: '请输入所有人' });
  await expect(claim(s, { ownerName: '王'.repeat(31) })).rejects.toMatchObject({ code: '400', msg: '所有人不能超过30个字' });
  await expect(claim(s, { ownerName: '王<芳>' })).rejects.toMatchObject({ code: '400', msg: expect.stringContaining('名称不能包含下列任何字符') });
  await expect(claim(s, { licencePictures: [] })).rejects.toMatchObject({ code: '400', msg: '请上传行驶证照片' });
  await expect(claim(s, { licencePictures: [PICTURE, PICTURE, PICTURE] })).rejects.toMatchObject({ code: '400', msg: '行驶证照片最多上传2张' });
  await expect(claim(s, { plateNo: '粤B1234' })).rejects.toMatchObject({ code: '400', msg: '车牌号格式不正确' });
  expect(backend.db.vinClaims).toEqual([]);

  // B's VIN charges for 京B88888: a licence of another plate is not the car's.
  backend.db.chargingVins.find((v) => v.vin === VIN)!.plateNo = '京B88888';
  await expect(claim(s, { plateNo: '京A12345' })).rejects.toMatchObject({ code: VIN_CLAIM_CODES.mismatch, msg: '号牌号码与该VIN码登记的车辆不一致，请核对行驶证' });
  // A VIN typed in lower case and in groups is the same VIN; the plate as typed.
  const made = await claim(s, { vin: `${VIN.slice(0, 8).toLowerCase()} ${VIN.slice(8)}`, plateNo: '京b88888', licencePictures: [PICTURE, PICTURE] });
  expect(made).toMatchObject({ vin: VIN, plateNo: '京B88888', photosHeld: 2 });
  // Another claim of the VIN, by A or anybody, waits for this one.
  await expect(claim(s)).rejects.toMatchObject({ code: VIN_CLAIM_CODES.inReview, msg: '该VIN码已有认领申请正在审核中，请等待审核结果' });
  signInAs('customer');
  await expect(claim(store())).rejects.toMatchObject({ code: VIN_CLAIM_CODES.inReview });

  // Another driver's claim is not found for them, nor withdrawn by them.
  await expect(claimOf(store(), made.claimId)).rejects.toMatchObject({ code: '404', msg: '未找到该认领申请' });
  await expect(withdraw(store(), made.claimId)).rejects.toMatchObject({ code: '404', msg: '未找到该认领申请' });
});

test('withdrawn: 已撤回, the photos deleted, not reviewable, not withdrawn twice, gone from 我的数据; the VIN can be claimed again', async () => {
  signInAs('A');
  const s = store();
  const made = await claim(s);
  const back = await withdraw(s, made.claimId);
  expect(back).toMatchObject({ state: 4, stateText: '已撤回', photosHeld: 0, reviewTime: null, rejectReason: null });
  expect(backend.db.vinClaims[0]).toMatchObject({ licencePictures: [], reviewedAt: null, closedAt: expect.any(Number) });
  await expect(withdraw(s, made.claimId)).rejects.toMatchObject({ code: VIN_CLAIM_CODES.notPending, msg: '该申请已审核或已撤回，不能撤回' });
  expect(await review(made.claimId, 'approve')).toMatchObject({ status: 409, code: '409' });
  expect(backend.db.chargingVins.find((v) => v.vin === VIN)?.driverId).toBe(DRIVER_B);
  expect((await categoryOf(s))!.count).toBe(0);
  const again = await claim(s);
  expect((await claims(s)).map((c) => [c.claimId, c.state])).toEqual([[again.claimId, 1], [made.claimId, 4]]);
});

test("approved: the VIN is A's (for A's plate on the licence) and gone from B's list, the photos deleted, both told", async () => {
  signInAs('A');
  const s = store();
  const made = await claim(s, { plateNo: '京A12345' });
  const bRecord = backend.db.chargingVins.find((v) => v.vin === VIN)!;
  backend.clock.advance(60_000);
  expect(await review(made.claimId, 'approve')).toMatchObject({ status: 200, data: { id: made.claimId, kind: 'vinClaim', state: 2, stateText: '已通过' } });
  expect(await review(made.claimId, 'reject')).toMatchObject({ status: 409, msg: '该VIN认领申请当前状态为已通过，不在待审核状态' });

  const seen = await claimOf(s, made.claimId);
  expect(seen).toMatchObject({ state: 2, stateText: '已通过', photosHeld: 0, rejectReason: null });
  expect(seen.reviewTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(backend.db.vinClaims[0]!.licencePictures).toEqual([]);
  expect((await categoryOf(s))!.count).toBe(0);
  // A's VINs: the claimed one, for 京A12345 (A's, and no other VIN of A's has it), beside A's own.
  expect((await vinsOf(s)).map((v) => [v.vin, v.plateNo])).toEqual(expect.arrayContaining([[VIN, '京A12345'], ['LRWYGCEE6PC123456', '京AD12345']]));

  // B's plug-and-charge by it has ended: the record is gone, its id with it.
  signInAs('B');
  expect((await vinsOf(s)).map((v) => v.vin)).not.toContain(VIN);
  expect(backend.db.chargingVins.some((v) => v.id === bRecord.id)).toBe(false);

  const toB = toldAboutClaims(DRIVER_B);
  expect(toB.map((r) => r.key)).toEqual([`vinClaim:made:${made.claimId}`, `vinClaim:moved:${made.claimId}`]);
  expect(toB[1]).toMatchObject({
    title: 'VIN码已被认领', url: '/chargingVinManage',
    body: '经核实，尾号为123456的VIN码已由行驶证登记的车主认领，已从您的账号移除，即插即充不再以它识别您的车辆。如有疑问请联系客服。',
  });
  for (const r of toB) for (const word of [...claimantWords(), '王芳', '京A12345']) expect(`${r.title}${r.body}`).not.toContain(word);
  expect(toldAboutClaims(DRIVER_A).map((r) => [r.key, r.title, r.body, r.url])).toEqual([
    [`vinClaim:approved:${made.claimId}`, 'VIN认领已通过', '尾号为123456的VIN码已添加到您的账号，插枪即可即插即充。', `/vinClaim?claimId=${made.claimId}`],
  ]);
});

test.each([
  ['京B88888', "B's plate, not A's"],
  ['京AD12345', "A's, but A's own VIN charges for it (one VIN per car)"],
])('the licence plate %s (%s) is not bound: the VIN moves to A without a plate', async (plateNo) => {
  signInAs('A');
  const s = store();
  const made = await claim(s, { plateNo });
  expect((await review(made.claimId, 'approve')).status).toBe(200);
  expect((await vinsOf(s)).find((v) => v.vin === VIN)).toMatchObject({ plateNo: null });
  expect(backend.db.chargingVins.filter((v) => v.plateNo === plateNo).map((v) => v.vin)).not.toContain(VIN);
});

test(`a claimant already holding ${MAX_CHARGING_VINS} VINs is told at once; one who reached it while waiting cannot be given the VIN: the operator must reject`, async () => {
  const fill = () => {
    for (let n = 1; backend.db.chargingVins.filter((v) => v.driverId === DRIVER_A).length < MAX_CHARGING_VINS; n += 1) {
      backend.db.chargingVins.push({ id: `VINX${n}`, driverId: DRIVER_A, vin: withCheck(`LSVAU2180N21000${n}0`.slice(0, 17)), plateNo: null, createdAt: backend.clock.now() });
    }
  };
  signInAs('A');
  const s = store();
  // Submitted before the limit was reached (VINs added while the claim waits).
  const made = await claim(s);
  fill();
  expect(await review(made.claimId, 'approve')).toMatchObject({ status: 409, code: '409', msg: '认领人VIN码已达上限' });
  expect(await claimOf(s, made.claimId)).toMatchObject({ state: 1, photosHeld: 1 });
  expect(backend.db.chargingVins.find((v) => v.vin === VIN)!.driverId).toBe(DRIVER_B);
  expect((await review(made.claimId, 'reject', '您的VIN码已达上限，请删除后重新申请')).status).toBe(200);
  // At the limit, a new claim is refused when it is made, not after the review.
  await expect(claim(s)).rejects.toMatchObject({ code: VIN_CODES.limit, msg: `每个账号最多添加${MAX_CHARGING_VINS}个VIN码，请先删除不用的VIN码再申请认领` });
});

test('rejected: the reason shown, the photos deleted, the claimant told, the VIN stays; a new claim may be made', async () => {
  signInAs('A');
  const s = store();
  const made = await claim(s);
  expect(await review(made.claimId, 'reject', '行驶证照片不清晰。')).toMatchObject({ status: 200, data: { state: 3, stateText: '已驳回' } });
  expect(await claimOf(s, made.claimId)).toMatchObject({ state: 3, stateText: '已驳回', rejectReason: '行驶证照片不清晰。', photosHeld: 0 });
  expect(backend.db.vinClaims[0]).toMatchObject({ licencePictures: [], reviewedAt: expect.any(Number) });
  expect(backend.db.chargingVins.find((v) => v.vin === VIN)!.driverId).toBe(DRIVER_B);
  expect(toldAboutClaims(DRIVER_A).map((r) => [r.key, r.title, r.body, r.url])).toEqual([
    [`vinClaim:rejected:${made.claimId}`, 'VIN认领未通过', '尾号为123456的VIN码的认领申请未通过：行驶证照片不清晰。您可以核对资料后重新申请。', `/vinClaim?claimId=${made.claimId}`],
  ]);
  // B was told of the claim only: nothing moved.
  expect(toldAboutClaims(DRIVER_B).map((r) => r.key)).toEqual([`vinClaim:made:${made.claimId}`]);

  const again = await claim(s);
  expect(again).toMatchObject({ state: 1, photosHeld: 1 });
  expect((await claims(s)).map((c) => c.claimId)).toEqual([again.claimId, made.claimId]);
});

test("A's copy of personal data lists the waiting claim with its photos counted, never their addresses", async () => {
  signInAs('A');
  const s = store();
  const made = await claim(s, { licencePictures: [PICTURE, `${PICTURE}?2`] });
  const asked = await s.dispatch(personalDataApi.endpoints.requestPersonalDataExport.initiate()).unwrap();
  backend.clock.advance(2 * 60_000);
  const file = await fetchPersonalDataFile(asked.exportId);
  if (!file.ok) throw new Error(file.msg);
  // Stored, not compressed (mocks/core/zip.ts): the entries' text is in the bytes as written.
  const text = new TextDecoder().decode(new Uint8Array(await file.blob.arrayBuffer()));
  expect(text).toContain('vinClaims.csv');
  expect(text).toContain(`${made.claimId},${VIN},,王芳,2,`);
  expect(text).not.toContain('/__mock/pictures/');
});
