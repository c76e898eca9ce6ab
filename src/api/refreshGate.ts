import { Mutex } from '@/lib/mutex';
import { readToken } from '@/session/tokens';
import { NETWORK_ERROR, transportMessages, type ApiError } from './apiError';
import type { TabLink, TabMessage } from './tabLink';

export type RefreshOutcome =
  | { kind: 'refreshed' }
  /** The server said no (401, 0xd12501001, any answer of its own): the session is over. */
  | { kind: 'refused' }
  /** The server could not be reached or could not answer: the session stands, the calls fail for now. */
  | { kind: 'unreachable'; error: ApiError };

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

/** What a gate tells its store about: another tab refreshed (use its tokens) or could not (wait with it). */
export type GateNews = 'refreshedElsewhere' | 'failedElsewhere';

/** What tokenRenewal.ts offers (named here, not imported: it imports this file's types). */
interface Renewal {
  renewToken(gate: RefreshGate, token: string): Promise<RefreshOutcome>;
  waitBeforeNextAttempt(now?: number): number;
}
let renewal: Renewal | null = null;
/** The refresh and its budget (tokenRenewal.ts), loaded with the first 401 that needs them. */
async function loadRenewal(): Promise<Renewal> {
  renewal ??= await import(/* webpackChunkName: "token-renewal" */ './tokenRenewal');
  return renewal;
}

const UNREACHABLE_ERROR: ApiError = { code: NETWORK_ERROR, msg: transportMessages[NETWORK_ERROR] };

/**
 * The one door to a new token for a store (and, through `TabLink`, for every tab): a 401 refreshes through it; once
 * a refresh could not get through, the token it was for is known expired and every call with it fails at once,
 * without a request, until the reconnect schedule (reconnectSaga) calls `retry` — one request per step, within the
 * budget (tokenRenewal.ts: at most 3 a minute for the phone), at most one in flight across tabs. A refresh that
 * succeeds in one tab ends the wait in all.
 */
export class RefreshGate {
  private failure: { tag: string; error: ApiError } | null = null;
  private readonly listeners = new Set<(news: GateNews) => void>();
  /**
   * The other tabs. In the app the reconnect loop opens a BroadcastChannel when it loads, just after the first
   * screen (what another tab says before that is not heard; the shared budget still keeps the two from refreshing
   * together); tests pass one here.
   */
  link: TabLink | null = null;

  constructor(
    readonly lock: Mutex = new Mutex(),
    link?: TabLink,
  ) {
    if (link) this.connect(link);
  }

  connect(link: TabLink): void {
    if (this.link) return;
    this.link = link;
    link.listen((message) => (message.kind === 'refreshed' ? this.refreshedElsewhere() : this.failedElsewhere(message.tag)));
  }

  /** Another tab refreshed: its tokens are in the shared cookies, and the wait is over (reconnectLoop.ts listens). */
  refreshedElsewhere(): void {
    if (!this.failure) return;
    this.failure = null;
    this.tell('refreshedElsewhere');
  }

  /** Another tab's refresh of the token tagged `tag` could not get through: if it is this tab's too, wait with it. */
  failedElsewhere(tag: string): void {
    const token = readToken();
    if (!token || tokenTag(token) !== tag) return;
    const isNew = !this.failure;
    this.failure = { tag, error: UNREACHABLE_ERROR };
    if (isNew) this.tell('failedElsewhere');
  }

  /** The error a call with `token` gets at once: its refresh could not get through and waits for the next step. */
  waiting(token: string | undefined): ApiError | null {
    const f = this.failure;
    return f && token && tokenTag(token) === f.tag ? f.error : null;
  }

  get failing(): boolean {
    return this.failure !== null;
  }

  /** How long until the budget allows another request (0 when no refresh was tried in this page yet). */
  waitBeforeNextAttempt(now = Date.now()): number {
    return renewal ? renewal.waitBeforeNextAttempt(now) : 0;
  }

  subscribe(listener: (news: GateNews) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The 401's refresh: the caller holds `lock`. A refresh that cannot even load is one that could not get through. */
  async refresh(token: string): Promise<RefreshOutcome> {
    try {
      return await (await loadRenewal()).renewToken(this, token);
    } catch {
      this.settled({ tag: tokenTag(token), error: UNREACHABLE_ERROR });
      return { kind: 'unreachable', error: UNREACHABLE_ERROR };
    }
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
      return this.refresh(token);
    });
  }

  /** How a refresh ended (tokenRenewal.ts): the wait it leaves, and what the other tabs are told. */
  settled(failure: { tag: string; error: ApiError } | null, tell?: TabMessage): void {
    this.failure = failure;
    if (tell) this.link?.post(tell);
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
