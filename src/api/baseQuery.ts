import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Mutex } from 'async-mutex';
import type { ServiceName } from '@config/api';
import { loginRequired, sessionExpired, tokensRefreshed } from '@/session/sessionSlice';
import { clearTokens, readRefreshToken, readToken, saveTokens } from '@/session/tokens';
import { errorRaised, UNAUTHORIZED, type ApiError } from './apiError';
import { endpointKey, send, type ApiRequest } from './request';

/** What every store hands its base queries (thunk extra argument): the app-wide refresh lock. */
export interface ApiExtra {
  reauth: Mutex;
}

const REFRESH_URL = '/auth/v2/api/refreshToken';

/** The one refresh: posts the refresh token, saves the new pair. False when the server refused it. */
async function refreshTokens(): Promise<boolean> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return false;
  const result = await send('auth', { url: REFRESH_URL, method: 'POST', body: { refreshToken } }, undefined);
  if (!result.ok) return false;
  const pair = result.data as { token?: string; refreshToken?: string } | null;
  if (!pair?.token || !pair.refreshToken) return false;
  saveTokens({ token: pair.token, refreshToken: pair.refreshToken });
  return true;
}

/**
 * The shared base query of every service API (spec sections 4 and 7):
 * headers and envelope via `send`; on 401 with a stored token exactly one refresh for the whole app (one mutex
 * for every service), then a replay with the new token; concurrent 401s wait for that refresh and replay too;
 * a failed refresh signs out once; 401 with no token asks for login. Every other failure is raised for the
 * error catalogue saga.
 */
export function createBaseQuery(service: ServiceName): BaseQueryFn<ApiRequest, unknown, ApiError> {
  return async (req, api) => {
    const { reauth } = api.extra as ApiExtra;
    await reauth.waitForUnlock();
    const sentWith = readToken();
    let result = await send(service, req, sentWith, api.signal);

    if (!result.ok && result.error.code === UNAUTHORIZED) {
      if (!sentWith) {
        api.dispatch(loginRequired({}));
        return { error: { ...result.error, handled: true } };
      }
      if (!reauth.isLocked()) {
        const release = await reauth.acquire();
        try {
          // Someone may have refreshed between our request and our 401: then only replay.
          if (readToken() === sentWith) {
            if (await refreshTokens()) {
              api.dispatch(tokensRefreshed());
            } else {
              // Cleared here, before the lock opens, so every waiting call sees the session is gone.
              clearTokens();
              api.dispatch(sessionExpired());
              return { error: { code: UNAUTHORIZED, msg: '登录已过期，请重新登录', status: 401, handled: true } };
            }
          }
        } finally {
          release();
        }
      } else {
        await reauth.waitForUnlock();
      }
      const fresh = readToken();
      // No token now means the refresh failed for someone else; the sign-out is already under way.
      if (!fresh) return { error: { code: UNAUTHORIZED, msg: '登录已过期，请重新登录', status: 401, handled: true } };
      result = await send(service, req, fresh, api.signal);
      if (!result.ok && result.error.code === UNAUTHORIZED) {
        return { error: { ...result.error, handled: true } };
      }
    }

    if (!result.ok) {
      if (result.error.handled) return { error: result.error };
      api.dispatch(errorRaised({ code: result.error.code, msg: result.error.msg, endpoint: endpointKey(req), silent: !!req.silent }));
      return { error: result.error };
    }
    return { data: result.data };
  };
}
