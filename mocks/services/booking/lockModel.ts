import { LOCK_CODES, LOCK_TIMING, type LockAction, type LockCommand, type LockState } from '../../../src/api/booking/locks.types';
import type { Db } from '../../db';
import type { BookOrderRecord, LockCommandRecord, LockCommandState, LockEventKind, LockRecord } from '../../db/booking';
import { MockFail } from '../../core/fail';
import { fmt, fmtOpt, MIN } from './beijing';

/**
 * A Zigbee lock on the mock's clock. A command is pending until the lock reports: LOCK_TIMING.moveMs later it is
 * at the target (or, rising onto a car, it stops: failed); a lock that is offline or armed never to confirm leaves
 * the command pending until LOCK_TIMING.timeoutMs, then it has timed out. Worked out lazily before every read, at
 * the times it happened.
 */

const STATE_TEXT: Record<LockCommandState, string> = { pending: '执行中', succeeded: '已完成', failed: '未完成', cancelled: '已取消', timeout: '已超时' };

export function addEvent(db: Db, lockId: string, kind: LockEventKind, driverId: string | null, at: number) {
  db.lockEvents.push({ eventId: db.seq.next('LE'), lockId, kind, driverId, at });
}

function finish(db: Db, c: LockCommandRecord, state: LockCommandState, at: number, message: string, event: LockEventKind) {
  Object.assign(c, { state, finishedAt: at, message });
  addEvent(db, c.lockId, event, c.driverId, at);
}

function settleCommand(db: Db, lock: LockRecord, c: LockCommandRecord, now: number) {
  const reachedAt = c.createdAt + LOCK_TIMING.moveMs;
  const timeoutAt = c.createdAt + LOCK_TIMING.timeoutMs;
  const confirms = lock.online && !lock.neverConfirms;
  if (confirms && now >= reachedAt) {
    if (c.action === 'up' && lock.carPresent) {
      finish(db, c, 'failed', reachedAt, '检测到车位上有车辆，升锁已停止', 'failed');
      return;
    }
    lock.position = c.action;
    lock.lastReportAt = reachedAt;
    finish(db, c, 'succeeded', reachedAt, c.action === 'up' ? '车位锁已升起' : '车位锁已降下', c.action === 'up' ? 'raised' : 'lowered');
  } else if (!confirms && now >= timeoutAt) {
    finish(db, c, 'timeout', timeoutAt, '车位锁未响应，请确认车位锁状态后重试', 'timeout');
  }
}

export function settleLocks(db: Db, now: number) {
  for (const c of db.lockCommands) {
    if (c.state !== 'pending') continue;
    const lock = db.locks.find((l) => l.lockId === c.lockId);
    if (lock) settleCommand(db, lock, c, now);
  }
}

export function pendingCommand(db: Db, lockId: string): LockCommandRecord | undefined {
  return db.lockCommands.find((c) => c.lockId === lockId && c.state === 'pending');
}

export function toCommand(c: LockCommandRecord): LockCommand {
  return {
    commandId: c.commandId,
    lockId: c.lockId,
    action: c.action,
    state: c.state,
    stateText: STATE_TEXT[c.state],
    message: c.message,
    createTime: fmt(c.createdAt),
    deadline: fmt(c.createdAt + LOCK_TIMING.timeoutMs),
    finishTime: fmtOpt(c.finishedAt),
  };
}

export function toLockState(db: Db, l: LockRecord): LockState {
  const pending = pendingCommand(db, l.lockId);
  const latest = pending ?? db.lockCommands.filter((c) => c.lockId === l.lockId).sort((a, b) => b.createdAt - a.createdAt)[0];
  return {
    lockId: l.lockId,
    state: pending ? 'moving' : l.position === 'up' ? 'raised' : 'lowered',
    online: l.online,
    batteryPct: l.batteryPct,
    carPresent: l.carPresent,
    lastReportTime: fmt(l.lastReportAt),
    command: latest ? toCommand(latest) : null,
  };
}

