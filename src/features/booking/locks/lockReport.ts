import { LOCK_CODES, type LockAction, type LockCommand, type LockState } from '@/api/booking/locks.types';
import { isLowBattery, type LockWarningKind } from '../text';

/** What a message about the lock can rest on: the facts the lock reports, as the driver reads them. */
export interface LockSnapshot {
  state: LockState['state'];
  online: boolean;
  lowBattery: boolean;
  carPresent: boolean;
}

type Reported = Pick<LockState, 'state' | 'online' | 'batteryPct' | 'carPresent'>;

export function snapshotOf(lock: Reported): LockSnapshot {
  return { state: lock.state, online: lock.online, lowBattery: isLowBattery(lock.batteryPct), carPresent: lock.carPresent };
}

/** Whether the lock still reports what a message was about. */
export function stillReports(about: Partial<LockSnapshot>, lock: Reported): boolean {
  const now = snapshotOf(lock);
  return (Object.keys(about) as (keyof LockSnapshot)[]).every((k) => about[k] === now[k]);
}

/**
 * succeeded, failed (a car came onto the space while it rose), cancelled, timeout (the lock never confirmed) as the
 * server said; refused: the command was not taken (offline, low battery, a car on the space, no valid booking);
 * unknown: the app could not reach the server long enough to learn how it ended.
 */
export type LockOutcome = 'succeeded' | 'failed' | 'cancelled' | 'timeout' | 'refused' | 'unknown';

/** A command state the app does not know yet ended the command in a way it cannot tell: unknown. */
export const OUTCOME_OF: Record<Exclude<LockCommand['state'], 'pending'>, LockOutcome> = {
  succeeded: 'succeeded', failed: 'failed', cancelled: 'cancelled', timeout: 'timeout', unknown: 'unknown',
};

const FALLBACK_TEXT: Record<LockOutcome, (a: LockAction) => string> = {
  succeeded: (a) => (a === 'down' ? '车位锁已降下' : '车位锁已升起'),
  failed: () => '检测到车位上有车辆，升锁已停止',
  cancelled: () => '操作已取消，车位锁保持原状态',
  timeout: () => '车位锁未响应，请确认车位锁状态后重试',
  refused: () => '车位锁暂无法操作，请稍后重试',
  unknown: () => '网络不佳，暂未确认车位锁状态，请稍后刷新查看',
};

/** The outcome in the driver's words when the server gave none. */
export function outcomeText(outcome: LockOutcome, action: LockAction): string {
  return FALLBACK_TEXT[outcome](action);
}

const FACT: Record<LockWarningKind, Partial<LockSnapshot>> = {
  offline: { online: false },
  lowBattery: { lowBattery: true },
  carPresent: { carPresent: true },
};

/** Refusals whose reason is one of the lock's own facts. */
const WARNING_OF_CODE: Readonly<Record<string, LockWarningKind>> = {
  [LOCK_CODES.offline]: 'offline',
  [LOCK_CODES.lowBattery]: 'lowBattery',
  [LOCK_CODES.carPresent]: 'carPresent',
};

const POSTURE_AT: Record<LockAction, LockState['state']> = { down: 'lowered', up: 'raised' };
const POSTURE_BEFORE: Record<LockAction, LockState['state']> = { down: 'raised', up: 'lowered' };

export interface OutcomeBasis {
  /** The outcome stands while the lock reports these; it goes with the first answer that says otherwise. */
  about: Partial<LockSnapshot>;
  /** The lock's warning the outcome already says (shown once, not twice). */
  says: LockWarningKind | null;
}

/**
 * What an outcome's message rests on. A result of the lock itself (lowered, raised, stopped by a car, left where it
 * was) rests on that fact; a refusal for a fact of the lock (offline, battery, a car) on that fact; the rest (a
 * refusal for the booking or the network, a lock that never confirmed) on the lock as last seen, so any change it
 * reports since makes the message stale. Not seen at all (the server could not be reached), it rests on nothing the
 * lock reports: the next answer about its command says how it ended (lockSlice).
 */
export function outcomeBasis(outcome: LockOutcome, action: LockAction, seen: LockSnapshot | null, code?: string): OutcomeBasis {
  switch (outcome) {
    case 'succeeded':
      return { about: { state: POSTURE_AT[action] }, says: null };
    case 'failed':
      return { about: FACT.carPresent, says: 'carPresent' };
    case 'cancelled':
      // A command is pending only while the lock is not already there: cancelled, it stays where it was.
      return { about: { state: POSTURE_BEFORE[action] }, says: null };
    case 'refused': {
      const kind = code ? WARNING_OF_CODE[code] : undefined;
      return kind ? { about: FACT[kind], says: kind } : { about: seen ?? {}, says: null };
    }
    case 'timeout':
    case 'unknown':
      return { about: seen ?? {}, says: null };
  }
}
