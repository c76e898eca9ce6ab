import { bookingSpecApi } from '@/api/booking/spec';
import { BOOKING_CODES } from '@/api/booking/orders.types';
import { setupStore } from '@/app/store';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { wireTime } from '@mocks/core/wireTime';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

/** The app runs inside WeChat as driver A: the request layer sends this openid as thirdId. */
function asWechatUser(openId = 'oWx_demo_A') {
  window.localStorage.setItem('openId', openId);
}

/** A start the given minutes from the mock's now, as the app sends it: Beijing time, whatever the machine's zone. */
function inMinutes(m: number): string {
  return wireTime(backend.clock.now() + m * 60_000, 'YYYY-MM-DD HH:mm:00');
}

const park = (id: string) => backend.db.parks.find((p) => p.parkId === id);

test('every booking call carries the stored openid as thirdId, and it decides who the user is', async () => {
  asWechatUser();
  const plates = await store().dispatch(bookingSpecApi.endpoints.bookingPlates.initiate()).unwrap();
  expect(plates.map((p) => p.plateNo)).toEqual(['京A12345', '粤B12345', '京AD12345']);
  expect(backend.calls.list('/api/v1/getAllPlateInfo')[0]?.body).toEqual({ thirdId: 'oWx_demo_A' });
});

test('without an openid the token decides; with neither the call needs a login', async () => {
  await expect(store().dispatch(bookingSpecApi.endpoints.userCenterData.initiate()).unwrap()).rejects.toMatchObject({ code: '401' });
  signInAs('A');
  const data = await store().dispatch(bookingSpecApi.endpoints.userCenterData.initiate()).unwrap();
  expect(data).toMatchObject({ phone: '138****8000', plateCount: 3, lockCount: 1, berthCount: 1, evasionCount: 1, activeBookCount: 1, bookOrderCount: 3 });
});

test('a booking of a limited park takes a space and a berth, unpaid first; it leads the list', async () => {
  asWechatUser();
  const s = store();
  const order = await s.dispatch(bookingSpecApi.endpoints.createBookOrder.initiate({ parkId: 'P1005', plateNo: '京A12345', packageId: 'P1005-PK30', startTime: inMinutes(60) })).unwrap();
  expect(order).toMatchObject({ parkName: '西单大悦城停车场', state: 0, stateText: '待支付', priceCents: 500, payCents: 0, dueCents: 500, dueKind: 'booking', bookingCode: null });
  // A public space, not A's own shared one.
  expect(order.berthNo).toBe('B2-002');
  expect(park('P1005')?.leftBookSpaceNum).toBe(2);
  expect(backend.db.berths.find((b) => b.berthId === order.berthId)?.state).toBe(2);
  const list = await s.dispatch(bookingSpecApi.endpoints.bookOrders.initiate({ lastId: 0, pageSize: 15 })).unwrap();
  expect(list.list[0]?.bookOrderId).toBe(order.bookOrderId);
  expect(list.list).toHaveLength(4);
  expect(list.hasMore).toBe(false);
});

test('an unlimited park stays unlimited after a booking', async () => {
  asWechatUser();
  await store().dispatch(bookingSpecApi.endpoints.createBookOrder.initiate({ parkId: 'P1003', plateNo: '京AD12345', packageId: 'P1003-PK60', startTime: inMinutes(30) })).unwrap();
  expect(park('P1003')?.leftBookSpaceNum).toBe(-1);
});

test('refused with their codes: a full park, a plate not bound, an overlapping booking, a start too soon or too far, a park without booking', async () => {
  const before = backend.db.bookOrders.length;
  asWechatUser();
  const s = store();
  const create = (parkId: string, plateNo: string, startTime: string) =>
    s.dispatch(bookingSpecApi.endpoints.createBookOrder.initiate({ parkId, plateNo, packageId: `${parkId}-PK30`, startTime })).unwrap();
  await expect(create('P1010', '京A12345', inMinutes(60))).rejects.toMatchObject({ code: BOOKING_CODES.noSpace, msg: '该停车场预约车位已满，请选择其他停车场' });
  await expect(create('P1005', '京B88888', inMinutes(60))).rejects.toMatchObject({ code: BOOKING_CODES.plateNotBound, msg: '该车牌未绑定到您的账户，请先添加车辆' });
  // A's seeded booking holds 京A12345 at P1003 from +120 to +150 minutes.
  await expect(create('P1005', '京A12345', inMinutes(130))).rejects.toMatchObject({ code: BOOKING_CODES.overlapping, msg: '该车辆在所选时段已有预约，请勿重复预约' });
  await expect(create('P1005', '京A12345', inMinutes(-30))).rejects.toMatchObject({ code: BOOKING_CODES.startOutOfRange });
  await expect(create('P1005', '京A12345', inMinutes(8 * 24 * 60))).rejects.toMatchObject({ code: BOOKING_CODES.startOutOfRange, msg: '最多可预约7天内的车位' });
  await expect(create('P1002', '京A12345', inMinutes(60))).rejects.toMatchObject({ code: '400', msg: '该停车场暂不支持预约' });
  await expect(create('P1005', '京A12345', '2026-13-01 10:00:00')).rejects.toMatchObject({ code: '400' });
  expect(park('P1005')?.leftBookSpaceNum).toBe(3);
  expect(backend.db.bookOrders).toHaveLength(before);
});

