import type { EvasionCar, LockState, RegisteredBerthInfo, UserLock } from '../../../src/api/types/booking';
import type { Db } from '../../db';
import type { EvasionControlRecord, LockRecord } from '../../db/booking';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, str } from '../../core/validate';
import { bookingUser, fmt } from './common';

function lockState(l: LockRecord): LockState {
  return { lockId: l.lockId, state: l.state, online: l.online, battery: l.battery, updateTime: fmt(l.updatedAt) };
}

function toUserLock(db: Db, l: LockRecord): UserLock {
  const berth = db.berths.find((b) => b.berthId === l.berthId);
  return {
    ...lockState(l),
    lockName: l.lockName,
    parkId: berth?.parkId ?? '',
    parkName: db.parks.find((p) => p.parkId === berth?.parkId)?.parkName ?? '',
    berthNo: berth?.berthNo ?? '',
  };
}

function toEvasion(db: Db, e: EvasionControlRecord): EvasionCar {
  const berth = db.berths.find((b) => b.berthId === e.berthId);
  return {
    controlId: e.controlId,
    plateNo: e.plateNo,
    parkName: db.parks.find((p) => p.parkId === berth?.parkId)?.parkName ?? '',
    berthNo: berth?.berthNo ?? '',
    evasionTime: fmt(e.evasionAt),
    amountCents: e.amountCents,
    controlState: e.controlState,
    stateText: e.controlState === 1 ? '布控中' : '已解除布控',
  };
}

/** Someone else's lock answers like a missing one, so lock ids cannot be probed. */
function ownLock(ctx: MockContext): LockRecord {
  const user = bookingUser(ctx);
  const lockId = str(ctx.req.input, 'lockId', '车位锁编号');
  const lock = ctx.db.locks.find((l) => l.lockId === lockId && l.driverId === user.driverId);
  if (!lock) notFound('车位锁不存在或无权操作');
  return lock;
}

/** Owner berths: registered spaces, their Zigbee locks, and cars that left them unpaid. */
export function registerBookingLocks(r: MockRouter) {
  r.post('/api/v1/hasRegisteredBerth', (ctx) => {
    const user = bookingUser(ctx);
    const berthCount = ctx.db.berths.filter((b) => b.ownerDriverId === user.driverId).length;
    const info: RegisteredBerthInfo = { registered: berthCount > 0, berthCount };
    return info;
  });

  r.post('/api/v1/getUserLockList', (ctx) => {
    const user = bookingUser(ctx);
    return ctx.db.locks.filter((l) => l.driverId === user.driverId).map((l) => toUserLock(ctx.db, l));
  });

  r.post('/api/v1/getZigbeeLockState', (ctx) => lockState(ownLock(ctx)));

  // Repeating the lock's current position succeeds without a change: the lock simply stays there.
  r.post('/api/v1/controlZigbeeLock', (ctx) => {
    const lock = ownLock(ctx);
    const action = oneOf(ctx.req.input, 'action', '操作类型', ['up', 'down'] as const);
    if (!lock.online) throw new MockFail('400', '车位锁离线，请稍后重试');
    const berth = ctx.db.berths.find((b) => b.berthId === lock.berthId);
    if (action === 'up' && lock.state === 'down' && berth?.state === 1) badRequest('车位上有车辆，无法升锁');
    if (lock.state !== action) {
      lock.state = action;
      lock.updatedAt = ctx.now();
    }
    return lockState(lock);
  });

  r.post('/api/v1/getEvasionCarList', (ctx) => {
    const user = bookingUser(ctx);
    return ctx.db.evasionControls
      .filter((e) => e.ownerDriverId === user.driverId)
      .sort((a, b) => b.evasionAt - a.evasionAt)
      .map((e) => toEvasion(ctx.db, e));
  });

  r.post('/api/v1/cancelControl', (ctx) => {
    const user = bookingUser(ctx);
    const controlId = str(ctx.req.input, 'controlId', '布控编号');
    const rec = ctx.db.evasionControls.find((e) => e.controlId === controlId && e.ownerDriverId === user.driverId);
    if (!rec) notFound('布控记录不存在');
    if (rec.controlState === 0) badRequest('该车辆已解除布控');
    rec.controlState = 0;
    return toEvasion(ctx.db, rec);
  });
}
