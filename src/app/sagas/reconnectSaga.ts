import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, race, select, take, put } from 'redux-saga/effects';
import { deviceOffline, selectServerReachable, serverUnreachable } from '@/api/reachability';

/** How long to wait between tries while the server cannot be reached: soon at first, then every 30 s at most. */
export const reconnectTiming = { delaysMs: [3000, 6000, 12000, 24000, 30000] };

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

/**
 * While the calls cannot reach the server (a weak signal the browser still calls online), the reads on screen are
 * asked again by themselves: after a short wait that grows, or at once when the browser says the network is back
 * or the driver returns to the app. The first answer that gets through ends it (baseQuery marks the server
 * reached). Only reads: a payment, a booking or a lock command is never replayed.
 */
export function* reconnectSaga() {
  const chances: EventChannel<true> = yield call(chancesToReconnect);
  try {
    while (true) {
      yield take(serverUnreachable.type);
      for (let attempt = 0; ; attempt++) {
        const wait = reconnectTiming.delaysMs[Math.min(attempt, reconnectTiming.delaysMs.length - 1)] ?? 30000;
        yield race({ waited: delay(wait), chance: take(chances) });
        // Another call may have got through meanwhile; then there is nothing to ask again.
        const reachable: boolean = yield select(selectServerReachable);
        if (reachable) break;
        // With no network at all the browser's own online event brings the reads back (RTK listens for it).
        if (!deviceOffline()) yield put(readsAskedAgain());
      }
    }
  } finally {
    chances.close();
  }
}
