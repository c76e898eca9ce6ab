import type { Db } from '../../db';
import type { BookOrderRecord, LockRecord } from '../../db/booking';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { type Input, oneOf } from '../../core/validate';
import { LOCK_TIMING } from '../../../src/api/booking/locks.types';
import { addEvent, command, isValidForLock, settleLocks, toLockState } from './lockModel';
import { arrive, bringBookingsUpToDate, leave } from './orderLife';
import { toOrderView } from './orderView';

/**
 * The control API's side of the car park (dev and test servers only): a booked car coming and going, and the
 * faults of a lock (POST /__mock/locks/{lockId} {online?, batteryPct?, carPresent?, neverConfirms?}). A lock's
 * sensor seeing a car is the booked car arriving; seeing it go is the car leaving, and the lock rises after it.
 */

function optBool(input: Input, key: string): boolean | undefined {
  const v = input[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') badRequest(`${key} 须为 true 或 false`);
  return v;
}

function optPct(input: Input, key: string): number | undefined {
  const v = input[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 100) badRequest(`${key} 须为0到100之间的整数`);
  return v;
}

/** The booking whose car is coming onto the space: paid and due (as for lowering the lock), soonest first. */
function awaitedOn(db: Db, berthId: string, now: number): BookOrderRecord | undefined {
  return db.bookOrders.filter((o) => o.berthId === berthId && o.state === 1 && isValidForLock(o, now)).sort((a, b) => a.startTime - b.startTime)[0];
}

function sensorSees(db: Db, lock: LockRecord, present: boolean, now: number) {
  if (lock.carPresent === present) return;
  lock.carPresent = present;
  if (lock.online) lock.lastReportAt = now;
  addEvent(db, lock.lockId, present ? 'carArrived' : 'carLeft', null, now);
}

/** After a booked car has gone the space closes again, unless the lock cannot move now. */
function raiseBehind(db: Db, lock: LockRecord, now: number) {
  if (lock.position !== 'up' && lock.online && lock.batteryPct >= LOCK_TIMING.lowBatteryPct) command(db, lock, null, 'up', now);
}

function carArrived(db: Db, o: BookOrderRecord, now: number) {
  arrive(db, o, now);
  const lock = db.locks.find((l) => l.berthId === o.berthId);
  if (lock) sensorSees(db, lock, true, now);
}

function carLeft(db: Db, o: BookOrderRecord, now: number) {
  leave(db, o, now);
  const lock = db.locks.find((l) => l.berthId === o.berthId);
  if (!lock) return;
  sensorSees(db, lock, false, now);
  raiseBehind(db, lock, now);
}

export function registerBookingArrivals(r: MockRouter) {
  r.post('/__mock/bookings/{bookOrderId}', ({ db, req, now }) => {
    const t = now();
    bringBookingsUpToDate(db, t);
    settleLocks(db, t);
    const o = db.bookOrders.find((x) => x.bookOrderId === req.params.bookOrderId);
    if (!o) notFound('预约订单不存在');
    const event = oneOf(req.input, 'event', '事件', ['arrive', 'leave'] as const);
    if (event === 'arrive') {
      if (o.state !== 1) throw new MockFail('409', '只有已支付、待入场的预约可以入场');
      carArrived(db, o, t);
    } else {
      if (o.state !== 2) throw new MockFail('409', '只有已入场的预约可以离场');
      carLeft(db, o, t);
    }
    return toOrderView(db, o, t);
  });

  r.post('/__mock/locks/{lockId}', ({ db, req, now }) => {
    const t = now();
    // What happened before this call happened with the lock as it was.
    bringBookingsUpToDate(db, t);
    settleLocks(db, t);
    const lock = db.locks.find((l) => l.lockId === req.params.lockId);
    if (!lock) notFound('车位锁不存在');
    const online = optBool(req.input, 'online');
    const batteryPct = optPct(req.input, 'batteryPct');
    const carPresent = optBool(req.input, 'carPresent');
    const neverConfirms = optBool(req.input, 'neverConfirms');
    if (online === undefined && batteryPct === undefined && carPresent === undefined && neverConfirms === undefined) {
      badRequest('请至少指定 online、batteryPct、carPresent、neverConfirms 之一');
    }
    if (online !== undefined && online !== lock.online) {
      lock.online = online;
      if (online) lock.lastReportAt = t;
      addEvent(db, lock.lockId, online ? 'online' : 'offline', null, t);
    }
    if (batteryPct !== undefined) {
      if (batteryPct < LOCK_TIMING.lowBatteryPct && lock.batteryPct >= LOCK_TIMING.lowBatteryPct) addEvent(db, lock.lockId, 'batteryLow', null, t);
      lock.batteryPct = batteryPct;
    }
    if (neverConfirms !== undefined) lock.neverConfirms = neverConfirms;
    if (carPresent !== undefined && carPresent !== lock.carPresent) {
      const parked = db.bookOrders.find((o) => o.berthId === lock.berthId && o.state === 2);
      const awaited = awaitedOn(db, lock.berthId, t);
      if (carPresent && awaited) carArrived(db, awaited, t);
      else if (!carPresent && parked) carLeft(db, parked, t);
      else sensorSees(db, lock, carPresent, t);
    }
    return toLockState(db, lock);
  });
}