test('the order list pages by cursor: lastId of one page asks for the next', async () => {
  asWechatUser();
  const s = store();
  for (const [plate, at] of [['粤B12345', 300], ['京AD12345', 400]] as const) {
    await s.dispatch(bookingSpecApi.endpoints.createBookOrder.initiate({ parkId: 'P1003', plateNo: plate, packageId: 'P1003-PK30', startTime: inMinutes(at) })).unwrap();
  }
  const first = await s.dispatch(bookingSpecApi.endpoints.bookOrders.initiate({ lastId: 0, pageSize: 2 })).unwrap();
  expect(first.hasMore).toBe(true);
  const second = await s.dispatch(bookingSpecApi.endpoints.bookOrders.initiate({ lastId: first.lastId, pageSize: 2 })).unwrap();
  const third = await s.dispatch(bookingSpecApi.endpoints.bookOrders.initiate({ lastId: second.lastId, pageSize: 2 })).unwrap();
  expect(third).toMatchObject({ hasMore: false, lastId: 0 });
  const ids = [...first.list, ...second.list, ...third.list].map((o) => o.id);
  expect(ids).toEqual([100002, 100001, 90003, 90002, 90001]);
  const cancelled = await s.dispatch(bookingSpecApi.endpoints.bookOrders.initiate({ lastId: 0, pageSize: 15, state: 4 })).unwrap();
  expect(cancelled.list.map((o) => [o.bookOrderId, o.refundCents, o.refundTo, o.reason])).toEqual([['BO090001', 500, 'balance', '行程有变']]);
});

test('the seed: an upcoming paid booking with its code, a used one, a cancelled one with its refund; B has none', async () => {
  asWechatUser();
  const s = store();
  const upcoming = await s.dispatch(bookingSpecApi.endpoints.bookOrderDetail.initiate({ bookOrderId: 'BO090003' })).unwrap();
  expect(upcoming).toMatchObject({ state: 1, stateText: '待入场', payCents: 500, dueCents: 0, lockId: null });
  expect(upcoming.bookingCode).toMatch(/^\d{6}$/);
  const used = await s.dispatch(bookingSpecApi.endpoints.bookOrderDetail.initiate({ bookOrderId: 'BO090002' })).unwrap();
  expect(used).toMatchObject({ state: 3, stateText: '已完成', overstay: null });
  expect(used.arriveTime).not.toBeNull();
  backend.db.bookOrders = backend.db.bookOrders.filter((o) => o.driverId !== DRIVER_B);
  signInAs('B');
  window.localStorage.removeItem('openId');
  const none = await store().dispatch(bookingSpecApi.endpoints.bookOrders.initiate({ lastId: 0, pageSize: 15 })).unwrap();
  expect(none).toEqual({ list: [], lastId: 0, hasMore: false });
  expect(await store().dispatch(bookingSpecApi.endpoints.userLocks.initiate()).unwrap()).toEqual([]);
});

test('a user of another openid must bind a phone first; then they are that driver', async () => {
  asWechatUser('oWx_new_user');
  const s = store();
  expect(await s.dispatch(bookingSpecApi.endpoints.bookingLoginState.initiate()).unwrap()).toMatchObject({ isLogin: false, isBindPhone: false });
  await expect(s.dispatch(bookingSpecApi.endpoints.bookingPlates.initiate()).unwrap()).rejects.toMatchObject({ code: '0xd12501022' });
  await expect(s.dispatch(bookingSpecApi.endpoints.bookingBindPhone.initiate({ phone: '13900139000', verifyCode: '111111' })).unwrap()).rejects.toMatchObject({ msg: '验证码错误或已过期' });
  await s.dispatch(bookingSpecApi.endpoints.bookingBindPhone.initiate({ phone: '13900139000', verifyCode: '123456' })).unwrap();
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_B)?.thirdIds).toEqual(['oWx_new_user']);
  const plates = await s.dispatch(bookingSpecApi.endpoints.bookingPlates.initiate(undefined, { forceRefetch: true })).unwrap();
  expect(plates.map((p) => p.plateNo)).toEqual(['京B88888']);
  // A user without plates gets an empty list (the page then sends them to /addCar).
  backend.db.plates = backend.db.plates.filter((p) => p.driverId !== DRIVER_B);
  expect(await s.dispatch(bookingSpecApi.endpoints.bookingPlates.initiate(undefined, { forceRefetch: true })).unwrap()).toEqual([]);
});

