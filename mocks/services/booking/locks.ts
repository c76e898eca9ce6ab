import type { EvasionCar } from '../../../src/api/booking/types';
import { LOCK_CODES, type LockEvent, type LockHistoryPage, type UserLock } from '../../../src/api/booking/locks.types';
import type { Db } from '../../db';
import type { EvasionControlRecord, LockEventKind, LockEventRecord, LockRecord } from '../../db/booking';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, page, paginate, str } from '../../core/validate';
import { fmt } from './beijing';
import { bookingUser } from './common';
import { accessFor, cancelCommand, canSee, command, pendingCommand, settleLocks, toCommand, toLockState, type LockAccess } from './lockModel';
import { bringBookingsUpToDate } from './orderLife';

const EVENT_TEXT: Record<LockEventKind, string> = {
  raised: '升锁', lowered: '降锁', failed: '升锁受阻（车位上有车辆）', timeout: '操作超时，车位锁未响应', cancelled: '取消操作',
  online: '车位锁上线', offline: '车位锁离线', batteryLow: '车位锁电量低', carArrived: '车辆驶入', carLeft: '车辆驶离',
};

function toUserLock(db: Db, l: LockRecord, access: LockAccess): UserLock {
  const berth = db.berths.find((b) => b.berthId === l.berthId);
  return {
    ...toLockState(db, l),
    lockName: l.lockName,
    parkId: berth?.parkId ?? '',
    parkName: db.parks.find((p) => p.parkId === berth?.parkId)?.parkName ?? '',
    berthId: l.berthId,
    berthNo: berth?.berthNo ?? '',
    role: access.role,
    bookOrderId: access.role === 'booker' ? access.order.bookOrderId : null,
  };
}

function toEvent(db: Db, e: LockEventRecord): LockEvent {
  const who = e.driverId ? db.drivers.find((d) => d.driverId === e.driverId)?.nickName : e.kind === 'raised' || e.kind === 'lowered' ? '系统' : undefined;
  return { eventId: e.eventId, kind: e.kind, text: `${who ? `${who} ` : ''}${EVENT_TEXT[e.kind]}`, time: fmt(e.at) };
}

function toEvasion(db: Db, e: EvasionControlRecord): EvasionCar {
  const berth = db.berths.find((b) => b.berthId === e.berthId);
  return {
    controlId: e.controlId,
    lockId: db.locks.find((l) => l.berthId === e.berthId)?.lockId ?? null,
    plateNo: e.plateNo,
    parkName: db.parks.find((p) => p.parkId === berth?.parkId)?.parkName ?? '',
    berthNo: berth?.berthNo ?? '',
    evasionTime: fmt(e.evasionAt),
    amountCents: e.amountCents,
    controlState: e.controlState,
    stateText: e.controlState === 1 ? '布控中' : '已解除布控',
  };
}

/** Locks and bookings brought up to the clock, then the lock the body names. */
function lockOf(ctx: MockContext): LockRecord {
  const now = ctx.now();
  bringBookingsUpToDate(ctx.db, now);
  settleLocks(ctx.db, now);
  const lockId = str(ctx.req.input, 'lockId', '车位锁编号');
  const lock = ctx.db.locks.find((l) => l.lockId === lockId);
  if (!lock) notFound('车位锁不存在');
  return lock;
}

/** Reading needs the same relation as the list shows: owner, or a paid booking of the space not yet over. */
function visibleLock(ctx: MockContext): { lock: LockRecord; access: LockAccess } {
  const user = bookingUser(ctx);
  const lock = lockOf(ctx);
  const access = canSee(ctx.db, lock, user.driverId);
  if (!access) throw new MockFail(LOCK_CODES.notYourLock, '该车位锁不属于您，无法查看');
  return { lock, access };
}

