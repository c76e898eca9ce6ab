import { bookingSpecApi } from '@/api/booking/spec';
import { bookingOwnerApi } from '@/api/booking/owner';
import { BERTH_APPLY_CODES, type UserCheckInBody } from '@/api/booking/owner.types';
import { setupStore } from '@/app/store';
import { DRIVER_B } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';

const fresh = { forceRefetch: true } as const;

function storeAs(who: 'A' | 'B') {
  const b = backend.db.drivers.find((d) => d.driverId === DRIVER_B);
  if (who === 'B' && b && !b.thirdIds.includes('oWx_demo_B')) b.thirdIds.push('oWx_demo_B');
  window.localStorage.setItem('openId', who === 'A' ? 'oWx_demo_A' : 'oWx_demo_B');
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof storeAs>;

const PHOTO = 'https://img.example.com/berth/proof-1.jpg';
const checkIn = (s: Store, body: Partial<UserCheckInBody> = {}) =>
  s.dispatch(bookingOwnerApi.endpoints.userCheckIn.initiate({ parkId: 'P1005', berthNo: 'B2-020', photos: [PHOTO], phone: '13900139000', ...body })).unwrap();
/** The operator's decision, as the review control takes it. */
async function review(id: string, decision: 'approve' | 'reject', reason?: string) {
  const res = await fetch(`http://localhost/__mock/reviews/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ decision, reason }) });
  return (await res.json()) as { code: string; msg: string; data: { id: string; kind: string; state: number; stateText: string } | null };
}

const registered = (s: Store) => s.dispatch(bookingSpecApi.endpoints.hasRegisteredBerth.initiate(undefined, fresh)).unwrap();

test('A is a registered owner (latest application approved, an older one rejected); B is not', async () => {
  const a = storeAs('A');
  expect(await registered(a)).toEqual({ registered: true, berthCount: 1, latestApply: { applyNo: 'BR090002', state: 2, stateText: '审核通过' } });
  const [history] = (await a.dispatch(bookingOwnerApi.endpoints.berthApplies.initiate()).unwrap()).pages;
  expect(history!.results.map((x) => [x.applyNo, x.stateText, x.rejectReason])).toEqual([
    ['BR090002', '审核通过', null],
    ['BR090001', '审核未通过', '产权证明照片模糊，无法核实车位归属，请重新拍摄上传'],
  ]);
  const b = storeAs('B');
  expect(await registered(b)).toEqual({ registered: false, berthCount: 0, latestApply: null });
  expect((await b.dispatch(bookingOwnerApi.endpoints.berthApplies.initiate()).unwrap()).pages[0]?.total).toBe(0);
});

test('B applies: under review, then approved — the space is B\'s and shared; the form\'s refusals', async () => {
  const b = storeAs('B');
  await expect(checkIn(b, { photos: [] })).rejects.toMatchObject({ code: '400', msg: '请上传车位产权或租赁证明照片' });
  await expect(checkIn(b, { photos: Array.from({ length: 7 }, () => PHOTO) })).rejects.toMatchObject({ code: '400', msg: '最多上传6张照片' });
  await expect(checkIn(b, { berthNo: 'B2 020' })).rejects.toMatchObject({ code: '400' });
  await expect(checkIn(b, { phone: '1234' })).rejects.toMatchObject({ msg: '请输入正确的手机号' });
  await expect(checkIn(b, { parkId: 'P1001' })).rejects.toMatchObject({ code: BERTH_APPLY_CODES.notShareable });
  await expect(checkIn(b, { berthNo: 'B2-018' })).rejects.toMatchObject({ code: BERTH_APPLY_CODES.berthTaken, msg: '该车位已被其他车主登记，如有疑问请联系客服' });

  const apply = await checkIn(b, { berthNo: 'b2-020' });
  expect(apply).toMatchObject({ state: 1, stateText: '审核中', berthNo: 'B2-020', phone: '139****9000', parkName: '西单大悦城停车场', berthId: null });
  await expect(checkIn(b)).rejects.toMatchObject({ code: BERTH_APPLY_CODES.applicationPending });
  expect(await registered(b)).toMatchObject({ registered: false, latestApply: { applyNo: apply.applyNo, state: 1 } });

  const pending = (await (await fetch('http://localhost/__mock/reviews')).json()) as { data: { id: string; summary: string }[] };
  expect(pending.data).toContainEqual(expect.objectContaining({ id: apply.applyNo, summary: '西单大悦城停车场 B2-020 车位共享登记' }));
  expect((await review(apply.applyNo, 'approve')).data).toEqual({ id: apply.applyNo, kind: 'berthApplication', state: 2, stateText: '审核通过' });
  const result = await b.dispatch(bookingOwnerApi.endpoints.berthApply.initiate({ applyNo: apply.applyNo }, fresh)).unwrap();
  expect(result).toMatchObject({ state: 2, stateText: '审核通过', berthId: 'P1005-B2-020', rejectReason: null });
  expect(result.reviewTime).not.toBeNull();
  expect(await registered(b)).toMatchObject({ registered: true, berthCount: 1 });
  // Shared: another driver may book it (A is recommended public spaces first, so asks for it by id).
  const berth = await storeAs('A').dispatch(bookingSpecApi.endpoints.berthInfo.initiate({ berthId: 'P1005-B2-020' })).unwrap();
  expect(berth).toMatchObject({ berthNo: 'B2-020', shared: true, hasLock: false, lock: null });
  await expect(checkIn(storeAs('B'))).rejects.toMatchObject({ code: BERTH_APPLY_CODES.berthTaken, msg: '该车位已登记在您名下，无需重复申请' });
});

test('a rejected application says why, stays in the history, and the owner may apply again', async () => {
  const b = storeAs('B');
  const apply = await checkIn(b);
  expect((await review(apply.applyNo, 'reject', '车位编号与产权证明不一致')).data).toMatchObject({ state: 3, stateText: '审核未通过' });
  expect(await review(apply.applyNo, 'approve')).toMatchObject({ code: '409', msg: '车位登记申请当前状态为审核未通过，不在待审核状态' });
  expect(await b.dispatch(bookingOwnerApi.endpoints.berthApply.initiate({ applyNo: apply.applyNo })).unwrap())
    .toMatchObject({ state: 3, stateText: '审核未通过', rejectReason: '车位编号与产权证明不一致' });
  expect(await registered(b)).toMatchObject({ registered: false, latestApply: { state: 3 } });
  const again = await checkIn(b);
  const [history] = (await b.dispatch(bookingOwnerApi.endpoints.berthApplies.initiate()).unwrap()).pages;
  expect(history!.results.map((x) => x.applyNo)).toEqual([again.applyNo, apply.applyNo]);
  await expect(storeAs('A').dispatch(bookingOwnerApi.endpoints.berthApply.initiate({ applyNo: apply.applyNo })).unwrap()).rejects.toMatchObject({ code: '404' });
});

test('the owner\'s centre: earnings in cents, shares, this month; the income list masks plates', async () => {
  const a = storeAs('A');
  const centre = await a.dispatch(bookingSpecApi.endpoints.userCenterData.initiate()).unwrap();
  expect(centre).toMatchObject({ earningsCents: 6020, shareCount: 5, monthEarningsCents: 1680, monthShareCount: 2, berthCount: 1, lockCount: 1 });
  const [incomes] = (await a.dispatch(bookingOwnerApi.endpoints.shareIncomes.initiate()).unwrap()).pages;
  expect(incomes!.total).toBe(5);
  expect(incomes!.results[0]).toMatchObject({ plateNo: '京H·***60', amountCents: 1120, sourceText: '车位预约', berthNo: 'B2-018' });
  expect(await storeAs('B').dispatch(bookingSpecApi.endpoints.userCenterData.initiate()).unwrap()).toMatchObject({ earningsCents: 0, shareCount: 0, lockCount: 0, activeBookCount: 0 });
});
