import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Mutex } from '@/lib/mutex';
import { yieldIfFree } from '@/lib/nextTask';
import type { ServiceName } from '@config/api';
import { loginRequired, sessionExpired, tokensRefreshed } from '@/session/sessionSlice';
import { readToken } from '@/session/tokens';
import { ABORTED, errorRaised, NETWORK_ERROR, TIMEOUT_ERROR, transportMessages, UNAUTHORIZED, type ApiError } from './apiError';
import { endpointKey, send, type ApiRequest, type SendResult } from './request';
import { takeEarly } from './earlyAnswers';
import { deviceOffline, selectRenewalFailing, selectServerReachable, serverReached, serverUnreachable, sessionRenewalFailed, type ReachabilityState } from './reachability';
import { refreshGateOf } from './refreshGate';
import type { DebugLog } from './debugLog';
import { malformedAnswer, noteMalformed } from './contract';

/** What every store hands its base queries (thunk extra argument): the app-wide refresh lock. */
export interface ApiExtra {
  reauth: Mutex;
  /** The operations debug panel's recorder (src/api/debugLog.ts): every exchange is noted there when given. */
  debugLog?: DebugLog;
}

/**
 * `send` in a task of its own where that costs nothing (yieldIfFree): a page's queries all start in the commit that
 * mounted it, and setting up each fetch is 5–15 ms of main thread at 4× CPU. A cancel meanwhile means it is never sent.
 */
async function sendInItsTask(service: ServiceName, req: ApiRequest, token: string | undefined, signal: AbortSignal): Promise<SendResult> {
  const pause = yieldIfFree();
  if (pause) await pause;
  return send(service, req, token, signal);
}

/** `send`, noted in the debug log: method, path, status, code and how long it took (never headers or bodies). */
async function sendNoted(service: ServiceName, req: ApiRequest, token: string | undefined, signal: AbortSignal, log: DebugLog | undefined, read: boolean): Promise<SendResult> {
  const started = Date.now();
  // A read the page's address asked for before the page's code had come (app/earlyReads) is not asked again.
  const result = await ((read ? takeEarly(service, req, token) : null) ?? sendInItsTask(service, req, token, signal));
  log?.recordCall({
    at: started,
    method: req.method || 'GET',
    path: req.url,
    status: result.ok ? 200 : result.error.status || 0,
    code: result.ok ? '200' : result.error.code,
    durationMs: Date.now() - started,
    ...(result.ok ? {} : { msg: result.error.msg }),
  });
  return result;
}

/**
 * What every service API opts into: a read that failed (or went stale) while the driver was away or offline is
 * asked again when the network returns or the app comes back to the foreground. Mutations are never replayed.
 */
export const serviceApiDefaults = {
  refetchOnReconnect: true,
  refetchOnFocus: true,
  // Every answer is checked against its schema (src/api/contract.ts); one that breaks it is an error, never data.
  catchSchemaFailure: malformedAnswer,
  onSchemaFailure: noteMalformed,
} as const;

/** The plate a call names (query or JSON body plateNo), carried with its error for the catalogue's feedback buttons. */
function plateOfRequest(req: ApiRequest): string | undefined {
  const fromBody = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>).plateNo : undefined;
  const v = req.params?.plateNo ?? fromBody;
  return typeof v === 'string' && v ? v : undefined;
}

const EXPIRED: ApiError = { code: UNAUTHORIZED, msg: '登录已过期，请重新登录', status: 401, handled: true };


/**
 * The shared base query of every service API (spec sections 4 and 7):
 * headers and envelope via `send`; on 401 with a stored token exactly one refresh for the whole app (one mutex
 * for every service, one Web Lock for every tab: refreshGate.ts), then a replay with the new token; concurrent 401s
 * wait for that refresh and replay too. Only a refresh the server refuses signs out (once); one that fails on the
 * way (no network, timeout, 5xx) keeps the session, every call with that token fails at once with the network
 * message, and the reconnect saga alone tries the refresh again, on its schedule. A 401 with no token asks for
 * login. Every other failure is raised for the error catalogue saga.
 */
