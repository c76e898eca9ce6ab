import type { Mutex } from 'async-mutex';
import { clearTokens, readRefreshToken, saveTokens } from '@/session/tokens';
import { HTTP_ERROR, NETWORK_ERROR, TIMEOUT_ERROR, transportMessages, type ApiError } from './apiError';
import { send } from './request';

const REFRESH_URL = '/auth/v2/api/refreshToken';

export type RefreshOutcome =
  | { kind: 'refreshed' }
  /** The server said no (401, 0xd12501001, any answer of its own): the session is over. */
  | { kind: 'refused' }
  /** The server could not be reached or could not answer: the session stands, the calls fail for now. */
  | { kind: 'unreachable'; error: ApiError };

/** A failure of the way there, not a verdict on the session: no answer, a timeout, a 5xx or a broken answer. */
export function isTransportFailure(error: ApiError): boolean {
  if (error.code === NETWORK_ERROR || error.code === TIMEOUT_ERROR || error.code === HTTP_ERROR) return true;
  return (error.status ?? 0) >= 500 || /^5\d\d$/.test(error.code);
}

/** The network message for every call of a wave whose refresh could not get through. */
function asNetworkError(error: ApiError): ApiError {
  const code = error.code === TIMEOUT_ERROR ? TIMEOUT_ERROR : NETWORK_ERROR;
  return { code, msg: transportMessages[code] };
}

/** The one refresh: posts the refresh token and saves the new pair; on a refusal the tokens go at once. */
async function refreshTokens(): Promise<RefreshOutcome> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) {
    clearTokens();
    return { kind: 'refused' };
  }
  const result = await send('auth', { url: REFRESH_URL, method: 'POST', body: { refreshToken } }, undefined);
  if (!result.ok) {
    if (isTransportFailure(result.error)) return { kind: 'unreachable', error: asNetworkError(result.error) };
    clearTokens();
    return { kind: 'refused' };
  }
  const pair = result.data as { token?: string; refreshToken?: string } | null;
  if (!pair?.token || !pair.refreshToken) return { kind: 'unreachable', error: asNetworkError({ code: HTTP_ERROR, msg: '' }) };
  saveTokens({ token: pair.token, refreshToken: pair.refreshToken });
  return { kind: 'refreshed' };
}

/** When a call went out, and with which token: decides whether it belongs to a wave whose refresh failed. */
export interface SendTicket {
  seq: number;
  token: string | undefined;
}

/**
 * The memory of the last refresh that could not get through, one per store (keyed by its lock). Every call sent
 * with that token before that failure belongs to the failed wave: it fails with the network message instead of
 * refreshing again. A call sent after it starts a new wave, so the session is tried again later.
 */
class RefreshWave {
  private seq = 0;
  private failure: { token: string; seq: number; error: ApiError } | null = null;

  sending(token: string | undefined): SendTicket {
    this.seq += 1;
    return { seq: this.seq, token };
  }

  failedFor(ticket: SendTicket): ApiError | null {
    const f = this.failure;
    return f && ticket.token === f.token && ticket.seq <= f.seq ? f.error : null;
  }

  /** Refreshes the pair `token` belongs to; remembers a failure on the way for the calls of this wave. */
  async refresh(token: string): Promise<RefreshOutcome> {
    const outcome = await refreshTokens();
    this.failure = outcome.kind === 'unreachable' ? { token, seq: this.seq, error: outcome.error } : null;
    return outcome;
  }
}

const waves = new WeakMap<Mutex, RefreshWave>();

export function refreshWaveOf(lock: Mutex): RefreshWave {
  let wave = waves.get(lock);
  if (!wave) {
    wave = new RefreshWave();
    waves.set(lock, wave);
  }
  return wave;
}
