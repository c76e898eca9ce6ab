import type { Action } from '@reduxjs/toolkit';
import { eventChannel, type Channel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { madeServiceApis } from '@/api/serviceApis';
import { NETWORK_ERROR, TIMEOUT_ERROR } from '@/api/apiError';
import { deviceOffline, retryScheduled, selectRenewalFailing, selectServerReachable, sessionRenewalFailed } from '@/api/reachability';
import type { GateNews, RefreshGate, RefreshOutcome } from '@/api/refreshGate';
import { openTabLink } from '@/api/tabLink';
import { sessionExpired, tokensRefreshed } from '@/session/sessionSlice';
import { readsAskedAgain, reconnectTiming } from './reconnectSaga';

/**
 * The reconnect schedule (reconnectSaga.ts loads it just after the first screen; the triggers that come before are
 * kept in a channel, so none is lost).
 */

export function jittered(ms: number, random: () => number = Math.random): number {
  const spread = reconnectTiming.jitter;
  return Math.round(ms * (1 - spread + 2 * spread * random()));
}

/** The browser's online event and the driver coming back to the app: both are moments worth trying at once. */
function chancesToReconnect(): EventChannel<true> {
  return eventChannel((emit) => {
    const now = () => emit(true);
    const onVisible = () => document.visibilityState === 'visible' && emit(true);
    window.addEventListener('online', now);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', now);
      document.removeEventListener('visibilitychange', onVisible);
    };
  });
}

function newsOf(gate: RefreshGate): EventChannel<GateNews> {
  return eventChannel((emit) => gate.subscribe(emit));
}

/** Another tab's outcome is this one's: its new tokens are in the shared cookies, its failure is this wave's too. */
function* followOtherTabs(gate: RefreshGate) {
  const news: EventChannel<GateNews> = yield call(newsOf, gate);
  try {
    while (true) {
      const item: GateNews = yield take(news);
      if (item === 'refreshedElsewhere') {
        yield put(tokensRefreshed());
        yield put(readsAskedAgain());
      } else {
        yield put(sessionRenewalFailed());
      }
    }
  } finally {
    news.close();
  }
}

interface Waiting {
  reachable: boolean;
  renewalFailing: boolean;
}

function* whatIsWaiting() {
  const reachable: boolean = yield select(selectServerReachable);
  const renewalFailing: boolean = yield select(selectRenewalFailing);
  return { reachable, renewalFailing } as Waiting;
}

/**
 * Waits until `at`, or less if a chance comes, the session is renewed meanwhile (by a read or another tab), or any
 * call gets an answer (the server is reached again: no need to wait for the step to find out).
 */
function* until(at: number, chances: EventChannel<true>) {
  yield put(retryScheduled(at));
  yield race({ waited: delay(Math.max(0, at - Date.now())), chance: take(chances), renewed: take(tokensRefreshed.type) });
}

interface CachedRead {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  error?: { code?: string };
}

/**
 * The reads whose last try failed on the way (no answer, timed out) are asked once more: the server was reached
 * again by some other call (a poll's) before the schedule asked them. Only those: a read the server answered with an
 * error (a lane that does not exist) stays answered, and nothing else is asked twice.
 */
function* askFailedReadsAgain() {
  const state: Record<string, { queries?: Record<string, CachedRead | undefined> } | undefined> = yield select();
  for (const api of madeServiceApis()) {
    for (const read of Object.values(state[api.reducerPath]?.queries ?? {})) {
      const code = read?.error?.code;
      if (read?.status !== 'rejected' || (code !== NETWORK_ERROR && code !== TIMEOUT_ERROR) || !read.endpointName) continue;
      const endpoint = (api.endpoints as Record<string, { initiate?: (args: unknown, options: object) => unknown }>)[read.endpointName];
      // initiate gives a thunk: put hands it to the store, whose thunk middleware runs it.
      if (endpoint?.initiate) yield put(endpoint.initiate(read.originalArgs, { subscribe: false, forceRefetch: true }) as Action);
    }
  }
}

/**
 * While the calls cannot reach the server (a weak signal the browser still calls online) or the session's refresh
 * cannot get through, this saga alone tries again: after a short wait that grows, or at once when the browser says
 * the network is back or the driver returns to the app. A refresh is tried once per step and within the gate's
 * budget (at most 3 a minute for the phone, never two within 3 s); once it succeeds, the reads on screen are asked
 * again. The first answer that gets through ends it. Only reads: a payment, a booking or a lock command is never
 * replayed.
 */
export function* reconnectLoop(gate: RefreshGate | undefined, triggers: Channel<Action>) {
  const chances: EventChannel<true> = yield call(chancesToReconnect);
  if (gate) {
    gate.connect(openTabLink());
    yield fork(followOtherTabs, gate);
  }
  // Another tab's failure heard before this code loaded: the gate knows, the store is told now.
  const told: boolean = yield select(selectRenewalFailing);
  if (gate?.failing && !told) yield put(sessionRenewalFailed());
  try {
    while (true) {
      yield take(triggers);
      // Whether the last step asked the reads again (then their answers are what ended the wait).
      let asked = false;
      for (let step = 0; ; step++) {
        const before: Waiting = yield call(whatIsWaiting);
        if (before.reachable && !before.renewalFailing) {
          // Some other call's answer (a poll's) found the way back before the schedule asked anything: what failed
          // on the way meanwhile is asked again, not left on its error — after the first step's wait even then, so a
          // read that keeps failing while everything else answers is asked once a step, not in a loop.
          if (!asked && !deviceOffline()) {
            if (step === 0) yield call(until, Date.now() + jittered(reconnectTiming.delaysMs[0] ?? 3000), chances);
            yield call(askFailedReadsAgain);
          }
          break;
        }
        asked = false;
        const delayMs = reconnectTiming.delaysMs[Math.min(step, reconnectTiming.delaysMs.length - 1)] ?? 30000;
        const budget = before.renewalFailing && gate ? gate.waitBeforeNextAttempt() : 0;
        yield call(until, Date.now() + Math.max(jittered(delayMs), budget), chances);
        const now: Waiting = yield call(whatIsWaiting);
        if (now.renewalFailing && gate) {
          // A chance may come before the budget allows: then the try waits for the budget, and the banner says when.
          const left = gate.waitBeforeNextAttempt();
          if (left > 0) yield call(until, Date.now() + left, chances);
          const outcome: RefreshOutcome | null = yield call([gate, gate.retry]);
          if (outcome?.kind === 'unreachable') continue;
          if (outcome?.kind === 'refused') {
            yield put(sessionExpired());
            break;
          }
          yield put(tokensRefreshed());
          if (!deviceOffline()) yield put(readsAskedAgain());
          asked = true;
          continue;
        }
        // With no network at all the browser's own online event brings the reads back (RTK listens for it).
        if (!now.reachable && !deviceOffline()) {
          yield put(readsAskedAgain());
          asked = true;
        }
      }
      yield put(retryScheduled(null));
    }
  } finally {
    chances.close();
  }
}
