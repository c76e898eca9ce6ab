import { waitFor } from '@testing-library/react';
import { bookingApi } from '@/api/booking';
import { setupStore } from '@/app/store';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
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

function inMinutes(m: number): string {
  const d = new Date(Date.now() + m * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:00`;
}

const park = (id: string) => backend.db.parks.find((p) => p.parkId === id);

test('every booking call carries the stored openid as thirdId, and it decides who the user is', async () => {
  asWechatUser();
  const plates = await store().dispatch(bookingApi.endpoints.bookingPlates.initiate()).unwrap();
  expect(plates.map((p) => p.plateNo)).toEqual(['京A12345', '粤B12345', '京AD12345']);
  expect(backend.calls.list('/api/v1/getAllPlateInfo')[0]?.body).toEqual({ thirdId: 'oWx_demo_A' });
});

test('without an openid the token decides; with neither the call needs a login', async () => {
  await expect(store().dispatch(bookingApi.endpoints.userCenterData.initiate()).unwrap()).rejects.toMatchObject({ code: '401' });
  signInAs('A');
  const data = await store().dispatch(bookingApi.endpoints.userCenterData.initiate()).unwrap();
  expect(data).toMatchObject({ phone: '138****8000', plateCount: 3, lockCount: 1, berthCount: 1, evasionCount: 1, activeBookCount: 1 });
});

test('booking a limited park takes a space and a berth; the order leads the list', async () => {
  asWechatUser();
  const s = store();
  const order = await s.dispatch(bookingApi.endpoints.createBookOrder.initiate({ parkId: 'P1005', plateNo: '京A12345', packageId: 'P1005-PK30', startTime: inMinutes(60) })).unwrap();
  expect(order).toMatchObject({ parkName: '西单大悦城停车场', state: 1, stateText: '待入场', payCents: 500 });
  expect(park('P1005')?.leftBookSpaceNum).toBe(2);
  const berth = backend.db.berths.find((b) => b.berthNo === order.berthNo && b.parkId === 'P1005');
  expect(berth?.state).toBe(2);
  const list = await s.dispatch(bookingApi.endpoints.bookOrders.initiate({ lastId: 0, pageSize: 15 })).unwrap();
  expect(list.list[0]?.bookOrderId).toBe(order.bookOrderId);
  expect(list.list).toHaveLength(4);
  expect(list.hasMore).toBe(false);
});

test('an unlimited park stays unlimited after a booking', async () => {
  asWechatUser();
  await store().dispatch(bookingApi.endpoints.createBookOrder.initiate({ parkId: 'P1003', plateNo: '京AD12345', packageId: 'P1003-PK60', startTime: inMinutes(30) })).unwrap();
  expect(park('P1003')?.leftBookSpaceNum).toBe(-1);
});

test('refused: a full park, a plate not bound to the user, an overlapping booking, a time in the past', async () => {
  asWechatUser();
  const s = store();
  const create = (parkId: string, plateNo: string, startTime: string) =>
    s.dispatch(bookingApi.endpoints.createBookOrder.initiate({ parkId, plateNo, packageId: `${parkId}-PK30`, startTime })).unwrap();
  await expect(create('P1010', '京A12345', inMinutes(60))).rejects.toMatchObject({ msg: '该停车场预约车位已满，请选择其他停车场' });
  await expect(create('P1005', '京B88888', inMinutes(60))).rejects.toMatchObject({ msg: '该车牌未绑定到您的账户，请先添加车辆' });
  // A's seeded booking holds 京A12345 from +120 to +150 minutes.
  await expect(create('P1005', '京A12345', inMinutes(130))).rejects.toMatchObject({ msg: '该车辆在所选时段已有预约，请勿重复预约' });
  await expect(create('P1005', '京A12345', inMinutes(-30))).rejects.toMatchObject({ msg: '预约时间不能早于当前时间' });
  await expect(create('P1002', '京A12345', inMinutes(60))).rejects.toMatchObject({ msg: '该停车场暂不支持预约' });
  expect(park('P1005')?.leftBookSpaceNum).toBe(3);
  expect(backend.db.bookOrders).toHaveLength(3);
});

test('cancelling well ahead refunds everything and gives the space back', async () => {
  asWechatUser();
  const s = store();
  const order = await s.dispatch(bookingApi.endpoints.createBookOrder.initiate({ parkId: 'P1005', plateNo: '粤B12345', packageId: 'P1005-PK60', startTime: inMinutes(90) })).unwrap();
  expect(park('P1005')?.leftBookSpaceNum).toBe(2);
  const preview = await s.dispatch(bookingApi.endpoints.previewBookOrderCancel.initiate({ bookOrderId: order.bookOrderId })).unwrap();
  expect(preview).toMatchObject({ payCents: 800, refundCents: 800, deductCents: 0 });
  const cancelled = await s.dispatch(bookingApi.endpoints.cancelBookOrder.initiate({ bookOrderId: order.bookOrderId, reason: '行程有变' })).unwrap();
  expect(cancelled).toMatchObject({ state: 4, stateText: '已取消', refundCents: 800 });
  expect(park('P1005')?.leftBookSpaceNum).toBe(3);
  expect(backend.db.berths.find((b) => b.parkId === 'P1005' && b.berthNo === order.berthNo)?.state).toBe(0);
  await expect(s.dispatch(bookingApi.endpoints.cancelBookOrder.initiate({ bookOrderId: order.bookOrderId })).unwrap()).rejects.toMatchObject({ code: '400' });
});

test('the refund shrinks as the arrival time nears: half inside the free window, nothing once it has begun', async () => {
  asWechatUser();
  const s = store();
  const soon = await s.dispatch(bookingApi.endpoints.createBookOrder.initiate({ parkId: 'P1007', plateNo: '粤B12345', packageId: 'P1007-PK60', startTime: inMinutes(10) })).unwrap();
  expect(await s.dispatch(bookingApi.endpoints.previewBookOrderCancel.initiate({ bookOrderId: soon.bookOrderId })).unwrap())
    .toMatchObject({ payCents: 800, refundCents: 400, deductCents: 400 });
  const rec = backend.db.bookOrders.find((o) => o.bookOrderId === soon.bookOrderId);
  if (rec) rec.startTime = Date.now() - 5 * 60_000;
  const late = await s.dispatch(bookingApi.endpoints.cancelBookOrder.initiate({ bookOrderId: soon.bookOrderId })).unwrap();
  expect(late.refundCents).toBe(0);
});

test('the order list pages by cursor: lastId of one page asks for the next', async () => {
  asWechatUser();
  const s = store();
  for (const [plate, at] of [['粤B12345', 300], ['京AD12345', 400]] as const) {
    await s.dispatch(bookingApi.endpoints.createBookOrder.initiate({ parkId: 'P1003', plateNo: plate, packageId: 'P1003-PK30', startTime: inMinutes(at) })).unwrap();
  }
  const first = await s.dispatch(bookingApi.endpoints.bookOrders.initiate({ lastId: 0, pageSize: 2 })).unwrap();
  expect(first.hasMore).toBe(true);
  const second = await s.dispatch(bookingApi.endpoints.bookOrders.initiate({ lastId: first.lastId, pageSize: 2 })).unwrap();
  const third = await s.dispatch(bookingApi.endpoints.bookOrders.initiate({ lastId: second.lastId, pageSize: 2 })).unwrap();
  expect(third).toMatchObject({ hasMore: false, lastId: 0 });
  const ids = [...first.list, ...second.list, ...third.list].map((o) => o.id);
  expect(ids).toEqual([100002, 100001, 90003, 90002, 90001]);
});

test('a user of another openid must bind a phone first; then they are that driver', async () => {
  asWechatUser('oWx_new_user');
  const s = store();
  expect(await s.dispatch(bookingApi.endpoints.bookingLoginState.initiate()).unwrap()).toMatchObject({ isLogin: false, isBindPhone: false });
  await expect(s.dispatch(bookingApi.endpoints.bookingPlates.initiate()).unwrap()).rejects.toMatchObject({ code: '0xd12501022' });
  await expect(s.dispatch(bookingApi.endpoints.bookingBindPhone.initiate({ phone: '13900139000', verifyCode: '111111' })).unwrap()).rejects.toMatchObject({ msg: '验证码错误或已过期' });
  await s.dispatch(bookingApi.endpoints.bookingBindPhone.initiate({ phone: '13900139000', verifyCode: '123456' })).unwrap();
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_B)?.thirdIds).toEqual(['oWx_new_user']);
  const plates = await s.dispatch(bookingApi.endpoints.bookingPlates.initiate(undefined, { forceRefetch: true })).unwrap();
  expect(plates.map((p) => p.plateNo)).toEqual(['京B88888']);
  // A user without plates gets an empty list (the page then sends them to /addCar).
  backend.db.plates = backend.db.plates.filter((p) => p.driverId !== DRIVER_B);
  expect(await s.dispatch(bookingApi.endpoints.bookingPlates.initiate(undefined, { forceRefetch: true })).unwrap()).toEqual([]);
});

test('A lowers and raises the lock; the lock state follows', async () => {
  asWechatUser();
  const s = store();
  const locks = await s.dispatch(bookingApi.endpoints.userLocks.initiate()).unwrap();
  expect(locks).toHaveLength(1);
  expect(locks[0]).toMatchObject({ lockId: 'L50001', state: 'up', berthNo: 'B2-018', parkName: '西单大悦城停车场' });
  const sub = s.dispatch(bookingApi.endpoints.lockState.initiate({ lockId: 'L50001' }));
  expect((await sub.unwrap()).state).toBe('up');
  await s.dispatch(bookingApi.endpoints.controlLock.initiate({ lockId: 'L50001', action: 'down' })).unwrap();
  await waitFor(() => expect(bookingApi.endpoints.lockState.select({ lockId: 'L50001' })(s.getState()).data?.state).toBe('down'));
  expect(backend.db.locks[0]?.state).toBe('down');

  // A car now stands on the space: the lock must not rise under it.
  const berth = backend.db.berths.find((b) => b.berthId === 'P1005-B2-018');
  if (berth) berth.state = 1;
  await expect(s.dispatch(bookingApi.endpoints.controlLock.initiate({ lockId: 'L50001', action: 'up' })).unwrap()).rejects.toMatchObject({ msg: '车位上有车辆，无法升锁' });
  if (berth) berth.state = 0;
  await s.dispatch(bookingApi.endpoints.controlLock.initiate({ lockId: 'L50001', action: 'up' })).unwrap();
  expect(backend.db.locks[0]?.state).toBe('up');
  sub.unsubscribe();
});

test("nobody else controls A's lock, and an offline lock is refused", async () => {
  const b = backend.db.drivers.find((d) => d.driverId === DRIVER_B);
  b?.thirdIds.push('oWx_demo_B');
  asWechatUser('oWx_demo_B');
  await expect(store().dispatch(bookingApi.endpoints.controlLock.initiate({ lockId: 'L50001', action: 'down' })).unwrap()).rejects.toMatchObject({ code: '404' });
  asWechatUser();
  const lock = backend.db.locks[0];
  if (lock) lock.online = false;
  await expect(store().dispatch(bookingApi.endpoints.controlLock.initiate({ lockId: 'L50001', action: 'down' })).unwrap()).rejects.toMatchObject({ msg: '车位锁离线，请稍后重试' });
  expect(backend.db.locks[0]?.state).toBe('up');
});

test('lifting control of an evasion car shows in the list and in the personal centre', async () => {
  asWechatUser();
  const s = store();
  const cars = await s.dispatch(bookingApi.endpoints.evasionCars.initiate()).unwrap();
  expect(cars.map((c) => [c.controlId, c.controlState])).toEqual([['EC60002', 1], ['EC60001', 0]]);
  const lifted = await s.dispatch(bookingApi.endpoints.cancelEvasionControl.initiate({ controlId: 'EC60002' })).unwrap();
  expect(lifted).toMatchObject({ controlState: 0, stateText: '已解除布控' });
  const centre = await s.dispatch(bookingApi.endpoints.userCenterData.initiate()).unwrap();
  expect(centre.evasionCount).toBe(0);
});

test('updating the profile changes the nickname the driver account holds', async () => {
  asWechatUser();
  const s = store();
  const detail = await s.dispatch(bookingApi.endpoints.updateBookingUserInfo.initiate({ nickName: '老张', gender: 1 })).unwrap();
  expect(detail).toMatchObject({ nickName: '老张', gender: 1, berthOwner: true });
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.nickName).toBe('老张');
  await expect(s.dispatch(bookingApi.endpoints.updateBookingUserInfo.initiate({ nickName: '老*张' })).unwrap()).rejects.toMatchObject({ code: '400' });
  expect((await s.dispatch(bookingApi.endpoints.bookingUserDetail.initiate({ type: 1 })).unwrap()).nickName).toBe('老张');
});

test('bookable parks by location come nearest first; recommendations skip a full park', async () => {
  asWechatUser();
  const s = store();
  const near = await s.dispatch(bookingApi.endpoints.bookableParksByLocation.initiate({ longitude: 116.397, latitude: 39.909, lastId: 0, pageSize: 9999 })).unwrap();
  expect(near.list.map((p) => p.parkId)).toEqual(['P1003', 'P1007', 'P1005', 'P1010']);
  const rec = await s.dispatch(bookingApi.endpoints.recommendedBookableParks.initiate({ parkId: 'P1010' })).unwrap();
  expect(rec.map((p) => p.parkId)).toEqual(['P1005', 'P1003', 'P1007']);
  const byName = await s.dispatch(bookingApi.endpoints.bookableParksByName.initiate({ parkName: '大剧院', lastId: 0, pageSize: 9999 })).unwrap();
  expect(byName.list.map((p) => p.parkId)).toEqual(['P1003']);
  const detail = await s.dispatch(bookingApi.endpoints.bookingParkDetail.initiate({ parkId: 'P1005' })).unwrap();
  expect(detail.berthTypes.map((t) => t.berthTypeName)).toEqual(['普通车位', '充电车位']);
  expect(detail.packages.map((k) => k.priceCents)).toEqual([500, 800]);
});