export function createBaseQuery(service: ServiceName): BaseQueryFn<ApiRequest, unknown, ApiError> {
  return async (req, api) => {
    const { reauth, debugLog } = api.extra as ApiExtra;
    const reachability = () => api.getState() as { reachability?: ReachabilityState };
    const reachable = () => selectServerReachable(reachability());
    const reachableAtStart = reachable();
    const raise = (error: ApiError) => {
      // Offline, or waiting for a refresh that could not get through, the banner already says why reads fail and
      // when they are tried again; a toast per failed read would only repeat it. The call that finds the server gone
      // still says so, and a submit always does (it was not sent and will not be).
      const waitingBanner = deviceOffline() || !reachableAtStart || selectRenewalFailing(reachability());
      const silent = !!req.silent || (api.type === 'query' && waitingBanner);
      const plateNo = plateOfRequest(req);
      api.dispatch(errorRaised({ code: error.code, msg: error.msg, endpoint: endpointKey(req), silent, ...(plateNo ? { plateNo } : {}) }));
      return { error };
    };

    const noteReachability = (result: SendResult) => {
      const code = result.ok ? null : result.error.code;
      if (code === NETWORK_ERROR && reachable()) api.dispatch(serverUnreachable());
      const answered = code !== NETWORK_ERROR && code !== TIMEOUT_ERROR && code !== ABORTED;
      if (answered && !reachable()) api.dispatch(serverReached());
    };

    // Nothing that changes state is sent, queued or replayed without a network: it fails now and says so.
    if (api.type === 'mutation' && deviceOffline()) {
      return raise({ code: NETWORK_ERROR, msg: transportMessages[NETWORK_ERROR] });
    }

    await reauth.waitForUnlock();
    const gate = refreshGateOf(reauth);
    const sentWith = readToken();
    // This token's refresh could not get through and waits for the reconnect schedule: the token is known expired,
    // so the call is not sent at all (a herd of expired calls is load for nothing).
    const waiting = gate.waiting(sentWith);
    if (waiting) return raise(waiting);
    let result = await sendNoted(service, req, sentWith, api.signal, debugLog, api.type === 'query');
    noteReachability(result);

    if (!result.ok && result.error.code === UNAUTHORIZED) {
      if (!sentWith) {
        api.dispatch(loginRequired({}));
        return { error: { ...result.error, handled: true } };
      }
      if (!reauth.isLocked()) {
        const release = await reauth.acquire();
        try {
          // Someone may have refreshed between our request and our 401 (then only replay), or tried and could
          // not get through for this very token (then wait for the schedule: that is how one blip became 4–7).
          if (readToken() === sentWith && !gate.waiting(sentWith)) {
            const outcome = await gate.refresh(sentWith);
            if (outcome.kind === 'refreshed') api.dispatch(tokensRefreshed());
            if (outcome.kind === 'unreachable') api.dispatch(sessionRenewalFailed());
            if (outcome.kind === 'refused') {
              // Signed out here, before the lock opens, so every waiting call sees the session is gone.
              api.dispatch(sessionExpired());
              return { error: { ...EXPIRED } };
            }
          }
        } finally {
          release();
        }
      } else {
        await reauth.waitForUnlock();
      }
      const fresh = readToken();
      // No token now means the refresh was refused for someone else; the sign-out is already under way.
      if (!fresh) return { error: { ...EXPIRED } };
      const stillWaiting = gate.waiting(fresh);
      if (stillWaiting) return raise(stillWaiting);
      result = await sendNoted(service, req, fresh, api.signal, debugLog, false);
      noteReachability(result);
      if (!result.ok && result.error.code === UNAUTHORIZED) {
        return { error: { ...result.error, handled: true } };
      }
    }

    if (!result.ok) {
      if (result.error.handled) return { error: result.error };
      return raise(result.error);
    }
    return { data: result.data };
  };
}
