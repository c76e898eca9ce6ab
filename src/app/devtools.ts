import type { Action } from '@reduxjs/toolkit';
import { readConfirmedDebugGrant, readDebugGrant, readLiveSession } from '@/session/debugGrant';
import { knownSecrets } from '@/session/secretValues';
import type * as RemoteModule from './devtoolsRemote';
import type * as ReplayModule from './devtoolsReplay';

type MaskWith = <T>(value: T) => T;
/**
 * The masking (src/lib/maskSecrets.ts, src/session/secretScan.ts), loaded by prepareDevTools only when DevTools will
 * be on: not in the entry. What a value holds under a credential's name is remembered first, then masked by value
 * wherever else it shows, with every secret this page load saw (src/session/secretValues.ts).
 */
let maskWith: MaskWith | null = null;

/**
 * What replaying a log needs (src/app/devtoolsReplay.ts: every API's endpoints, every feature's slices, the guard for
 * what another build recorded), loaded by prepareDevTools in its own chunk only when DevTools will be on.
 */
type Replay = typeof ReplayModule;
let replay: Replay | null = null;

/** The replay module when DevTools are on and prepareDevTools loaded it; null otherwise (setupStore uses it then). */
export function devToolsReplay(): Replay | null {
  return replay && devToolsEnabled() ? replay : null;
}

/** Live remote debugging (src/app/devtoolsRemote.ts), loaded by prepareDevTools only for a live session. */
let remote: typeof RemoteModule | null = null;

export interface LiveDebugSession {
  requestNo: string;
  /** Epoch ms on this phone's clock: the code's expiry ends the session. */
  expiresAt: number;
  live: RemoteModule.LiveDebug;
}

/**
 * The live session this store connects, made once per store: only when the driver started one, the server confirmed
 * it in this page load with its channel, the build names a relay, and prepareDevTools loaded the module.
 */
export function liveDebugSession(): LiveDebugSession | null {
  const session = readLiveSession();
  if (!session || !remote || !devToolsEnabled()) return null;
  const live = remote.liveDebugOfBuild({ channel: session.channel, mask });
  return live && { requestNo: session.requestNo, expiresAt: session.expiresAt, live };
}

function mask<T>(value: T): T {
  return maskWith ? maskWith(value) : value;
}

/**
 * DevTools are on in development. In production only for a debug session whose support code the server confirmed
 * in this page load (src/session/debugGrant.ts): a grant in sessionStorage alone — one written by hand — connects
 * nothing, and no local flag turns them on. Masked either way.
 */
export function devToolsEnabled(): boolean {
  if (process.env.NODE_ENV !== 'production') return true;
  return readConfirmedDebugGrant() !== undefined;
}

/** Asks the server about the grant found in sessionStorage (its own chunk: a driver without a session never loads it). */
async function confirmAtBoot(): Promise<void> {
  const { confirmDebugGrantBeforeStore } = await import(/* webpackChunkName: "debug-recheck" */ './recheckDebugGrant');
  await confirmDebugGrantBeforeStore();
}

/**
 * Boot calls this before making the store, which connects DevTools when it is made or never. In production a debug
 * session found in sessionStorage is asked about first, so not one action — the boot's included — reaches the
 * extension before the server has said yes; then the masking and what a replay needs (every endpoint and slice, so a
 * log from any page replays here) load when DevTools will be on (never for a driver without a confirmed session).
 */
export async function prepareDevTools(confirm: () => Promise<unknown> = confirmAtBoot): Promise<void> {
  // A live session is confirmed in development too: its channel comes only with the server's yes in this load.
  const grant = readDebugGrant();
  if (grant && (process.env.NODE_ENV === 'production' || grant.live) && !readConfirmedDebugGrant()) {
    try {
      await confirm();
    } catch {
      // No answer: no DevTools for this load.
    }
  }
  if (!devToolsEnabled()) return;
  // The build's relay is read in the remote chunk: the entry carries no address (a build without one connects nothing).
  const wantsLive = !remote && readLiveSession() !== undefined;
  if (maskWith && replay && !wantsLive) return;
  const [{ maskSecrets }, { rememberSecretsIn }, replayModule, remoteModule] = await Promise.all([
    import(/* webpackChunkName: "mask-secrets" */ '@/lib/maskSecrets'),
    import(/* webpackChunkName: "mask-secrets" */ '@/session/secretScan'),
    import(/* webpackChunkName: "devtools-replay" */ './devtoolsReplay'),
    wantsLive ? import(/* webpackChunkName: "devtools-remote" */ './devtoolsRemote') : Promise.resolve(null),
  ]);
  replay = replayModule;
  remote = remoteModule ?? remote;
  maskWith = <T>(value: T): T => {
    rememberSecretsIn(value);
    return maskSecrets(value, { known: knownSecrets() });
  };
}

export function devToolsOptions() {
  if (!devToolsEnabled()) return false as const;
  return {
    name: '车主服务',
    // Until the masking is loaded (a store made without prepareDevTools), DevTools see action types, never values.
    actionSanitizer: <A extends Action>(action: A): A => (maskWith ? mask(action) : ({ type: action.type } as A)),
    stateSanitizer: <S>(state: S): S => (maskWith ? mask(state) : ('（脱敏模块未加载）' as S)),
  };
}
