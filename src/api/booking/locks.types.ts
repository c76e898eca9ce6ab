import type { Paged } from '../../lib/wire';

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

/** up raises the lock (the space is closed), down lowers it (a car may park). */
export type LockAction = 'up' | 'down';

/** What the lock is doing: moving while a command is pending. */
export type LockPosture = 'raised' | 'lowered' | 'moving';

/**
 * pending until the lock reports; succeeded at the target; failed (a car came onto the space while rising);
 * cancelled by cancelControl; timeout when the lock never confirmed.
 */
export type LockCommandState = 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'timeout';

export interface LockCommand {
  /** Pass to cancelControl as controlId. */
  commandId: string;
  lockId: string;
  action: LockAction;
  state: LockCommandState;
  stateText: string;
  /** The outcome in the driver's words ('车位锁已降下', '车位锁未响应，请稍后重试'); null while pending. */
  message: string | null;
  createTime: string;
  /** When it times out if the lock stays silent. */
  deadline: string;
  finishTime: string | null;
}

export interface LockState {
  lockId: string;
  state: LockPosture;
  online: boolean;
  batteryPct: number;
  /** The lock's sensor: a car stands on the space. */
  carPresent: boolean;
  lastReportTime: string;
  /** The pending command, else the latest one (null for a lock never commanded). */
  command: LockCommand | null;
}

/** owner: the driver registered the space; booker: the driver booked it (control needs the booking to be valid). */
export type LockRole = 'owner' | 'booker';

export interface UserLock extends LockState {
  lockName: string;
  parkId: string;
  parkName: string;
  berthId: string;
  berthNo: string;
  role: LockRole;
  /** The booking that gives a booker the lock. */
  bookOrderId: string | null;
}

export interface LockIdBody {
  lockId: string;
}

/** POST /api/v1/controlZigbeeLock: answers the command (a second call while one is pending answers that one). */
export interface ControlLockBody extends LockIdBody {
  action: LockAction;
}

/** POST /api/v1/cancelControl for a lock: the pending command by its id, or the lock's pending command. */
export type CancelLockCommandBody = { controlId: string } | { lockId: string };

export type LockEventKind =
  | 'raised' | 'lowered' | 'failed' | 'timeout' | 'cancelled' | 'online' | 'offline' | 'batteryLow' | 'carArrived' | 'carLeft';

/** One line of the lock's history. */
export interface LockEvent {
  eventId: string;
  kind: LockEventKind;
  /** '张师傅降锁', '车辆驶入', '车位锁离线' */
  text: string;
  time: string;
}

export interface LockHistoryParams extends LockIdBody {
  pageNo: number;
  pageSize: number;
}

export type LockHistoryPage = Paged<LockEvent>;
