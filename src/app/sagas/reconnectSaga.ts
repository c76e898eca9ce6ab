import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, getContext, put, race, select, take } from 'redux-saga/effects';
import {
  deviceOffline,
  retryScheduled,
  selectRenewalFailing,
  selectServerReachable,
  serverUnreachable,
  sessionRenewalFailed,
} from '@/api/reachability';
import { REFRESH_GATE, type GateNews, type RefreshGate, type RefreshOutcome } from '@/api/refreshGate';
import { sessionExpired, tokensRefreshed } from '@/session/sessionSlice';

/**
 * How long to wait between tries while the server cannot be reached: soon at first, then every 30 s at most; each
 * wait stretched or shrunk by up to a quarter at random, so phones that lost the network together do not return
 * together.
 */
export const reconnectTiming = { delaysMs: [3000, 6000, 12000, 24000, 30000], jitter: 0.25 };

export function jittered(ms: number, random: () => number = Math.random): number {
  const spread = reconnectTiming.jitter;
  return Math.round(ms * (1 - spread + 2 * spread * random()));
}

/**
 * RTK Query's own "the network is back" action: every read on screen is asked again (refetchOnReconnect). Its
 * creator is not exported; the type is what setupListeners dispatches on the browser's online event.
 */
export const readsAskedAgain = () => ({ type: '__rtkq/online' });

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

/** Waits `ms`, or less if a chance comes (or the session is renewed meanwhile, by a read or another tab). */
function* until(at: number, chances: EventChannel<true>) {
  yield put(retryScheduled(at));
  yield race({ waited: delay(Math.max(0, at - Date.now())), chance: take(chances), renewed: take(tokensRefreshed.type) });
}

/**
 * While the calls cannot reach the server (a weak signal the browser still calls online) or the session's refresh
 * cannot get through, this saga alone tries again: after a short wait that grows, or at once when the browser says
 * the network is back or the driver returns to the app. A refresh is tried once per step and within the gate's
 * budget (at most 3 a minute for the phone, never two within 3 s); once it succeeds, the reads on screen are asked
 * again. The first answer that gets through ends it. Only reads: a payment, a booking or a lock command is never
 * replayed.
 */
export function* reconnectSaga() {
  const gate: RefreshGate | undefined = yield getContext(REFRESH_GATE);
  const chances: EventChannel<true> = yield call(chancesToReconnect);
  if (gate) yield fork(followOtherTabs, gate);
  try {
    while (true) {
      yield take([serverUnreachable.type, sessionRenewalFailed.type]);
      for (let step = 0; ; step++) {
        const before: Waiting = yield call(whatIsWaiting);
        if (before.reachable && !before.renewalFailing) break;
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
          continue;
        }
        // With no network at all the browser's own online event brings the reads back (RTK listens for it).
        if (!now.reachable && !deviceOffline()) yield put(readsAskedAgain());
      }
      yield put(retryScheduled(null));
    }
  } finally {
    chances.close();
  }
}
