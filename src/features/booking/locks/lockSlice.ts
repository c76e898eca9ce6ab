import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { bookingSpecApi } from '@/api/booking/spec';
import type { LockAction, LockState } from '@/api/booking/locks.types';
import type { LockWarningKind } from '../text';
import { OUTCOME_OF, outcomeBasis, outcomeText, snapshotOf, stillReports, type LockOutcome, type LockSnapshot } from './lockReport';

export type { LockOutcome } from './lockReport';

/** 降锁 or 升锁 tapped. A second tap (or the other button) while a command of this lock is under way does nothing. */
export const lockCommandRequested = createAction<{ lockId: string; action: LockAction }>('bookingLocks/commandRequested');
/** 取消操作 while the command is pending. */
export const lockCancelRequested = createAction<string>('bookingLocks/cancelRequested');
/** A page shows this lock: a command left pending (a reload, another tab) is followed again from the lock's state. */
export const lockWatched = createAction<string>('bookingLocks/watched');

/**
 * sending: the command is on its way; pending: the lock has it and the app asks its state until it reports;
 * cancelling: cancelControl is on its way; done: an outcome with its message (never a spinner that does not stop).
 */
export type LockPhase = 'sending' | 'pending' | 'cancelling' | 'done';

export interface LockControl {
  phase: LockPhase;
  action: LockAction;
  commandId: string | null;
  outcome: LockOutcome | null;
  /** The outcome (or a problem on the way) in the driver's words. */
  message: string | null;
  /** What the outcome rests on: it is shown while the lock reports this, and goes with the first answer that does not. */
  about: Partial<LockSnapshot>;
  /** The lock's own warning the outcome already says, not shown a second time beside it. */
  says: LockWarningKind | null;
}

export type LockControlState = Record<string, LockControl>;

/**
 * Each answer about the lock (the list, the saga's reads) rules on the outcome shown: one the app could not learn
 * is replaced by how the command really ended once an answer says so; one about a lock that no longer reports what
 * it rested on is gone, and the card shows the lock as it is.
 */
function followReport(state: LockControlState, lock: LockState) {
  const c = state[lock.lockId];
  if (c?.phase !== 'done') return;
  const ended = lock.command;
  if (c.outcome === 'unknown' && ended && ended.commandId === c.commandId && ended.state !== 'pending') {
    const outcome = OUTCOME_OF[ended.state];
    const basis = outcomeBasis(outcome, ended.action, snapshotOf(lock));
    state[lock.lockId] = { ...c, outcome, message: ended.message ?? outcomeText(outcome, ended.action), ...basis };
    return;
  }
  if (!stillReports(c.about, lock)) delete state[lock.lockId];
}

export const lockSlice = createSlice({
  name: 'bookingLocks',
  initialState: {} as LockControlState,
  reducers: {
    lockProgressed(state, action: PayloadAction<{ lockId: string } & Partial<LockControl>>) {
      const { lockId, ...rest } = action.payload;
      const before: LockControl = state[lockId] ?? { phase: 'sending', action: 'down', commandId: null, outcome: null, message: null, about: {}, says: null };
      state[lockId] = { ...before, ...rest };
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(bookingSpecApi.endpoints.userLocks.matchFulfilled, (state, action) => {
        for (const lock of action.payload) followReport(state, lock);
      })
      .addMatcher(bookingSpecApi.endpoints.lockState.matchFulfilled, (state, action) => {
        followReport(state, action.payload);
      });
  },
});

export const { lockProgressed } = lockSlice.actions;

/** Tolerates a store the lock feature has not joined yet (its slice is injected with the lock routes). */
export function selectLockControl(state: object, lockId: string): LockControl | undefined {
  return (state as { bookingLocks?: LockControlState }).bookingLocks?.[lockId];
}

export function isLockBusy(c: LockControl | undefined): boolean {
  return !!c && c.phase !== 'done';
}
