import type { UnknownAction } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeEvery, type ActionPattern } from 'redux-saga/effects';
import { errorMessage, isApiError } from '@/api/apiError';
import { UNKNOWN } from '@/lib/schema';
import { callEndpoint, fetchOnce } from '@/api/callEndpoint';
import { bookingSpecApi } from '@/api/booking/spec';
import { bookingLocksApi } from '@/api/booking/locks';
import { LOCK_TIMING, type LockAction, type LockCommand, type LockState } from '@/api/booking/locks.types';
import { OUTCOME_OF, outcomeBasis, outcomeText, snapshotOf, type LockSnapshot } from './lockReport';
import { lockCancelRequested, lockCommandRequested, lockProgressed, lockWatched, type LockOutcome } from './lockSlice';

/**
 * How often the lock is asked while a command is pending, and when the app stops asking on its own. The server
 * ends a silent command itself (LOCK_TIMING.timeoutMs); the app's own limit, a little later, is for a network that
 * cannot reach it: the driver is told so instead of watching a spinner. Kept in one object so tests can shorten it.
 */
export const lockTiming = { pollMs: 2000, giveUpMs: LOCK_TIMING.timeoutMs + 15_000 };

/** The lock as it reports now (into the cache the pages read), or null when the server cannot be reached. */
function* readState(lockId: string) {
  const s: LockState | null = yield* fetchOnce(bookingSpecApi.endpoints.lockState, { lockId }, { forceRefetch: true });
  return s;
}

/** The lists and the detail show the lock as it now is. */
function* refreshLock(lockId: string) {
  yield put(bookingSpecApi.util.invalidateTags([{ type: 'Locks', id: lockId }, { type: 'Locks', id: 'LIST' }, { type: 'LockHistory', id: lockId }]));
}

type CacheState = Parameters<ReturnType<typeof bookingSpecApi.endpoints.userLocks.select>>[0];

/** The lock as the app last got it (its own reads or the list on screen, whichever is newer), without asking again. */
function lastSeen(state: CacheState, lockId: string): LockSnapshot | null {
  const own = bookingSpecApi.endpoints.lockState.select({ lockId })(state);
  const list = bookingSpecApi.endpoints.userLocks.select()(state);
  const listed = list.data?.find((l) => l.lockId === lockId);
  const ownNewer = !!own.data && (!listed || (own.fulfilledTimeStamp ?? 0) >= (list.fulfilledTimeStamp ?? 0));
  const lock = ownNewer ? own.data : listed;
  return lock ? snapshotOf(lock) : null;
}

/**
 * The outcome and what it rests on (lockReport.outcomeBasis), so that its message follows the lock's next answers.
 * `seen`: the lock as the app last saw it, when that matters to the outcome.
 */
function* finish(lockId: string, action: LockAction, outcome: LockOutcome, message: string | null, options: { seen?: LockSnapshot | null; code?: string } = {}) {
  const basis = outcomeBasis(outcome, action, options.seen ?? null, options.code);
  yield put(lockProgressed({ lockId, action, phase: 'done', outcome, message: message ?? outcomeText(outcome, action), ...basis }));
  yield* refreshLock(lockId);
}

/** Ended by the server: its outcome and message. */
function* settled(lockId: string, c: LockCommand, seen?: LockState) {
  if (c.state === 'pending') return;
  const message = c.message ?? (c.state === UNKNOWN ? '车位锁操作状态未知，请查看车位锁当前状态' : null);
  yield* finish(lockId, c.action, OUTCOME_OF[c.state], message, { seen: seen ? snapshotOf(seen) : null });
}

/**
 * Asks the lock's state until its command is no longer pending (the server's word), or the app's own limit. A
 * newer command in the answer means this one ended unseen: the lock's posture then says whether it got there.
 */
function* follow(lockId: string, command: LockCommand) {
  const until = Date.now() + lockTiming.giveUpMs;
  let lastRead: LockState | null = null;
  while (Date.now() < until) {
    yield delay(lockTiming.pollMs);
    const s: LockState | null = yield* readState(lockId);
    if (!s) continue;
    lastRead = s;
    const c = s.command;
    if (c && c.commandId === command.commandId) {
      if (c.state !== 'pending') {
        yield* settled(lockId, c, s);
        return true;
      }
    } else {
      const there = (command.action === 'down' && s.state === 'lowered') || (command.action === 'up' && s.state === 'raised');
      yield* finish(lockId, command.action, there ? 'succeeded' : 'unknown', there ? null : '操作已结束，请查看车位锁当前状态', { seen: snapshotOf(s) });
      return true;
    }
  }
  yield* finish(lockId, command.action, lastRead ? 'timeout' : 'unknown', null, { seen: lastRead ? snapshotOf(lastRead) : null });
  return true;
}

const cancelFor = (lockId: string): ActionPattern => (a: unknown) =>
  lockCancelRequested.match(a as UnknownAction) && (a as ReturnType<typeof lockCancelRequested>).payload === lockId;

/**
 * One command from tap (or from the pending command a reload found) to its outcome: sent once, followed until the
 * lock reports, cancelled on request. A refusal (offline, low battery, a car on the space…) is the server's message.
 */
function* control(lockId: string, action: LockAction, found: LockCommand | null) {
  let command = found;
  if (!command) {
    yield put(lockProgressed({ lockId, action, phase: 'sending', commandId: null, outcome: null, message: null }));
    try {
      command = yield* callEndpoint(bookingSpecApi.endpoints.controlLock, { lockId, action });
    } catch (e) {
      // The card says why (the call is silent): one failure, one message.
      const seen: LockSnapshot | null = yield select(lastSeen, lockId);
      yield* finish(lockId, action, 'refused', errorMessage(e), { seen, ...(isApiError(e) ? { code: e.code } : {}) });
      return;
    }
  }
  if (command.state !== 'pending') {
    yield* settled(lockId, command);
    return;
  }
  yield put(lockProgressed({ lockId, action: command.action, phase: 'pending', commandId: command.commandId, outcome: null, message: null }));
  for (;;) {
    const r: { done?: boolean; cancel?: UnknownAction } = yield race({ done: call(follow, lockId, command), cancel: take(cancelFor(lockId)) });
    if (r.done) return;
    yield put(lockProgressed({ lockId, phase: 'cancelling' }));
    try {
      const c: LockCommand = yield* callEndpoint(bookingLocksApi.endpoints.cancelLockCommand, { controlId: command.commandId });
      yield* settled(lockId, c);
      return;
    } catch (e) {
      // Most often it had just ended: the next read says how. The reason stays shown meanwhile.
      yield put(lockProgressed({ lockId, phase: 'pending', message: errorMessage(e) }));
    }
  }
}

/** The lock feature's saga: started with the lock routes (lockFeature), not in the entry. */
export function* lockSaga() {
  const running = new Set<string>();
  function* guarded(lockId: string, action: LockAction, found: LockCommand | null) {
    if (running.has(lockId)) return;
    running.add(lockId);
    try {
      yield call(control, lockId, action, found);
    } finally {
      running.delete(lockId);
    }
  }
  yield takeEvery(lockCommandRequested.type, function* onCommand(a: ReturnType<typeof lockCommandRequested>) {
    yield call(guarded, a.payload.lockId, a.payload.action, null);
  });
  yield takeEvery(lockWatched.type, function* onWatched(a: ReturnType<typeof lockWatched>) {
    const lockId = a.payload;
    if (running.has(lockId)) return;
    const s: LockState | null = yield* readState(lockId);
    const c = s?.command;
    if (c?.state === 'pending') yield call(guarded, lockId, c.action, c);
  });
}
