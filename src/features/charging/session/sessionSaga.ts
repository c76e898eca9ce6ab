import type { UnknownAction } from '@reduxjs/toolkit';
import { call, delay, put, race, take, takeEvery, type ActionPattern } from 'redux-saga/effects';
import { errorMessage } from '@/api/apiError';
import { callEndpoint, fetchOnce } from '@/api/callEndpoint';
import { cpsSessionApi } from '@/api/cps/session';
import type { ChargingSession, StopChargingResult } from '@/api/cps/session.types';
import { hasEnded, sessionTiming } from './sessionPolling';
import { stopProgressed, stopRequested } from './sessionSlice';

/**
 * The live session's one flow with steps: stopping it. Reading it is not a saga's job: the page's query polls
 * (`sessionPollMs`, RTK Query `pollingInterval` with `skipPollingIfUnfocused`), so the reads follow the page, go
 * quiet when it goes away or the app is in the background, and come back with the reconnect rules like every read.
 */

const chargingSession = cpsSessionApi.endpoints.chargingSession;

/** An answer about this session, whoever asked for it, saying it ended. */
const endedAnswer = (orderNo: string): ActionPattern => (a: unknown) =>
  chargingSession.matchFulfilled(a) && a.meta.arg.originalArgs === orderNo && hasEnded(a.payload);

/**
 * Waits up to `ms` for the server to say the session ended. Meanwhile the session's query is polled every `busyMs`
 * on the saga's own subscription (RTK Query keeps one poll per session at the shortest interval asked, so with the
 * page open this is the page's poll, and with the page gone the stop is still followed to its end, and the billing
 * at the end seen). Before a stop is sent again the server is asked once more: a poll skipped in the background
 * must not make the app send a stop the pile already confirmed.
 */
function* endedWithin(orderNo: string, ms: number) {
  const watching = (yield put(
    chargingSession.initiate(orderNo, { subscriptionOptions: { pollingInterval: sessionTiming.busyMs } }) as unknown as UnknownAction,
  )) as { unsubscribe(): void };
  try {
    const r: { ended?: UnknownAction } = yield race({ ended: take(endedAnswer(orderNo)), waited: delay(ms) });
    if (r.ended) return true;
  } finally {
    watching.unsubscribe();
  }
  const s: ChargingSession | null = yield* fetchOnce(chargingSession, orderNo, { forceRefetch: true });
  return !!s && hasEnded(s);
}

/**
 * One stop per session, however often it is tapped: sent, then followed until the server says the session ended;
 * a pile that has not confirmed after `stopConfirmMs` is sent the stop again (up to `stopAttempts`). The screen
 * shows it pending until the server says the session ended — never "stopped" on the app's word.
 */
function* stop(orderNo: string) {
  for (let attempt = 1; attempt <= sessionTiming.stopAttempts; attempt++) {
    yield put(stopProgressed({ orderNo, pending: true, attempts: attempt, message: null }));
    let ended = false;
    try {
      const sent: StopChargingResult = yield* callEndpoint(cpsSessionApi.endpoints.stopCharging, orderNo);
      ended = hasEnded(sent);
    } catch (e) {
      yield put(stopProgressed({ orderNo, message: `停止指令未送达：${errorMessage(e)}，正在重试` }));
    }
    if (ended || (yield call(endedWithin, orderNo, sessionTiming.stopConfirmMs))) {
      yield put(stopProgressed({ orderNo, pending: false, message: null }));
      return;
    }
  }
  yield put(stopProgressed({ orderNo, pending: false, message: '充电桩未确认停止，请稍后再试或联系客服' }));
}

/** The live session's saga: started with the charging routes (chargingFeature), not in the entry. */
export function* chargingSessionSaga() {
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
