import { bookingSpecApi } from '@/api/booking/spec';
import { bookingLocksApi } from '@/api/booking/locks';
import { bookingOrdersApi } from '@/api/booking/orders';
import { LOCK_CODES, LOCK_TIMING, type LockAction } from '@/api/booking/locks.types';
import { setupStore } from '@/app/store';
import { wireTime } from '@mocks/core/wireTime';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';

const MIN = 60_000;
const fresh = { forceRefetch: true } as const;

/**
 * A store of the app inside WeChat as A (the seeded openid) or as B (an openid bound here). The openid is read from
 * storage at each call: the latest store made decides who calls.
 */
function storeAs(who: 'A' | 'B' = 'A') {
  const b = backend.db.drivers.find((d) => d.driverId === DRIVER_B);
  if (who === 'B' && b && !b.thirdIds.includes('oWx_demo_B')) b.thirdIds.push('oWx_demo_B');
  window.localStorage.setItem('openId', who === 'A' ? 'oWx_demo_A' : 'oWx_demo_B');
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof storeAs>;

const control = (s: Store, action: LockAction, lockId = 'L50001') => s.dispatch(bookingSpecApi.endpoints.controlLock.initiate({ lockId, action })).unwrap();
const state = (s: Store, lockId = 'L50001') => s.dispatch(bookingSpecApi.endpoints.lockState.initiate({ lockId }, fresh)).unwrap();
const cancel = (s: Store, body: { controlId: string } | { lockId: string }) => s.dispatch(bookingLocksApi.endpoints.cancelLockCommand.initiate(body)).unwrap();

/** The control API's lock faults (POST /__mock/locks/{lockId}). */
async function lockFault(body: Record<string, unknown>, lockId = 'L50001') {
  const res = await fetch(`http://localhost/__mock/locks/${lockId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: string; msg: string; data: { state: string; carPresent: boolean } | null };
}

test('A\'s seeded lock: raised, online, about 80 % battery, no car; A is its owner', async () => {
  const s = storeAs('A');
  const locks = await s.dispatch(bookingSpecApi.endpoints.userLocks.initiate()).unwrap();
  expect(locks).toHaveLength(1);
  expect(locks[0]).toMatchObject({ lockId: 'L50001', state: 'raised', online: true, batteryPct: 80, carPresent: false, role: 'owner', berthNo: 'B2-018', parkName: '西单大悦城停车场' });
  expect(locks[0]?.command).toMatchObject({ action: 'up', state: 'succeeded' });
});

test('lowered: one command for double taps, moving until the lock reports 8 s later; then raised the same way', async () => {
  const s = storeAs('A');
  const cmd = await control(s, 'down');
  expect(cmd).toMatchObject({ action: 'down', state: 'pending', stateText: '执行中', message: null, finishTime: null });
  expect(await control(s, 'down')).toMatchObject({ commandId: cmd.commandId, state: 'pending' });
  // Even the other button while one is pending answers the pending command.
  expect((await control(s, 'up')).commandId).toBe(cmd.commandId);
  expect(backend.db.lockCommands.filter((c) => c.state === 'pending')).toHaveLength(1);
  backend.clock.advance(LOCK_TIMING.moveMs - 1000);
  expect(await state(s)).toMatchObject({ state: 'moving', command: { commandId: cmd.commandId, state: 'pending' } });
  backend.clock.advance(1000);
  const down = await state(s);
  expect(down).toMatchObject({ state: 'lowered', command: { commandId: cmd.commandId, state: 'succeeded', message: '车位锁已降下' } });
  expect(down.lastReportTime).toBe(wireTime(backend.db.lockCommands.find((c) => c.commandId === cmd.commandId)!.createdAt + LOCK_TIMING.moveMs));

  const up = await control(s, 'up');
  expect(up.commandId).not.toBe(cmd.commandId);
  backend.clock.advance(LOCK_TIMING.moveMs);
  expect(await state(s)).toMatchObject({ state: 'raised', command: { commandId: up.commandId, state: 'succeeded', message: '车位锁已升起' } });
  // Asking for where it already is: done at once.
  expect(await control(s, 'up')).toMatchObject({ state: 'succeeded', message: '车位锁已处于升起状态' });
});

test('a car on the space refuses raising; a car coming on while it rises stops it (failed)', async () => {
  const s = storeAs('A');
  await control(s, 'down');
  backend.clock.advance(LOCK_TIMING.moveMs);
  expect((await lockFault({ carPresent: true })).data).toMatchObject({ state: 'lowered', carPresent: true });
  await expect(control(s, 'up')).rejects.toMatchObject({ code: LOCK_CODES.carPresent, msg: '车位上有车辆，无法升锁' });
  await lockFault({ carPresent: false });
  const up = await control(s, 'up');
  await lockFault({ carPresent: true });
  backend.clock.advance(LOCK_TIMING.moveMs);
  expect(await state(s)).toMatchObject({ state: 'lowered', command: { commandId: up.commandId, state: 'failed', message: '检测到车位上有车辆，升锁已停止' } });
});

test('offline and low battery are refused with their codes and say so', async () => {
  const s = storeAs('A');
  await lockFault({ online: false });
  await expect(control(s, 'down')).rejects.toMatchObject({ code: LOCK_CODES.offline, msg: '车位锁离线，请稍后重试或联系停车场管理员' });
  expect(await state(s)).toMatchObject({ online: false, state: 'raised' });
  await lockFault({ online: true, batteryPct: 9 });
  await expect(control(s, 'down')).rejects.toMatchObject({ code: LOCK_CODES.lowBattery, msg: '车位锁电量过低（剩余9%），暂无法操作，请联系停车场管理员' });
  await lockFault({ batteryPct: 10 });
  expect((await control(s, 'down')).state).toBe('pending');
  expect(backend.db.lockCommands.filter((c) => c.lockId === 'L50001')).toHaveLength(3);
});

test('a lock that never confirms: pending until 60 s, then timed out; the lock stays where it was', async () => {
  const s = storeAs('A');
  await lockFault({ neverConfirms: true });
  const cmd = await control(s, 'down');
  backend.clock.advance(30_000);
  expect(await state(s)).toMatchObject({ state: 'moving', command: { state: 'pending' } });
  backend.clock.advance(LOCK_TIMING.timeoutMs - 30_000);
  expect(await state(s)).toMatchObject({ state: 'raised', command: { commandId: cmd.commandId, state: 'timeout', stateText: '已超时', message: '车位锁未响应，请确认车位锁状态后重试' } });
  // A new try is a new command.
  expect((await control(s, 'down')).commandId).not.toBe(cmd.commandId);
});

test('a pending command can be cancelled (by its id or the lock\'s), once; a reload while pending finds it', async () => {
  const s = storeAs('A');
  const cmd = await control(s, 'down');
  // Another store (a reload) sees the same command pending and can poll it.
  const reloaded = storeAs('A');
  const locks = await reloaded.dispatch(bookingSpecApi.endpoints.userLocks.initiate()).unwrap();
  expect(locks[0]).toMatchObject({ state: 'moving', command: { commandId: cmd.commandId, state: 'pending' } });
  const cancelled = await cancel(reloaded, { controlId: cmd.commandId });
  expect(cancelled).toMatchObject({ commandId: cmd.commandId, state: 'cancelled', message: '操作已取消，车位锁保持原状态' });
  backend.clock.advance(LOCK_TIMING.moveMs);
  expect(await state(s)).toMatchObject({ state: 'raised', command: { state: 'cancelled' } });
  await expect(cancel(s, { controlId: cmd.commandId })).rejects.toMatchObject({ code: LOCK_CODES.commandFinished });

  const next = await control(s, 'down');
  expect((await cancel(s, { lockId: 'L50001' })).commandId).toBe(next.commandId);
  await expect(cancel(s, { lockId: 'L50001' })).rejects.toMatchObject({ code: '404', msg: '该车位锁没有进行中的操作' });
});

test('not your lock; a booked driver controls it only while the booking is valid, and the lock rises after the car has left', async () => {
  const b = storeAs('B');
  await expect(control(b, 'down')).rejects.toMatchObject({ code: LOCK_CODES.notYourLock, msg: '该车位锁不属于您，无法操作' });
  await expect(state(b)).rejects.toMatchObject({ code: LOCK_CODES.notYourLock });
  expect(await b.dispatch(bookingSpecApi.endpoints.userLocks.initiate()).unwrap()).toEqual([]);

  // B books A's shared space for an hour from +60 minutes and pays by WeChat.
  const startTime = wireTime(backend.clock.now() + 60 * MIN, 'YYYY-MM-DD HH:mm:00');
  const order = await b.dispatch(bookingSpecApi.endpoints.createBookOrder.initiate({ parkId: 'P1005', plateNo: '京B88888', packageId: 'P1005-PK60', startTime, berthId: 'P1005-B2-018' })).unwrap();
  expect(order).toMatchObject({ berthNo: 'B2-018', lockId: 'L50001' });
  // Unpaid, B sees the lock (before paying) but cannot move it.
  expect(await b.dispatch(bookingSpecApi.endpoints.userLocks.initiate(undefined, fresh)).unwrap()).toMatchObject([{ lockId: 'L50001', role: 'booker', online: true, batteryPct: 80, carPresent: false }]);
  await expect(control(b, 'down')).rejects.toMatchObject({ code: LOCK_CODES.noValidBooking, msg: '预约尚未支付，支付后方可操作车位锁' });
  const pay = await b.dispatch(bookingOrdersApi.endpoints.payBookOrder.initiate({ bookOrderId: order.bookOrderId, payChannel: 3 })).unwrap();
  await fetch(`http://localhost/__mock/payments/${pay.payOrderId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state: 'paid' }) });
  const mine = await b.dispatch(bookingSpecApi.endpoints.userLocks.initiate(undefined, fresh)).unwrap();
  expect(mine).toMatchObject([{ lockId: 'L50001', role: 'booker', bookOrderId: order.bookOrderId }]);
  await expect(control(b, 'down')).rejects.toMatchObject({ code: LOCK_CODES.noValidBooking, msg: '预约开始前15分钟起方可操作车位锁，请稍后再试' });

  backend.clock.advance(50 * MIN);
  await control(b, 'down');
  backend.clock.advance(LOCK_TIMING.moveMs);
  expect(await state(b)).toMatchObject({ state: 'lowered' });
  // The lock's sensor sees B's car: the booking is in use; then it leaves: done, and the lock rises behind it.
  await lockFault({ carPresent: true });
  const a = storeAs('A');
  expect((await a.dispatch(bookingSpecApi.endpoints.userCenterData.initiate()).unwrap()).shareCount).toBe(5);
  const b2 = storeAs('B');
  expect(await b2.dispatch(bookingSpecApi.endpoints.bookOrderDetail.initiate({ bookOrderId: order.bookOrderId })).unwrap()).toMatchObject({ state: 2 });
  backend.clock.advance(30 * MIN);
  await lockFault({ carPresent: false });
  expect(await b2.dispatch(bookingSpecApi.endpoints.bookOrderDetail.initiate({ bookOrderId: order.bookOrderId }, fresh)).unwrap()).toMatchObject({ state: 3 });
  backend.clock.advance(LOCK_TIMING.moveMs);
  expect(await state(storeAs('A'))).toMatchObject({ state: 'raised', carPresent: false, command: { action: 'up', state: 'succeeded' } });
  expect(backend.db.lockCommands[backend.db.lockCommands.length - 1]?.driverId).toBeNull();
  // Over, the booking no longer gives B the lock; A's share of it (70 % of 8.00元) is A's.
  const b3 = storeAs('B');
  expect(await b3.dispatch(bookingSpecApi.endpoints.userLocks.initiate(undefined, fresh)).unwrap()).toEqual([]);
  await expect(control(b3, 'up')).rejects.toMatchObject({ code: LOCK_CODES.noValidBooking, msg: '您在该共享车位暂无有效预约，无法操作车位锁' });
  const centre = await storeAs('A').dispatch(bookingSpecApi.endpoints.userCenterData.initiate()).unwrap();
  expect(centre).toMatchObject({ shareCount: 6 });
  expect(backend.db.shareIncomes.find((i) => i.refNo === order.bookOrderId)).toMatchObject({ ownerDriverId: DRIVER_A, amountCents: 560 });
});

test('the lock\'s history: newest first, with who did what', async () => {
  const s = storeAs('A');
  await control(s, 'down');
  backend.clock.advance(LOCK_TIMING.moveMs);
  await lockFault({ online: false });
  const [history] = (await s.dispatch(bookingLocksApi.endpoints.lockHistory.initiate({ lockId: 'L50001' })).unwrap()).pages;
  expect(history!.total).toBe(6);
  expect(history!.results.slice(0, 3).map((e) => [e.kind, e.text])).toEqual([['offline', '车位锁离线'], ['lowered', '张师傅 降锁'], ['raised', '张师傅 升锁']]);
  expect((await lockFault({ online: 'yes' })).code).toBe('400');
  expect((await lockFault({}, 'L00000')).code).toBe('404');
});