test('lifting control of an evasion car shows in the list and in the personal centre; the list narrows to a lock', async () => {
  asWechatUser();
  const s = store();
  const cars = await s.dispatch(bookingSpecApi.endpoints.evasionCars.initiate()).unwrap();
  expect(cars.map((c) => [c.controlId, c.controlState, c.lockId])).toEqual([['EC60002', 1, 'L50001'], ['EC60001', 0, 'L50001']]);
  expect(await s.dispatch(bookingSpecApi.endpoints.evasionCars.initiate({ lockId: 'L50001' })).unwrap()).toHaveLength(2);
  const lifted = await s.dispatch(bookingSpecApi.endpoints.cancelEvasionControl.initiate({ controlId: 'EC60002' })).unwrap();
  expect(lifted).toMatchObject({ controlState: 0, stateText: '已解除布控' });
  const centre = await s.dispatch(bookingSpecApi.endpoints.userCenterData.initiate()).unwrap();
  expect(centre.evasionCount).toBe(0);
});

test('updating the profile changes the nickname the driver account holds', async () => {
  asWechatUser();
  const s = store();
  const detail = await s.dispatch(bookingSpecApi.endpoints.updateBookingUserInfo.initiate({ nickName: '老张', gender: 1 })).unwrap();
  expect(detail).toMatchObject({ nickName: '老张', gender: 1, berthOwner: true });
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.nickName).toBe('老张');
  await expect(s.dispatch(bookingSpecApi.endpoints.updateBookingUserInfo.initiate({ nickName: '老*张' })).unwrap()).rejects.toMatchObject({ code: '400' });
  expect((await s.dispatch(bookingSpecApi.endpoints.bookingUserDetail.initiate({ type: 1 })).unwrap()).nickName).toBe('老张');
});

test('bookable parks by location and by name; recommendations skip a full park; a lot shows its types, packages and rules', async () => {
  asWechatUser();
  const s = store();
  const near = await s.dispatch(bookingSpecApi.endpoints.bookableParksByLocation.initiate({ longitude: 116.397, latitude: 39.909, lastId: 0, pageSize: 9999 })).unwrap();
  expect(near.list.map((p) => p.parkId)).toEqual(['P1003', 'P1007', 'P1005', 'P1010']);
  const rec = await s.dispatch(bookingSpecApi.endpoints.recommendedBookableParks.initiate({ parkId: 'P1010' })).unwrap();
  expect(rec.map((p) => p.parkId)).toEqual(['P1005', 'P1003', 'P1007']);
  const byName = await s.dispatch(bookingSpecApi.endpoints.bookableParksByName.initiate({ parkName: '大剧院', lastId: 0, pageSize: 9999 })).unwrap();
  expect(byName.list.map((p) => p.parkId)).toEqual(['P1003']);
  const all = await s.dispatch(bookingSpecApi.endpoints.bookableParksByName.initiate({ parkName: '', lastId: 0, pageSize: 9999 })).unwrap();
  expect(all.list).toHaveLength(4);
  const detail = await s.dispatch(bookingSpecApi.endpoints.bookingParkDetail.initiate({ parkId: 'P1005' })).unwrap();
  expect(detail.berthTypes.map((t) => [t.berthTypeName, t.leftNum, t.totalNum])).toEqual([['普通车位', 4, 5], ['充电车位', 2, 2]]);
  expect(detail.packages.map((k) => [k.durationMinutes, k.priceCents])).toEqual([[30, 500], [60, 800], [240, 2400]]);
  expect(detail.rules).toMatchObject({ leadMinutes: 15, maxDurationMinutes: 240, stepMinutes: 30, unitCents: 500, graceMinutes: 20, freeCancelMinutes: 60, lateCancelFeeCents: 300 });
  expect(detail.rules.ruleTexts).toHaveLength(5);
  // A is the owner of B2-018: never recommended to A; a public space first for anyone.
  const berth = await s.dispatch(bookingSpecApi.endpoints.recommendedBerth.initiate({ parkId: 'P1005' })).unwrap();
  expect(berth).toMatchObject({ berthNo: 'B2-002', shared: false, hasLock: false, lock: null });
  // A shared space shows its lock before anyone pays for it.
  const shared = await s.dispatch(bookingSpecApi.endpoints.berthInfo.initiate({ berthId: 'P1005-B2-018' })).unwrap();
  expect(shared).toMatchObject({ shared: true, hasLock: true, lock: { lockId: 'L50001', state: 'raised', online: true, batteryPct: 80, carPresent: false } });
});
