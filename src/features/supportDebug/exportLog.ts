import type { DebugLog, RecordedCall } from '@/api/debugLog';
import { createMasker } from '@/lib/maskSecrets';
import { rememberSecretsIn } from '@/session/secretScan';
import { knownSecrets } from '@/session/secretValues';
import { readRefreshToken, readToken } from '@/session/tokens';
import { readStored } from '@/session/storage';
import type { AppInfo } from './appInfo';

/** An action as Redux DevTools keeps it in its history (@redux-devtools/instrument's PerformAction). */
export interface PerformAction {
  type: 'PERFORM_ACTION';
  action: { type: string; [key: string]: unknown };
  timestamp: number;
}

/** Redux DevTools' lifted state (@redux-devtools/instrument's LiftedState): what its import replaces its history with. */
export interface LiftedState {
  monitorState: Record<string, never>;
  nextActionId: number;
  actionsById: Record<number, PerformAction>;
  stagedActionIds: number[];
  skippedActionIds: number[];
  committedState: unknown;
  currentStateIndex: number;
  computedStates: { state: unknown; error?: string }[];
  isLocked: boolean;
  isPaused: boolean;
}

/**
 * The exported file: the shape Redux DevTools' own export writes and its import reads (`{payload, preloadedState}`,
 * both JSON strings; payload is the lifted state). DevTools reads only those two keys; `driverApp` carries what
 * else operations need: the app, the session and the API calls.
 */
export interface DebugExport {
  payload: string;
  preloadedState: string;
  driverApp: {
    app: AppInfo;
    exportedAt: string;
    requestNo: string | null;
    apiCalls: RecordedCall[];
  };
}

/**
 * What masks this session's own secrets wherever they appear, besides the masking by key and by pattern: the token
 * pair and openid stored now, and every ticket, OAuth code and state, auth_code, token and openid this page load saw
 * (src/session/secretValues.ts) — a ticket lives on in a cache key (tokenByTicket({"ticket":"…"})) long after the
 * address that brought it.
 */
export function sessionMasker(log?: DebugLog) {
  // What the recorded actions and states hold under a credential's name is masked by value everywhere else too.
  if (log) rememberSecretsIn([log.baseState(), log.actions(), log.calls()]);
  return createMasker({
    known: [readToken(), readRefreshToken(), readStored('openid'), readStored('openId'), readStored('reqJson')?.ticket, ...knownSecrets()],
  });
}

function isAction(a: unknown): a is PerformAction['action'] {
  return !!a && typeof a === 'object' && typeof (a as { type?: unknown }).type === 'string';
}

/**
 * The log as Redux DevTools' lifted state, masked: action 0 is DevTools' @@INIT on the state before the oldest
 * recorded action (committedState), then every recorded action with the state after it. Imported into DevTools
 * connected to this app, the actions are replayed from committedState through the app's reducers.
 */
export function toLiftedState(log: DebugLog, mask = sessionMasker(log)): LiftedState {
  const recorded = log.actions().filter((r) => isAction(r.action));
  const committedState = mask(log.baseState() ?? {});
  const actionsById: Record<number, PerformAction> = {
    0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: recorded[0]?.at ?? Date.now() },
  };
  const computedStates: LiftedState['computedStates'] = [{ state: committedState }];
  const stagedActionIds = [0];
  recorded.forEach((r, i) => {
    actionsById[i + 1] = { type: 'PERFORM_ACTION', action: mask(r.action as PerformAction['action']), timestamp: r.at };
    computedStates.push({ state: mask(r.state) });
    stagedActionIds.push(i + 1);
  });
  return {
    monitorState: {},
    nextActionId: recorded.length + 1,
    actionsById,
    stagedActionIds,
    skippedActionIds: [],
    committedState,
    currentStateIndex: recorded.length,
    computedStates,
    isLocked: false,
    isPaused: false,
  };
}

export function buildDebugExport(log: DebugLog, app: AppInfo, requestNo: string | null, now = new Date()): DebugExport {
  const mask = sessionMasker(log);
  const lifted = toLiftedState(log, mask);
  return {
    payload: JSON.stringify(lifted),
    preloadedState: JSON.stringify(lifted.committedState),
    driverApp: { app: mask(app), exportedAt: now.toISOString(), requestNo, apiCalls: mask(log.calls()) },
  };
}

/** A file name that sorts by time and names the case: driver-app-debug-SR000001-20261124-143502.json */
export function exportFileName(requestNo: string | null, now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return `driver-app-debug-${requestNo ?? 'dev'}-${stamp}.json`;
}

/** Hands the file to the browser as a download (what DevTools' own export does). */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data)], { type: 'application/json' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  setTimeout(() => {
    a.remove();
    URL.revokeObjectURL(href);
  }, 0);
}
