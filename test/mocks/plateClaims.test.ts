import { fetchPersonalDataFile, personalDataApi } from '@/api/driver/personalData';
import { plateClaimsApi } from '@/api/driver/plateClaims';
import { PLATE_CLAIM_CODES, type PlateClaimBody } from '@/api/driver/plateClaims.types';
import { driverPlatesApi } from '@/api/driver/plates';
import { MAX_BOUND_PLATES, PLATE_CODES } from '@/api/driver/plates.types';
import { setupStore } from '@/app/store';
import { vinCheckDigit } from '@/lib/vin';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

/** Claiming a plate another account holds (申请车牌认领): the claim, its refusals, the operator's decision, who is told. */

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const ep = plateClaimsApi.endpoints;
const fresh = { forceRefetch: true } as const;
const PICTURE = 'http://localhost/__mock/pictures/PIC100001.jpg';
/** A VIN with the check digit its other sixteen characters call for. */
const withCheck = (vin: string) => `${vin.slice(0, 8)}${vinCheckDigit(vin)!}${vin.slice(9)}`;
const VIN = withCheck('LSVAU2180N2123456');
const BODY: PlateClaimBody = { plateNo: '粤B12345', plateColor: 2, ownerName: '李娜', vin: VIN, licencePictures: [PICTURE] };
/** B's name and phone as the accounts seed holds them: the holder must never read them. */
const claimantWords = () => {
  const b = backend.db.drivers.find((d) => d.driverId === DRIVER_B)!;
  return [b.phone, b.phone.slice(-4), b.userName, b.nickName].filter((w) => w !== '');
};

const claim = (s: Store, body: Partial<PlateClaimBody> = {}) => s.dispatch(ep.submitPlateClaim.initiate({ ...BODY, ...body })).unwrap();
const claims = (s: Store) => s.dispatch(ep.plateClaims.initiate(undefined, fresh)).unwrap().then((l) => l.results);
const claimOf = (s: Store, claimId: string) => s.dispatch(ep.plateClaim.initiate({ claimId }, fresh)).unwrap();
const withdraw = (s: Store, claimId: string) => s.dispatch(ep.withdrawPlateClaim.initiate({ claimId })).unwrap();
const platesOf = (s: Store) => s.dispatch(driverPlatesApi.endpoints.boundPlates.initiate(undefined, fresh)).unwrap().then((l) => l.results);

