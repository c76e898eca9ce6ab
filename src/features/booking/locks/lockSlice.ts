import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LockAction } from '@/api/types/booking-locks';

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

/**
 * succeeded, failed (a car came onto the space while it rose), cancelled, timeout (the lock never confirmed) as the
 * server said; refused: the command was not taken (offline, low battery, a car on the space, no valid booking);
 * unknown: the app could not reach the server long enough to learn how it ended.
 */
export type LockOutcome = 'succeeded' | 'failed' | 'cancelled' | 'timeout' | 'refused' | 'unknown';

export interface LockControl {
  phase: LockPhase;
  action: LockAction;
  commandId: string | null;
  outcome: LockOutcome | null;
  /** The outcome (or a problem on the way) in the driver's words. */
  message: string | null;
}

export type LockControlState = Record<string, LockControl>;

export const lockSlice = createSlice({
  name: 'bookingLocks',
  initialState: {} as LockControlState,
  reducers: {
    lockProgressed(state, action: PayloadAction<{ lockId: string } & Partial<LockControl>>) {
      const { lockId, ...rest } = action.payload;
      const before: LockControl = state[lockId] ?? { phase: 'sending', action: 'down', commandId: null, outcome: null, message: null };
      state[lockId] = { ...before, ...rest };
    },
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
