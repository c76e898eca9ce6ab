import * as v from 'valibot';
import { entriesOf, int, known, num, wireTime } from '../../lib/schema';
import { paged } from '../../lib/wire';

/**
 * Zigbee parking locks on the booking service. A control call makes one command per lock; the lock
 * reports the target some seconds later (or never: the command times out). The app polls getZigbeeLockState until
 * the command is no longer pending, so a reload while pending finds the same command and goes on polling.
 */

/** Business refusals of lock control, each with a message the driver can act on. */
export const LOCK_CODES = {
  /** Neither the owner's lock nor the lock of a space the driver booked. */
  notYourLock: '0xd10520001',
  /** A shared space: only a booking valid now (paid, from shortly before its start, or parked) lowers its lock. */
  noValidBooking: '0xd10520002',
  offline: '0xd10520003',
  lowBattery: '0xd10520004',
  /** A car stands on the space: the lock must not rise under it. */
  carPresent: '0xd10520005',
  /** cancelControl on a command that already ended. */
  commandFinished: '0xd10520006',
} as const;

/** The mock's timing, as the real locks behave: the app's poll and timeout follow these. */
export const LOCK_TIMING = {
  /** A lock reaches its target this long after the command. */
  moveMs: 8_000,
  /** A command not confirmed by then has timed out. */
  timeoutMs: 60_000,
  /** Below this battery percentage a lock is not moved (it might stop half way). */
  lowBatteryPct: 10,
  /** A booked driver may lower the lock from this long before the booking's start. */
  earlyMinutes: 15,
} as const;

/** up raises the lock (the space is closed), down lowers it (a car may park). Sent by the app: strict. */
export const LockAction = v.picklist(['up', 'down']);
export type LockAction = v.InferOutput<typeof LockAction>;

/** What the lock is doing: moving while a command is pending. */
export const LockPosture = known(['raised', 'lowered', 'moving']);
export type LockPosture = v.InferOutput<typeof LockPosture>;

/**
 * pending until the lock reports; succeeded at the target; failed (a car came onto the space while rising);
 * cancelled by cancelControl; timeout when the lock never confirmed.
 */
export const LockCommandState = known(['pending', 'succeeded', 'failed', 'cancelled', 'timeout']);
export type LockCommandState = v.InferOutput<typeof LockCommandState>;

export const LockCommand = v.object({
  /** Pass to cancelControl as controlId. */
  commandId: v.string(),
  lockId: v.string(),
  action: LockAction,
  state: LockCommandState,
  stateText: v.string(),
  /** The outcome in the driver's words ('车位锁已降下', '车位锁未响应，请稍后重试'); null while pending. */
  message: v.nullable(v.string()),
  createTime: wireTime,
  /** When it times out if the lock stays silent. */
  deadline: wireTime,
  finishTime: v.nullable(wireTime),
});
export type LockCommand = v.InferOutput<typeof LockCommand>;

export const LockState = v.object({
  lockId: v.string(),
  state: LockPosture,
  online: v.boolean(),
  batteryPct: num,
  /** The lock's sensor: a car stands on the space. */
  carPresent: v.boolean(),
  lastReportTime: wireTime,
  /** The pending command, else the latest one (null for a lock never commanded). */
  command: v.nullable(LockCommand),
});
export type LockState = v.InferOutput<typeof LockState>;

/** owner: the driver registered the space; booker: the driver booked it (control needs the booking to be valid). */
export const LockRole = known(['owner', 'booker']);
export type LockRole = v.InferOutput<typeof LockRole>;

export const UserLock = v.object({
  ...entriesOf(LockState),
  lockName: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  berthId: v.string(),
  berthNo: v.string(),
  role: LockRole,
  /** The booking that gives a booker the lock. */
  bookOrderId: v.nullable(v.string()),
});
export type UserLock = v.InferOutput<typeof UserLock>;

export const UserLocks = v.array(UserLock);
export type UserLocks = v.InferOutput<typeof UserLocks>;

export const LockIdBody = v.object({ lockId: v.string() });
export type LockIdBody = v.InferOutput<typeof LockIdBody>;

/** POST /api/v1/controlZigbeeLock: answers the command (a second call while one is pending answers that one). */
export const ControlLockBody = v.object({
  ...entriesOf(LockIdBody),
  action: LockAction,
});
export type ControlLockBody = v.InferOutput<typeof ControlLockBody>;

/** POST /api/v1/cancelControl for a lock: the pending command by its id, or the lock's pending command. */
export const CancelLockCommandBody = v.union([v.object({ controlId: v.string() }), v.object({ lockId: v.string() })]);
export type CancelLockCommandBody = v.InferOutput<typeof CancelLockCommandBody>;

export const LockEventKind = known([
  'raised', 'lowered', 'failed', 'timeout', 'cancelled', 'online', 'offline', 'batteryLow', 'carArrived', 'carLeft',
]);
export type LockEventKind = v.InferOutput<typeof LockEventKind>;

/** One line of the lock's history. */
export const LockEvent = v.object({
  eventId: v.string(),
  kind: LockEventKind,
  /** '张师傅降锁', '车辆驶入', '车位锁离线' */
  text: v.string(),
  time: wireTime,
});
export type LockEvent = v.InferOutput<typeof LockEvent>;

export const LockHistoryParams = v.object({
  ...entriesOf(LockIdBody),
  pageNo: int,
  pageSize: int,
});
export type LockHistoryParams = v.InferOutput<typeof LockHistoryParams>;

export const LockHistoryPage = paged(LockEvent);
export type LockHistoryPage = v.InferOutput<typeof LockHistoryPage>;
