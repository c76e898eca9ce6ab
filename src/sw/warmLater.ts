/**
 * The worker's side of "the rest of the build, later": once a page says it is idle, the files it used before the
 * worker looked after it are stored (they come from the browser's HTTP cache), then, where the connection welcomes
 * it, every other file of the build, one at a time. Whenever the driver's own page loads something (a call, a file
 * not stored yet) the file on its way is dropped and the queue waits until the page has been quiet
 * for a while: on a weak signal the page's own requests must have the link to themselves. A page being opened is
 * waited for until it says it is idle: its start is seconds of a cheap phone's CPU with no request to show for it,
 * and the warm-up's downloads and cache writes must not take that CPU from it.
 *
 * Kept free of the worker's globals (src/sw/serviceWorker.ts hands in the cache and the clock), so its rules are
 * tested in jest (test/sw/warmLater.test.ts).
 */

/** What a page posts when it has loaded and the browser is idle (src/platform/serviceWorker.ts). */
export interface PageIdleMessage {
  type: 'PAGE_IDLE';
  /** Paths of this build's files the page has used (`/assets/…`). */
  used: string[];
  /** Whether the page's connection welcomes the rest of the build (no Save-Data, not 2G). */
  warmRest: boolean;
}

export function isPageIdleMessage(data: unknown): data is PageIdleMessage {
  const m = data as Partial<PageIdleMessage> | null;
  return m?.type === 'PAGE_IDLE' && Array.isArray(m.used) && m.used.every((u) => typeof u === 'string') && typeof m.warmRest === 'boolean';
}

export interface WarmDeps {
  /** Paths already stored by the worker. */
  stored(): Promise<ReadonlySet<string>>;
  /** Fetches one file into the worker's cache; rejects when the network fails or `signal` aborts it. */
  store(path: string, signal: AbortSignal): Promise<void>;
  /** Whether the connection, as the worker sees it now, welcomes downloads nobody asked for. */
  welcome(): boolean;
  now(): number;
  sleep(ms: number): Promise<void>;
}

export interface WarmOptions {
  /** How long the page must have loaded nothing before the next file. */
  quietMs?: number;
  /** How long a page opened is waited for to say it is idle (one closed before then says nothing). */
  openedWaitMs?: number;
  pollMs?: number;
  /**
   * How long one run may last: an event a worker extends for more than five minutes gets the worker stopped (Chrome),
   * and the next idle page goes on where this run stopped.
   */
  maxRunMs?: number;
}

export interface Warmer {
  /** A page is being opened (a navigation): nothing more until a page says it is idle. */
  pageOpened(): void;
  /** The page is loading something whose end the worker cannot see (a call). */
  pageActive(): void;
  /** The page fetches a file the worker has not stored; `pageFetchEnded` when it has arrived or failed. */
  pageFetchStarted(): void;
  pageFetchEnded(): void;
  /** A page is idle: store what it used, and the rest if its connection welcomes it. Settles when the run ends. */
  pageIdle(message: PageIdleMessage): Promise<void>;
}

interface Next {
  path: string;
  queue: string[];
}

export function createWarmer(later: readonly string[], deps: WarmDeps, options: WarmOptions = {}): Warmer {
  const { quietMs = 2000, openedWaitMs = 30_000, pollMs = 250, maxRunMs = 4 * 60_000 } = options;
  const ofBuild = new Set(later);
  const used: string[] = [];
  let rest: string[] | null = null;
  let restWanted = false;
  let pageFetches = 0;
  let lastPageActivity = Number.NEGATIVE_INFINITY;
  let openedAt = Number.NEGATIVE_INFINITY;
  let current: AbortController | null = null;
  let run: Promise<void> | null = null;

  const pageActive = () => {
    lastPageActivity = deps.now();
    current?.abort();
  };

  function take(): Next | undefined {
    const path = used.shift();
    if (path !== undefined) return { path, queue: used };
    // Asked again before each file: the driver may switch Save-Data on, or drive into a 2G cell, half-way.
    if (!restWanted || !rest || !deps.welcome()) return undefined;
    const next = rest.shift();
    return next === undefined ? undefined : { path: next, queue: rest };
  }

  async function loop(): Promise<void> {
    try {
      await steps();
    } finally {
      // At once, not in a later task: a page idle in between starts a run of its own rather than join one that is over.
      run = null;
    }
  }

  async function steps(): Promise<void> {
    const until = deps.now() + maxRunMs;
    const stored = new Set(await deps.stored());
    for (;;) {
      while (pageFetches > 0 || deps.now() - lastPageActivity < quietMs || deps.now() - openedAt < openedWaitMs) {
        if (deps.now() >= until) return;
        await deps.sleep(pollMs);
      }
      if (deps.now() >= until) return;
      const next = take();
      if (!next) return;
      if (stored.has(next.path)) continue;
      const controller = new AbortController();
      current = controller;
      try {
        await deps.store(next.path, controller.signal);
        stored.add(next.path);
      } catch {
        next.queue.unshift(next.path);
        // Not dropped for the page: the network is gone, and the next idle page goes on from here.
        if (!controller.signal.aborted) return;
      } finally {
        current = null;
      }
    }
  }

  return {
    pageOpened() {
      openedAt = deps.now();
      pageActive();
    },
    pageActive,
    pageFetchStarted() {
      pageFetches += 1;
      pageActive();
    },
    pageFetchEnded() {
      pageFetches = Math.max(0, pageFetches - 1);
      lastPageActivity = deps.now();
    },
    pageIdle(message) {
      openedAt = Number.NEGATIVE_INFINITY;
      const fresh = message.used.filter((p) => ofBuild.has(p) && !used.includes(p));
      used.unshift(...fresh);
      restWanted = message.warmRest;
      if (restWanted) rest ??= [...later];
      run ??= loop();
      return run;
    },
  };
}
