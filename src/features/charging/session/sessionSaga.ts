import type { UnknownAction } from '@reduxjs/toolkit';
import { call, delay, put, race, take, takeEvery, type ActionPattern } from 'redux-saga/effects';
import { errorMessage } from '@/api/apiError';
import { cpsSessionApi } from '@/api/cps/session';
import type { ChargingSession, SessionState } from '@/api/cps/session.types';
import { sessionUnwatched, sessionWatched, stopProgressed, stopRequested } from './sessionSlice';

/**
 * How often the server is asked while a session runs: often while something is about to change (plugging in,
 * starting, stopping), less while it charges. Kept in one object so tests can shorten it.
 */
export const sessionTiming = { busyMs: 3000, chargingMs: 10_000, stopConfirmMs: 15_000, stopAttempts: 5 };

const ENDED: SessionState[] = ['finished', 'failed'];
export const hasEnded = (s: Pick<ChargingSession, 'state'>) => ENDED.includes(s.state);

/** Asks the server for the session (into the cache the page reads); null when it cannot be reached now. */
function* readSession(orderNo: string) {
  const sub = (yield put(cpsSessionApi.endpoints.chargingSession.initiate(orderNo, { forceRefetch: true }) as unknown as UnknownAction)) as {
    unwrap(): Promise<ChargingSession>;
    unsubscribe(): void;
  };
  try {
    return (yield call([sub, sub.unwrap])) as ChargingSession;
  } catch {
    return null;
  } finally {
    sub.unsubscribe();
  }
}

const waitFor = (s: ChargingSession | null) =>
  s && (s.state === 'charging' || s.state === 'suspendedEV') ? sessionTiming.chargingMs : sessionTiming.busyMs;

/** Follows one session until it ends (every state comes from the server), or until its page goes away. */
function* follow(orderNo: string) {
  for (;;) {
    const s: ChargingSession | null = yield call(readSession, orderNo);
    if (s && hasEnded(s)) {
      yield put(stopProgressed({ orderNo, pending: false, message: null }));
      return;
    }
    yield delay(waitFor(s));
  }
}

const unwatchedFor = (orderNo: string): ActionPattern => (a: unknown) => sessionUnwatched.match(a as UnknownAction) && (a as ReturnType<typeof sessionUnwatched>).payload === orderNo;

function* watch(action: ReturnType<typeof sessionWatched>) {
  yield race({ followed: call(follow, action.payload), gone: take(unwatchedFor(action.payload)) });
}

/**
 * One stop per session, however often it is tapped: sent, then checked with the server; a pile that has not
 * confirmed after a while is sent the stop again (up to a limit). The screen shows it pending until the server
 * says the session ended — never "stopped" on the app's word.
 */
function* stop(orderNo: string) {
  for (let attempt = 1; attempt <= sessionTiming.stopAttempts; attempt++) {
    yield put(stopProgressed({ orderNo, pending: true, attempts: attempt, message: null }));
    const sub = (yield put(cpsSessionApi.endpoints.stopCharging.initiate(orderNo) as unknown as UnknownAction)) as {
      unwrap(): Promise<unknown>;
      reset(): void;
    };
    try {
      yield call([sub, sub.unwrap]);
    } catch (e) {
      yield put(stopProgressed({ orderNo, message: `停止指令未送达：${errorMessage(e)}，正在重试` }));
    } finally {
      sub.reset();
    }
    const until = Date.now() + sessionTiming.stopConfirmMs;
    while (Date.now() < until) {
      yield delay(sessionTiming.busyMs);
      const s: ChargingSession | null = yield call(readSession, orderNo);
      if (s && hasEnded(s)) {
        yield put(stopProgressed({ orderNo, pending: false, message: null }));
        return;
      }
    }
  }
  yield put(stopProgressed({ orderNo, pending: false, message: '充电桩未确认停止，请稍后再试或联系客服' }));
}

/** The live session's saga: started with the charging routes (chargingFeature), not in the entry. */
export function* chargingSessionSaga() {
  yield takeEvery(sessionWatched.type, watch);
  const inFlight = new Set<string>();
  yield takeEvery(stopRequested.type, function* onStop(action: ReturnType<typeof stopRequested>) {
    const orderNo = action.payload;
    if (inFlight.has(orderNo)) return;
    inFlight.add(orderNo);
    try {
      yield call(stop, orderNo);
    } finally {
      inFlight.delete(orderNo);
    }
  });
}
