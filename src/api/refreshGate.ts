import { Mutex } from 'async-mutex';
import { rememberSecret } from '@/session/secretValues';
import { clearTokens, readRefreshToken, readToken, saveTokens } from '@/session/tokens';
import { HTTP_ERROR, NETWORK_ERROR, TIMEOUT_ERROR, transportMessages, type ApiError } from './apiError';
import { send } from './request';
import { openTabLink, type TabLink } from './tabLink';

const REFRESH_URL = '/auth/v2/api/refreshToken';

export type RefreshOutcome =
  | { kind: 'refreshed' }
  /** The server said no (401, 0xd12501001, any answer of its own): the session is over. */
  | { kind: 'refused' }
  /** The server could not be reached or could not answer: the session stands, the calls fail for now. */
  | { kind: 'unreachable'; error: ApiError };

/**
 * How often one phone may ask for a new token while the refresh keeps failing, whatever its tabs and its reads do:
 * at most 3 in any minute, and none within 3 s of one that failed. A stadium lot of phones waking at once with expired tokens is
 * where a client's retries become the outage; this is the bound `npm run bench:herd` measures.
 */
export const refreshBudget = { perWindow: 3, windowMs: 60_000, minGapMs: 3_000, transitMs: 1_000 };

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
  // The debug export masks every credential this page load saw by value, the rotated ones too.
  rememberSecret(pair.token, pair.refreshToken);
  return { kind: 'refreshed' };
}

/**
 * Which token a failure was for, without the token: tabs tell each other this, and it may sit in localStorage.
 * FNV-1a, 32 bits: only ever compared with the tag of the token in the cookie now.
 */
export function tokenTag(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
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

/** One refresh at a time for every tab of the app (Web Locks); where a browser lacks them, this tab's own turn. */
function inEveryTabsTurn<T>(job: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks?.request) return job();
  return locks.request('driver-app:token-refresh', job) as Promise<T>;
}

/** What a gate tells its store about: another tab refreshed (use its tokens) or could not (wait with it). */
export type GateNews = 'refreshedElsewhere' | 'failedElsewhere';

/**
 * The one door to a new token for a store (and, through `TabLink`, for every tab): a 401 refreshes through it; once
 * a refresh could not get through, the token it was for is known expired and every call with it fails at once,
 * without a request, until the reconnect schedule (reconnectSaga) calls `retry` — one request per step, within
 * `refreshBudget`, at most one in flight across tabs. A refresh that succeeds in one tab ends the wait in all.
 */
export class RefreshGate {
  private failure: { tag: string; error: ApiError } | null = null;
  private readonly listeners = new Set<(news: GateNews) => void>();
  private readonly link: TabLink;

  constructor(
    readonly lock: Mutex = new Mutex(),
    link?: TabLink,
  ) {
    this.link = link ?? openTabLink();
    this.link.listen((message) => {
      if (message.kind === 'refreshed') {
        if (!this.failure) return;
        this.failure = null;
        this.tell('refreshedElsewhere');
      } else if (message.kind === 'failed') {
        const token = readToken();
        if (!token || tokenTag(token) !== message.tag) return;
        const isNew = !this.failure;
        this.failure = { tag: message.tag, error: { code: NETWORK_ERROR, msg: transportMessages[NETWORK_ERROR] } };
        if (isNew) this.tell('failedElsewhere');
      }
    });
  }

  /** The error a call with `token` gets at once: its refresh could not get through and waits for the next step. */
  waiting(token: string | undefined): ApiError | null {
    const f = this.failure;
    return f && token && tokenTag(token) === f.tag ? f.error : null;
  }

  get failing(): boolean {
    return this.failure !== null;
  }

  /** How long until the budget allows another request (0: now). */
  waitBeforeNextAttempt(now = Date.now()): number {
    const recent = readAttempts(now);
    const byGap = readFailedAt() + refreshBudget.minGapMs - now;
    // The window frees a place when the oldest of the last `perWindow` attempts leaves it, counted on the server's
    // side: a request's way there can take longer than the one before it, so a second more.
    const sorted = [...recent].sort((x, y) => x - y);
    const oldestThatCounts = sorted[sorted.length - refreshBudget.perWindow];
    const byWindow = oldestThatCounts === undefined ? 0 : oldestThatCounts + refreshBudget.windowMs + refreshBudget.transitMs - now;
    return Math.max(0, byGap, byWindow);
  }

  subscribe(listener: (news: GateNews) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The 401's refresh: the caller holds `lock`. */
  refresh(token: string): Promise<RefreshOutcome> {
    return inEveryTabsTurn(() => this.attempt(token));
  }

  /**
   * The reconnect schedule's attempt: one refresh for the wave that could not get through, if one is still owed
   * (another tab may have refreshed meanwhile, or the driver signed in anew).
   */
  async retry(): Promise<RefreshOutcome | null> {
    if (!this.failure) return null;
    return this.lock.runExclusive(async () => {
      const token = readToken();
      if (!token) return null;
      if (!this.waiting(token)) {
        this.failure = null;
        return { kind: 'refreshed' } as const;
      }
      return inEveryTabsTurn(() => this.attempt(token));
    });
  }

  private async attempt(token: string): Promise<RefreshOutcome> {
    const now = readToken();
    // Another tab refreshed while this one waited for its turn: its tokens are in the shared cookies.
    if (now !== token) {
      this.failure = null;
      return now ? { kind: 'refreshed' } : { kind: 'refused' };
    }
    const tag = tokenTag(token);
    if (this.waitBeforeNextAttempt() > 0) {
      const error = this.failure?.tag === tag ? this.failure.error : { code: NETWORK_ERROR, msg: transportMessages[NETWORK_ERROR] };
      this.failure = { tag, error };
      return { kind: 'unreachable', error };
    }
    const at = Date.now();
    noteAttempt(at);
    const outcome = await refreshTokens();
    if (outcome.kind === 'unreachable') {
      noteFailure(at);
      this.failure = { tag, error: outcome.error };
      this.link.post({ kind: 'failed', tag });
    } else {
      this.failure = null;
      if (outcome.kind === 'refreshed') this.link.post({ kind: 'refreshed' });
    }
    return outcome;
  }

  private tell(news: GateNews) {
    for (const listener of this.listeners) listener(news);
  }
}

const gates = new WeakMap<Mutex, RefreshGate>();

/**
 * The gate of a store, found by its refresh lock (ApiExtra.reauth): the store makes it with its link to the other
 * tabs; tests that bring their own lock get their own.
 */
export function refreshGateOf(lock: Mutex, link?: TabLink): RefreshGate {
  let gate = gates.get(lock);
  if (!gate) {
    gate = new RefreshGate(lock, link);
    gates.set(lock, gate);
  }
  return gate;
}

/** The saga context key under which a store's gate reaches the reconnect saga. */
export const REFRESH_GATE = 'refreshGate';
