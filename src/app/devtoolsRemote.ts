import type { Action, Dispatch, StoreEnhancer, UnknownAction } from '@reduxjs/toolkit';
import { devToolsEnhancer } from '@redux-devtools/remote';
import { devtoolsRelay, type RelayAddress } from '@config/devtoolsRelay';

/**
 * Live remote debugging (docs/rules/operations.md, "Live: operations watch the driver's store"): in a debug session the
 * server confirmed and the driver started, the store is relayed to operations' relay with Redux DevTools' own remote
 * protocol (`@redux-devtools/remote`), on the session's channel. Its own chunk, loaded by prepareDevTools only then.
 */

/** The action that ends it: the remote enhancer's `stopOn` closes the socket when the store sees it. */
export const LIVE_DEBUG_ENDED = 'devtools/liveDebugEnded';

/**
 * What a monitor may make the driver's store do: look back (jump, skip, pause, lock), never act. PERFORM_ACTION is the
 * app's own dispatch; a monitor's ACTION would come the same way, but the relay refuses it, the page gives the remote
 * no action creators and its policy no eval, so it can name nothing to run. IMPORT_STATE, RESET, ROLLBACK, COMMIT,
 * SWEEP and REORDER_ACTION (a state written from outside, history rewritten) are refused here as at the relay.
 */
export const LIFTED_ACTIONS_ALLOWED: ReadonlySet<string> = new Set([
  'PERFORM_ACTION', 'JUMP_TO_STATE', 'JUMP_TO_ACTION', 'TOGGLE_ACTION', 'SET_ACTIONS_ACTIVE', 'PAUSE_RECORDING', 'LOCK_CHANGES',
]);

/** What is sent after the session ended, should the socket come back before it closed: nothing of the driver's. */
const ENDED = '（远程调试已结束）';

export interface LiveDebugOptions {
  channel: string;
  relay: RelayAddress;
  /** The export's masking (src/app/devtools.ts): every action and state leaves the phone through it. */
  mask: <T>(value: T) => T;
  /** How many actions the monitor can go back over (as the debug log keeps). */
  maxAge?: number;
  /** A monitor's command the store refused (for the console and tests). */
  onRefused?: (type: string) => void;
}

export interface LiveDebug {
  /** The store enhancers, in order after RTK's defaults: the remote, then the guard of what a monitor may do. */
  enhancers: StoreEnhancer[];
  /** Ends the session: the socket closes and nothing of the driver's is sent again. */
  end(dispatch: Dispatch): void;
}

function liftedType(action: unknown): string {
  return action && typeof action === 'object' && typeof (action as { type?: unknown }).type === 'string' ? (action as { type: string }).type : '';
}

/**
 * Wraps the lifted store @redux-devtools/instrument makes (the remote enhancer calls this creator with the lifted
 * reducer): every command that reaches the driver's history goes through its dispatch, so this is the one place that
 * refuses what a monitor may not do, whatever the relay let through.
 */
function guardLiftedStore(onRefused: (type: string) => void): StoreEnhancer {
  return (createStore) => (reducer, preloaded) => {
    const lifted = createStore(reducer, preloaded);
    const dispatch = ((action: UnknownAction) => {
      const type = liftedType(action);
      if (LIFTED_ACTIONS_ALLOWED.has(type)) return lifted.dispatch(action as Parameters<typeof lifted.dispatch>[0]);
      onRefused(type || '（无类型）');
      return action;
    }) as typeof lifted.dispatch;
    return { ...lifted, dispatch };
  };
}

export function createLiveDebug({ channel, relay, mask, maxAge = 200, onRefused }: LiveDebugOptions): LiveDebug {
  let ended = false;
  const refused = (type: string) => {
    console.warn(`远程调试：已拒绝运营端的 ${type}（只能查看，不能在车主的手机上派发动作或导入状态）`);
    onRefused?.(type);
  };
  const remote = devToolsEnhancer({
    realtime: true,
    hostname: relay.hostname,
    port: relay.port,
    secure: relay.secure,
    // The relay reads the session's channel from the name's end: the monitor of that channel alone sees this store.
    name: `车主服务 · ${channel}`,
    maxAge,
    stopOn: LIVE_DEBUG_ENDED,
    // The end itself is not relayed: sent, it carried the store (after the monitor had heard the page leave, now and
    // then, as the socket closed under it).
    actionsDenylist: [LIVE_DEBUG_ENDED],
    suppressConnectErrors: true,
    actionSanitizer: <A extends Action<string>>(action: A): A => (ended ? ({ type: ENDED } as A) : mask(action)),
    stateSanitizer: <S>(state: S): S => (ended ? (ENDED as S) : mask(state)),
  });
  return {
    enhancers: [remote, guardLiftedStore(refused)],
    end(dispatch) {
      if (ended) return;
      // Ended first: should anything still be relayed, it is the placeholder, not the driver's store.
      ended = true;
      dispatch({ type: LIVE_DEBUG_ENDED });
    },
  };
}

/** The live session on this build's relay (DEVTOOLS_RELAY), or null for a build that names none. */
export function liveDebugOfBuild(options: Omit<LiveDebugOptions, 'relay'>): LiveDebug | null {
  return devtoolsRelay ? createLiveDebug({ ...options, relay: devtoolsRelay }) : null;
}
