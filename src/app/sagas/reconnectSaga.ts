import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, delay, getContext } from 'redux-saga/effects';
import { serverUnreachable, sessionRenewalFailed } from '@/api/reachability';
import { REFRESH_GATE, type RefreshGate } from '@/api/refreshGate';
import { nextTask } from '@/lib/nextTask';

/**
 * How long to wait between tries while the server cannot be reached: soon at first, then every 30 s at most; each
 * wait stretched or shrunk by up to a quarter at random, so phones that lost the network together do not return
 * together.
 */
export const reconnectTiming = { delaysMs: [3000, 6000, 12000, 24000, 30000], jitter: 0.25 };

/**
 * RTK Query's own "the network is back" action: every read on screen is asked again (refetchOnReconnect). Its
 * creator is not exported; the type is what setupListeners dispatches on the browser's online event.
 */
export const readsAskedAgain = () => ({ type: '__rtkq/online' });

/** What reconnectLoop.ts offers (named here, not imported: it imports this file). */
interface Loop {
  reconnectLoop(gate: RefreshGate | undefined, triggers: Channel<Action>): Generator<unknown, void, never>;
}

/** The schedule's code, fetched right after the first screen; a failed fetch is tried again, never given up. */
function* loadLoop() {
  yield call(nextTask);
  for (let attempt = 0; ; attempt++) {
    try {
      const loop: Loop = yield call(() => import(/* webpackChunkName: "reconnect" */ './reconnectLoop'));
      return loop;
    } catch {
      yield delay(Math.min(30_000, 1000 * 2 ** attempt));
    }
  }
}

/**
 * While the calls cannot reach the server (a weak signal the browser still calls online) or the session's refresh
 * cannot get through, the reconnect loop (reconnectLoop.ts) alone tries again: after a short wait that grows, or at
 * once when the browser says the network is back or the driver returns to the app; a refresh once per step, within
 * the budget. Its code is not in the entry: what starts it waits in a channel until it has loaded (the service
 * worker precaches it with every chunk).
 */
export function* reconnectSaga() {
  const gate: RefreshGate | undefined = yield getContext(REFRESH_GATE);
  const triggers: Channel<Action> = yield actionChannel([serverUnreachable.type, sessionRenewalFailed.type], buffers.sliding(1));
  const loop: Loop = yield call(loadLoop);
  yield call(loop.reconnectLoop, gate, triggers);
}
