import { rememberSecret } from '@/session/secretValues';
import { clearTokens, readRefreshToken, readToken, saveTokens } from '@/session/tokens';
import { HTTP_ERROR, isTransportFailure, NETWORK_ERROR, TIMEOUT_ERROR, transportMessages, type ApiError } from './apiError';
import { tokenTag, type RefreshGate, type RefreshOutcome } from './refreshGate';
import { send } from './request';

/**
 * The refresh itself and its budget, loaded with the first 401 that needs it (not in the entry: most page loads
 * never refresh). The gate (refreshGate.ts) decides who may ask; this asks, once, within the budget, in every
 * tab's turn, and tells the other tabs how it went.
 */

const REFRESH_URL = '/auth/v2/api/refreshToken';

/**
 * How often one phone may ask for a new token while the refresh keeps failing, whatever its tabs and its reads do:
 * at most 3 in any minute, and none within 3 s of one that failed. A stadium lot of phones waking at once with
 * expired tokens is
 * where a client's retries become the outage; this is the bound `npm run bench:herd` measures.
 */
export const refreshBudget = { perWindow: 3, windowMs: 60_000, minGapMs: 3_000, transitMs: 1_000 };

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
  // The debug export masks every credential this page load saw by value, the rotated ones too.
  rememberSecret(pair.token, pair.refreshToken);
  return { kind: 'refreshed' };
}

/** The refresh attempts of every tab of this app in the last minute (times only): the budget is the phone's. */
const ATTEMPTS_KEY = 'session:refreshAttempts';
/** Where localStorage cannot be used (private mode), this tab's own memory is the budget. */
let attemptsInMemory: number[] = [];

function readAttempts(now: number): number[] {
  let list = attemptsInMemory;
  try {
    const raw = localStorage.getItem(ATTEMPTS_KEY);
    list = raw ? (JSON.parse(raw) as unknown[]).filter((t): t is number => typeof t === 'number') : [];
  } catch {
    // Kept in memory only.
  }
  return list.filter((t) => now - t < refreshBudget.windowMs && t <= now);
}

function noteAttempt(now: number): void {
  const list = [...readAttempts(now), now];
  try {
    localStorage.setItem(ATTEMPTS_KEY, JSON.stringify(list));
  } catch {
    attemptsInMemory = list;
  }
}

/** When a refresh of any tab last could not get through: the next one waits `minGapMs` after it. */
const FAILED_KEY = 'session:refreshFailedAt';
let failedInMemory = 0;

function readFailedAt(): number {
  try {
    return Number(localStorage.getItem(FAILED_KEY)) || 0;
  } catch {
    return failedInMemory;
  }
}

function noteFailure(at: number): void {
  try {
    localStorage.setItem(FAILED_KEY, String(at));
  } catch {
    failedInMemory = at;
  }
}

/** How long until the budget allows another request (0: now). */
export function waitBeforeNextAttempt(now = Date.now()): number {
  const recent = readAttempts(now);
  const byGap = readFailedAt() + refreshBudget.minGapMs - now;
  // The window frees a place when the oldest of the last `perWindow` attempts leaves it, counted on the server's
  // side: a request's way there can take longer than the one before it, so a second more.
  const sorted = [...recent].sort((x, y) => x - y);
  const oldestThatCounts = sorted[sorted.length - refreshBudget.perWindow];
  const byWindow = oldestThatCounts === undefined ? 0 : oldestThatCounts + refreshBudget.windowMs + refreshBudget.transitMs - now;
  return Math.max(0, byGap, byWindow);
}

function webLocks(): LockManager | undefined {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks?.request ? locks : undefined;
}

/** One refresh at a time for every tab of the app (Web Locks); where a browser lacks them, this tab's own turn. */
function inEveryTabsTurn<T>(job: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  if (!locks) return job();
  return locks.request('driver-app:token-refresh', job) as Promise<T>;
}

/**
 * The gap after a refresh that could not get through, held as a lock by the tab whose refresh it was. The time in
 * localStorage says the same, but a write there reaches another tab's process a moment after it is made, and the
 * refresh lock can reach that tab first: reading no failure yet, it sent a refresh of its own 0.1 s after the first.
 * A lock is granted in the same order everywhere.
 */
const GAP_LOCK = 'driver-app:token-refresh-gap';

/** Holds the gap lock for `ms`; resolves once it is held. */
function holdGap(ms: number): Promise<void> {
  const locks = webLocks();
  if (!locks || ms <= 0) return Promise.resolve();
  return new Promise((held) => {
    void locks.request(GAP_LOCK, () => {
      held();
      return new Promise<void>((done) => setTimeout(done, ms));
    });
  });
}

/** Whether another tab's failed refresh is still in its gap. */
async function inGap(): Promise<boolean> {
  const locks = webLocks();
  if (!locks) return false;
  return locks.request(GAP_LOCK, { ifAvailable: true }, (lock) => lock === null);
}

/**
 * One refresh of the pair `token` belongs to, if the budget allows it and no other tab got there first. The caller
 * holds the store's lock.
 */
export function renewToken(gate: RefreshGate, token: string): Promise<RefreshOutcome> {
  return inEveryTabsTurn(async () => {
    const now = readToken();
    // Another tab refreshed while this one waited for its turn: its tokens are in the shared cookies.
    if (now !== token) {
      gate.settled(null);
      return now ? { kind: 'refreshed' } : { kind: 'refused' };
    }
    const tag = tokenTag(token);
    if (waitBeforeNextAttempt() > 0 || (await inGap())) {
      const error = gate.waiting(token) ?? { code: NETWORK_ERROR, msg: transportMessages[NETWORK_ERROR] };
      gate.settled({ tag, error });
      return { kind: 'unreachable', error };
    }
    const at = Date.now();
    noteAttempt(at);
    const outcome = await refreshTokens();
    if (outcome.kind === 'unreachable') {
      noteFailure(at);
      // Held before this tab's turn ends, so the next tab's turn finds it.
      await holdGap(at + refreshBudget.minGapMs - Date.now());
      gate.settled({ tag, error: outcome.error }, { kind: 'failed', tag });
    } else {
      gate.settled(null, outcome.kind === 'refreshed' ? { kind: 'refreshed' } : undefined);
    }
    return outcome;
  });
}