function liftEvasionControl(ctx: MockContext, controlId: string) {
  const user = bookingUser(ctx);
  const rec = ctx.db.evasionControls.find((e) => e.controlId === controlId && e.ownerDriverId === user.driverId);
  if (!rec) notFound('布控记录不存在');
  if (rec.controlState === 0) badRequest('该车辆已解除布控');
  rec.controlState = 0;
  return toEvasion(ctx.db, rec);
}

/**
 * cancelControl cancels a pending lock command (by its id, or the lock's) and, for an evasion record's id, lifts
 * control of that car: both are "controls" the owner or booker started.
 */
function cancelControl(ctx: MockContext) {
  const controlId = optStr(ctx.req.input, 'controlId');
  if (controlId && ctx.db.evasionControls.some((e) => e.controlId === controlId)) return liftEvasionControl(ctx, controlId);
  const user = bookingUser(ctx);
  const now = ctx.now();
  settleLocks(ctx.db, now);
  const lockId = optStr(ctx.req.input, 'lockId');
  if (!controlId && !lockId) badRequest('操作编号不能为空');
  const c = controlId ? ctx.db.lockCommands.find((x) => x.commandId === controlId) : lockId ? pendingCommand(ctx.db, lockId) : undefined;
  if (!c) notFound(controlId ? '操作记录不存在' : '该车位锁没有进行中的操作');
  const lock = ctx.db.locks.find((l) => l.lockId === c.lockId);
  const isOwner = !!lock && ctx.db.berths.find((b) => b.berthId === lock.berthId)?.ownerDriverId === user.driverId;
  if (c.driverId !== user.driverId && !isOwner) notFound('操作记录不存在');
  cancelCommand(ctx.db, c, now);
  return toCommand(c);
}

/** Zigbee locks: the driver's locks (owned or booked), their state and control, history, and evasion cars. */
export function registerBookingLocks(r: MockRouter) {
  r.post('/api/v1/getUserLockList', (ctx) => {
    const user = bookingUser(ctx);
    const { db } = ctx;
    const now = ctx.now();
    bringBookingsUpToDate(db, now);
    settleLocks(db, now);
    return db.locks.flatMap((l) => {
      const access = canSee(db, l, user.driverId);
      return access ? [toUserLock(db, l, access)] : [];
    });
  });

  r.post('/api/v1/getZigbeeLockState', (ctx) => toLockState(ctx.db, visibleLock(ctx).lock));

  r.post('/api/v1/controlZigbeeLock', (ctx) => {
    const user = bookingUser(ctx);
    const lock = lockOf(ctx);
    const action = oneOf(ctx.req.input, 'action', '操作类型', ['up', 'down'] as const);
    const now = ctx.now();
    accessFor(ctx.db, lock, user.driverId, now);
    return toCommand(command(ctx.db, lock, user.driverId, action, now));
  });

  r.post('/api/v1/cancelControl', cancelControl);

  r.post('/api/v1/getLockStateHistory', (ctx) => {
    const { lock } = visibleLock(ctx);
    const events = ctx.db.lockEvents
      .filter((e) => e.lockId === lock.lockId)
      .sort((a, b) => b.at - a.at || b.eventId.localeCompare(a.eventId))
      .map((e) => toEvent(ctx.db, e));
    const result: LockHistoryPage = paginate(events, page(ctx.req.input, 20));
    return result;
  });

  r.post('/api/v1/getEvasionCarList', (ctx) => {
    const user = bookingUser(ctx);
    const lockId = optStr(ctx.req.input, 'lockId');
    const berthId = lockId ? ctx.db.locks.find((l) => l.lockId === lockId)?.berthId : undefined;
    if (lockId && !berthId) notFound('车位锁不存在');
    return ctx.db.evasionControls
      .filter((e) => e.ownerDriverId === user.driverId && (!berthId || e.berthId === berthId))
      .sort((a, b) => b.evasionAt - a.evasionAt)
      .map((e) => toEvasion(ctx.db, e));
  });
}