async function review(id: string, decision: 'approve' | 'reject', reason?: string) {
  const res = await fetch(`http://localhost/__mock/reviews/${id}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ decision, reason }),
  });
  return { status: res.status, ...((await res.json()) as { code: string; msg: string; data: { id: string; kind: string; state: number; stateText: string } | null }) };
}

/** The message centre's rows of a driver about claims, after the reminder engine has run on the clock. */
function toldAboutClaims(driverId: string) {
  backend.clock.advance(0);
  return backend.db.reminders.filter((r) => r.driverId === driverId && r.kind === 'plateClaim');
}

test("B claims A's 粤B12345: 审核中, the VIN masked, the photo held; A is told a claim was made, never by whom", async () => {
  signInAs('B');
  const s = store();
  const made = await claim(s);
  expect(made).toMatchObject({
    plateNo: '粤B12345', formatPlateNo: '粤B·12345', plateColor: 2, state: 1, stateText: '审核中', rejectReason: null, ownerName: '李娜',
    maskedVin: `***********${VIN.slice(-6)}`, photosHeld: 1, reviewTime: null,
  });
  expect(made.submitTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(JSON.stringify(made)).not.toContain(PICTURE);
  expect(await claims(s)).toEqual([made]);
  expect(await claimOf(s, made.claimId)).toEqual(made);
  // The record holds the photo, who holds the plate, and the VIN in full.
  expect(backend.db.plateClaims).toEqual([expect.objectContaining({ claimId: made.claimId, claimantId: DRIVER_B, holderId: DRIVER_A, vin: VIN, licencePictures: [PICTURE] })]);
  // The operator's list names the plate and the owner, not the photos.
  const pending = (await (await fetch('http://localhost/__mock/reviews')).json()) as { data: { id: string; kind: string; summary: string }[] };
  expect(pending.data.filter((p) => p.kind === 'plateClaim')).toEqual([expect.objectContaining({ id: made.claimId, summary: '车牌认领 粤B12345 李娜' })]);

  const [told, ...more] = toldAboutClaims(DRIVER_A);
  expect(more).toEqual([]);
  expect(told).toMatchObject({
    key: `plateClaim:made:${made.claimId}`, title: '您绑定的车辆收到认领申请', url: '/carManage',
    body: '有用户提交了粤B·12345的行驶证申请认领该车牌，平台正在核实。核实通过后该车牌将从您的账号解绑，其无感支付同时解约；如有疑问请联系客服。',
  });
  for (const word of [...claimantWords(), '李娜', VIN.slice(-6)]) expect(`${told!.title}${told!.body}${told!.url}`).not.toContain(word);
  expect(toldAboutClaims(DRIVER_B)).toEqual([]);

  // A's personal data does not hold B's claim; B's does, while its photo is held.
  signInAs('B');
  const data = await s.dispatch(personalDataApi.endpoints.personalData.initiate(undefined, fresh)).unwrap();
  expect(data.categories.find((c) => c.kind === 'plateClaims')).toMatchObject({ title: '车牌认领资料', count: 1, purpose: '用于核实车辆归属；行驶证照片在审核结束后删除。' });
  signInAs('A');
  const hers = await s.dispatch(personalDataApi.endpoints.personalData.initiate(undefined, fresh)).unwrap();
  expect(hers.categories.find((c) => c.kind === 'plateClaims')).toMatchObject({ count: 0, lastAt: null });
});

test('refusals: a plate of mine, a plate nobody holds, a second claim while one is reviewed, a malformed body, a VIN not of the car', async () => {
  signInAs('B');
  const s = store();
  await expect(claim(s, { plateNo: '京B88888', plateColor: 1 })).rejects.toMatchObject({ code: PLATE_CLAIM_CODES.alreadyMine, msg: '该车牌已绑定在您的账号' });
  await expect(claim(s, { plateNo: '川A77777', plateColor: 1 })).rejects.toMatchObject({ code: PLATE_CLAIM_CODES.notHeld, msg: '该车牌未被其他账号绑定，请直接绑定' });
  await expect(claim(s, { vin: 'LSVAU2180N212345' })).rejects.toMatchObject({ code: '400', msg: '车辆识别代号格式不正确' });
  await expect(claim(s, { vin: 'LSVAU2180N21234O' })).rejects.toMatchObject({ code: '400', msg: '车辆识别代号格式不正确' });
  const wrongDigit = `${VIN.slice(0, 8)}${VIN[8] === '0' ? '1' : '0'}${VIN.slice(9)}`;
  await expect(claim(s, { vin: wrongDigit })).rejects.toMatchObject({ code: '400', msg: '车辆识别代号格式不正确' });
  await expect(claim(s, { vin: '' })).rejects.toMatchObject({ code: '400', msg: '请输入车辆识别代号' });
  await expect(claim(s, { ownerName: '' })).rejects.toMatchObject({ code: '400', msg: '请输入所有人' });
  await expect(claim(s, { licencePictures: [] })).rejects.toMatchObject({ code: '400', msg: '请上传行驶证照片' });
  await expect(claim(s, { licencePictures: [PICTURE, PICTURE, PICTURE] })).rejects.toMatchObject({ code: '400', msg: '行驶证照片最多上传2张' });
  await expect(claim(s, { plateNo: '粤B1234' })).rejects.toMatchObject({ code: '400', msg: '车牌号格式不正确' });
  expect(backend.db.plateClaims).toEqual([]);

  // A VIN typed in lower case and in groups is the same VIN.
  const made = await claim(s, { vin: `${VIN.slice(0, 8).toLowerCase()} ${VIN.slice(8)}`, licencePictures: [PICTURE, PICTURE] });
  expect(made).toMatchObject({ maskedVin: `***********${VIN.slice(-6)}`, photosHeld: 2 });
  // Another claim of the plate, by B or anybody, waits for this one.
  await expect(claim(s)).rejects.toMatchObject({ code: PLATE_CLAIM_CODES.inReview, msg: '该车牌已有认领申请正在审核中，请等待审核结果' });
  signInAs('customer');
  await expect(claim(store())).rejects.toMatchObject({ code: PLATE_CLAIM_CODES.inReview });

  // 京AD12345's VIN is on record (A's plug-and-charge VIN): another VIN is not the car's.
  signInAs('B');
  const other = withCheck('LFV2A21K7M3123456');
  await expect(claim(s, { plateNo: '京AD12345', plateColor: 5, vin: other })).rejects.toMatchObject({
    code: PLATE_CLAIM_CODES.mismatch, msg: '车辆识别代号与该车牌登记的车辆不一致，请核对行驶证',
  });
  expect(await claim(s, { plateNo: '京AD12345', plateColor: 5, vin: 'LRWYGCEE6PC123456' })).toMatchObject({ state: 1, plateNo: '京AD12345' });

  // Another driver's claim is not found for B, nor B's for them.
  signInAs('customer');
  await expect(claimOf(store(), made.claimId)).rejects.toMatchObject({ code: '404', msg: '未找到该认领申请' });
  await expect(withdraw(store(), made.claimId)).rejects.toMatchObject({ code: '404', msg: '未找到该认领申请' });
});

test('withdrawn: 已撤回, the photos deleted, not reviewable, not withdrawn twice; the plate can be claimed again', async () => {
  signInAs('B');
  const s = store();
  const made = await claim(s);
  const back = await withdraw(s, made.claimId);
  expect(back).toMatchObject({ state: 4, stateText: '已撤回', photosHeld: 0, reviewTime: null, rejectReason: null });
  expect(backend.db.plateClaims[0]).toMatchObject({ licencePictures: [], reviewedAt: null, closedAt: expect.any(Number) });
  await expect(withdraw(s, made.claimId)).rejects.toMatchObject({ code: PLATE_CLAIM_CODES.notPending, msg: '该申请已审核或已撤回，不能撤回' });
  expect(await review(made.claimId, 'approve')).toMatchObject({ status: 409, code: '409' });
  const data = await s.dispatch(personalDataApi.endpoints.personalData.initiate(undefined, fresh)).unwrap();
  expect(data.categories.find((c) => c.kind === 'plateClaims')!.count).toBe(0);
  const again = await claim(s);
  expect((await claims(s)).map((c) => [c.claimId, c.state])).toEqual([[again.claimId, 1], [made.claimId, 4]]);
});

test("approved: the plate is B's and gone from A's, A's 无感支付 of it ended, the photos deleted, both told", async () => {
  backend.db.withholdContracts.push({
    contractId: 'WH7100', driverId: DRIVER_A, plateId: 'PL2', plateNo: '粤B12345', plateColor: 2, channel: 2, state: 'active', signedAt: backend.clock.now() - 86_400_000, terminatedAt: null,
  });
  const passesBefore = backend.db.bagPasses.filter((p) => p.plates.includes('粤B12345')).map((p) => [p.bagId, p.driverId]);
  expect(passesBefore).toContainEqual(['BG9001', DRIVER_A]);
  signInAs('B');
  const s = store();
  const made = await claim(s);
  backend.clock.advance(60_000);
  expect(await review(made.claimId, 'approve')).toMatchObject({ status: 200, data: { id: made.claimId, kind: 'plateClaim', state: 2, stateText: '已通过' } });
  expect(await review(made.claimId, 'reject')).toMatchObject({ status: 409, msg: '该车牌认领申请当前状态为已通过，不在待审核状态' });

  const seen = await claimOf(s, made.claimId);
  expect(seen).toMatchObject({ state: 2, stateText: '已通过', photosHeld: 0, rejectReason: null });
  expect(seen.reviewTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(backend.db.plateClaims[0]!.licencePictures).toEqual([]);
  // B's second plate: not the default (B has one), no auto-deduction, no contract.
  expect((await platesOf(s)).map((p) => [p.plateNo, p.isDefault, p.autoDeduct, p.contractId])).toEqual([['京B88888', 1, 0, null], ['粤B12345', 0, 0, null]]);

  signInAs('A');
  expect((await platesOf(s)).map((p) => p.plateNo)).toEqual(['京A12345', '京AD12345']);
  expect(backend.db.withholdContracts.find((c) => c.contractId === 'WH7100')).toMatchObject({ state: 'terminated', terminatedAt: expect.any(Number) });
  // A's passes on the plate stay A's.
  expect(backend.db.bagPasses.filter((p) => p.plates.includes('粤B12345')).map((p) => [p.bagId, p.driverId])).toEqual(passesBefore);

  const toA = toldAboutClaims(DRIVER_A);
  expect(toA.map((r) => r.key)).toEqual([`plateClaim:made:${made.claimId}`, `plateClaim:moved:${made.claimId}`]);
  expect(toA[1]).toMatchObject({
    title: '车牌已被认领', url: '/carManage',
    body: '经核实，粤B·12345已由行驶证登记的车主认领，已从您的账号解绑，该车牌的无感支付已解约。您在该车牌上的月卡仍归您所有，如需退款或更换车牌请联系客服。',
  });
  for (const r of toA) for (const word of [...claimantWords(), '李娜']) expect(`${r.title}${r.body}`).not.toContain(word);
  expect(toldAboutClaims(DRIVER_B).map((r) => [r.key, r.title, r.body, r.url])).toEqual([
    [`plateClaim:approved:${made.claimId}`, '车牌认领已通过', '粤B·12345已绑定到您的账号。', `/plateClaim?claimId=${made.claimId}`],
  ]);
});

test("approving A's default plate makes A's oldest other plate the default; B's first plate is B's default", async () => {
  backend.db.plates = backend.db.plates.filter((p) => p.driverId !== DRIVER_B);
  signInAs('B');
  const s = store();
  const made = await claim(s, { plateNo: '京A12345', plateColor: 1 });
  expect((await review(made.claimId, 'approve')).status).toBe(200);
  expect((await platesOf(s)).map((p) => [p.plateNo, p.isDefault])).toEqual([['京A12345', 1]]);
  signInAs('A');
  expect((await platesOf(s)).map((p) => [p.plateNo, p.isDefault])).toEqual([['粤B12345', 1], ['京AD12345', 0]]);
});

test(`a claimant already holding ${MAX_BOUND_PLATES} plates is told at once; one who reached it while waiting cannot be given the plate: the operator must reject`, async () => {
  const now = backend.clock.now();
  const fill = () => {
    for (let n = 1; backend.db.plates.filter((p) => p.driverId === DRIVER_B).length < MAX_BOUND_PLATES; n += 1) {
      backend.db.plates.push({ plateId: `PLX${n}`, driverId: DRIVER_B, plateNo: `京B1000${n}`, plateColor: 1, isDefault: false, autoDeduct: false, boundAt: now });
    }
  };
  signInAs('B');
  const s = store();
  // Submitted before the limit was reached (the plates bound while the claim waits).
  const made = await claim(s);
  fill();
  expect(await review(made.claimId, 'approve')).toMatchObject({ status: 409, code: '409', msg: '认领人绑定车辆已达上限' });
  expect(await claimOf(s, made.claimId)).toMatchObject({ state: 1, photosHeld: 1 });
  expect(backend.db.plates.find((p) => p.plateNo === '粤B12345')!.driverId).toBe(DRIVER_A);
  expect((await review(made.claimId, 'reject', '您绑定的车辆已达上限，请解绑后重新申请')).status).toBe(200);
  // At the limit, a new claim is refused when it is made, not after the review.
  await expect(claim(s)).rejects.toMatchObject({ code: PLATE_CODES.limit, msg: `每个账号最多绑定${MAX_BOUND_PLATES}辆车，请先解绑不用的车辆再申请认领` });
});

test('rejected: the reason shown, the photos deleted, the claimant told, the plate stays; a new claim may be made', async () => {
  signInAs('B');
  const s = store();
  const made = await claim(s);
  expect(await review(made.claimId, 'reject', '行驶证照片不清晰。')).toMatchObject({ status: 200, data: { state: 3, stateText: '已驳回' } });
  expect(await claimOf(s, made.claimId)).toMatchObject({ state: 3, stateText: '已驳回', rejectReason: '行驶证照片不清晰。', photosHeld: 0 });
  expect(backend.db.plateClaims[0]).toMatchObject({ licencePictures: [], reviewedAt: expect.any(Number) });
  expect(backend.db.plates.find((p) => p.plateNo === '粤B12345')!.driverId).toBe(DRIVER_A);
  expect(toldAboutClaims(DRIVER_B).map((r) => [r.key, r.title, r.body, r.url])).toEqual([
    [`plateClaim:rejected:${made.claimId}`, '车牌认领未通过', '粤B·12345的认领申请未通过：行驶证照片不清晰。您可以核对资料后重新申请。', `/plateClaim?claimId=${made.claimId}`],
  ]);
  // A was told of the claim only: nothing moved.
  expect(toldAboutClaims(DRIVER_A).map((r) => r.key)).toEqual([`plateClaim:made:${made.claimId}`]);

  const again = await claim(s, { ownerName: '李娜' });
  expect(again).toMatchObject({ state: 1, photosHeld: 1 });
  expect((await claims(s)).map((c) => c.claimId)).toEqual([again.claimId, made.claimId]);
});

test("B's copy of personal data lists the waiting claim with its photos counted, never their addresses", async () => {
  signInAs('B');
  const s = store();
  const made = await claim(s, { licencePictures: [PICTURE, `${PICTURE}?2`] });
  const asked = await s.dispatch(personalDataApi.endpoints.requestPersonalDataExport.initiate()).unwrap();
  backend.clock.advance(2 * 60_000);
  const file = await fetchPersonalDataFile(asked.exportId);
  if (!file.ok) throw new Error(file.msg);
  // Stored, not compressed (mocks/core/zip.ts): the entries' text is in the bytes as written.
  const text = new TextDecoder().decode(new Uint8Array(await file.blob.arrayBuffer()));
  expect(text).toContain(`plateClaims.csv`);
  expect(text).toContain(`${made.claimId},粤B12345,李娜,***********${VIN.slice(-6)},2,`);
  expect(text).not.toContain('/__mock/pictures/');
  expect(text).not.toContain(VIN);
});