/** Who may control a lock: the space's owner, or a driver whose booking of the space is valid now. */
export type LockAccess = { role: 'owner' } | { role: 'booker'; order: BookOrderRecord };

function bookingsOn(db: Db, lock: LockRecord, driverId: string): BookOrderRecord[] {
  return db.bookOrders.filter((o) => o.berthId === lock.berthId && o.driverId === driverId);
}

/** A booking lowers its space's lock from shortly before its start until the car has left. */
export function isValidForLock(o: BookOrderRecord, now: number): boolean {
  return o.state === 2 || (o.state === 1 && now >= o.startTime - LOCK_TIMING.earlyMinutes * MIN);
}

/** Reading a lock: its owner, or a driver with a booking of the space not over (unpaid too: seen before paying). */
export function canSee(db: Db, lock: LockRecord, driverId: string): LockAccess | null {
  if (db.berths.find((b) => b.berthId === lock.berthId)?.ownerDriverId === driverId) return { role: 'owner' };
  const order = bookingsOn(db, lock, driverId).find((o) => o.state === 0 || o.state === 1 || o.state === 2);
  return order ? { role: 'booker', order } : null;
}

export function accessFor(db: Db, lock: LockRecord, driverId: string, now: number): LockAccess {
  if (db.berths.find((b) => b.berthId === lock.berthId)?.ownerDriverId === driverId) return { role: 'owner' };
  const mine = bookingsOn(db, lock, driverId);
  if (mine.length === 0) throw new MockFail(LOCK_CODES.notYourLock, '该车位锁不属于您，无法操作');
  const valid = mine.find((o) => isValidForLock(o, now));
  if (valid) return { role: 'booker', order: valid };
  const msg = mine.some((o) => o.state === 1) ? `预约开始前${LOCK_TIMING.earlyMinutes}分钟起方可操作车位锁，请稍后再试`
    : mine.some((o) => o.state === 0) ? '预约尚未支付，支付后方可操作车位锁' : '您在该共享车位暂无有效预约，无法操作车位锁';
  throw new MockFail(LOCK_CODES.noValidBooking, msg);
}

/**
 * One command per lock: a second call while one is pending answers that one. A lock already where it is asked
 * to be answers a command done at once.
 */
export function command(db: Db, lock: LockRecord, driverId: string | null, action: LockAction, now: number): LockCommandRecord {
  const pending = pendingCommand(db, lock.lockId);
  if (pending) return pending;
  if (!lock.online) throw new MockFail(LOCK_CODES.offline, '车位锁离线，请稍后重试或联系停车场管理员');
  if (lock.batteryPct < LOCK_TIMING.lowBatteryPct) {
    throw new MockFail(LOCK_CODES.lowBattery, `车位锁电量过低（剩余${lock.batteryPct}%），暂无法操作，请联系停车场管理员`);
  }
  if (action === 'up' && lock.carPresent) throw new MockFail(LOCK_CODES.carPresent, '车位上有车辆，无法升锁');
  const c: LockCommandRecord = { commandId: db.seq.next('LC'), lockId: lock.lockId, driverId, action, state: 'pending', createdAt: now, finishedAt: null, message: null };
  db.lockCommands.push(c);
  if (lock.position === action) finish(db, c, 'succeeded', now, action === 'up' ? '车位锁已处于升起状态' : '车位锁已处于降下状态', action === 'up' ? 'raised' : 'lowered');
  return c;
}

export function cancelCommand(db: Db, c: LockCommandRecord, now: number) {
  if (c.state !== 'pending') throw new MockFail(LOCK_CODES.commandFinished, `该操作${STATE_TEXT[c.state]}，无法取消${c.message ? `：${c.message}` : ''}`);
  finish(db, c, 'cancelled', now, '操作已取消，车位锁保持原状态', 'cancelled');
}
