import { createWarmer, isPageIdleMessage, type PageIdleMessage, type WarmDeps } from '@/sw/warmLater';

/**
 * The worker's warm-up (src/sw/warmLater.ts) on a clock of its own: each of its waits moves the clock on and lets
 * a real task pass, so the test can act in between (the page loads something, a file arrives).
 */

const LATER = ['/assets/a.js', '/assets/b.js', '/assets/c.css', '/assets/d.js', '/assets/e.js'];
const QUIET = 2000;

const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
async function until(condition: () => boolean) {
  for (let i = 0; i < 2000 && !condition(); i++) await task();
  expect(condition()).toBe(true);
}

interface Fetch {
  path: string;
  signal: AbortSignal;
  arrive(): void;
  fail(): void;
}

function setup({ stored = [], welcome = () => true, maxRunMs = 60_000 }: { stored?: string[]; welcome?: () => boolean; maxRunMs?: number } = {}) {
  let clock = 1_000_000;
  const fetches: Fetch[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const deps: WarmDeps = {
    stored: () => Promise.resolve(new Set(stored)),
    store: (path, signal) =>
      new Promise<void>((resolve, reject) => {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        let settled = false;
        const done = (ok: boolean) => {
          if (settled) return;
          settled = true;
          inFlight -= 1;
          if (ok) resolve();
          else reject(new TypeError('Failed to fetch'));
        };
        signal.addEventListener('abort', () => done(false), { once: true });
        fetches.push({ path, signal, arrive: () => done(true), fail: () => done(false) });
      }),
    welcome: () => welcome(),
    now: () => clock,
    sleep: async (ms) => {
      await task();
      clock += ms;
    },
  };
  const warmer = createWarmer(LATER, deps, { quietMs: QUIET, pollMs: 250, maxRunMs });
  return { warmer, fetches, paths: () => fetches.map((f) => f.path), mostAtOnce: () => mostAtOnce, advance: (ms: number) => (clock += ms) };
}

const idle = (used: string[], warmRest = true): PageIdleMessage => ({ type: 'PAGE_IDLE', used, warmRest });

/** Lets each file the warm-up asks for arrive in turn and returns the order they were asked for. */
async function drain(s: ReturnType<typeof setup>, run: Promise<void>) {
  let over = false;
  void run.then(() => (over = true));
  let answered = 0;
  for (let i = 0; i < 500 && !over; i++) {
    await task();
    while (answered < s.fetches.length) s.fetches[answered++]!.arrive();
  }
  await run;
  return s.paths();
}

test('the files the page used come first, then the rest of the build in order; what is stored or not of this build is skipped', async () => {
  const s = setup({ stored: ['/assets/b.js'] });
  const order = await drain(s, s.warmer.pageIdle(idle(['/assets/d.js', '/assets/main.js', '/assets/b.js'])));
  expect(order).toEqual(['/assets/d.js', '/assets/a.js', '/assets/c.css', '/assets/e.js']);
  expect(s.mostAtOnce()).toBe(1);
});

test('with Save-Data (or 2G) in the page, only the files it used are stored', async () => {
  const s = setup();
  expect(await drain(s, s.warmer.pageIdle(idle(['/assets/c.css'], false)))).toEqual(['/assets/c.css']);
});

test('the worker stops fetching the rest once its own connection says Save-Data or 2G', async () => {
  let welcome = true;
  const s = setup({ welcome: () => welcome });
  const run = s.warmer.pageIdle(idle([]));
  await until(() => s.fetches.length === 1);
  welcome = false;
  s.fetches[0]!.arrive();
  await run;
  expect(s.paths()).toEqual(['/assets/a.js']);
});

test('the page loading a file drops the one on its way and holds the queue until the page has been quiet for a while', async () => {
  const s = setup();
  const run = s.warmer.pageIdle(idle([]));
  await until(() => s.fetches.length === 1);
  s.warmer.pageFetchStarted();
  expect(s.fetches[0]!.signal.aborted).toBe(true);
  // While the page's file is on its way nothing is asked for, however long it takes.
  for (let i = 0; i < 50; i++) await task();
  expect(s.fetches).toHaveLength(1);
  s.warmer.pageFetchEnded();
  // Then only after the quiet time, and the dropped file again first.
  await until(() => s.fetches.length === 2);
  expect(s.paths()).toEqual(['/assets/a.js', '/assets/a.js']);
  s.fetches[1]!.arrive();
  await until(() => s.fetches.length === 3);
  expect(s.fetches[2]!.path).toBe('/assets/b.js');
  s.warmer.pageActive();
  expect(s.fetches[2]!.signal.aborted).toBe(true);
  expect(await drain(s, run)).toEqual(['/assets/a.js', '/assets/a.js', '/assets/b.js', '/assets/b.js', '/assets/c.css', '/assets/d.js', '/assets/e.js']);
});

test('a page being opened is waited for until a page says it is idle, however quiet it is meanwhile', async () => {
  const s = setup();
  const run = s.warmer.pageIdle(idle([]));
  await until(() => s.fetches.length === 1);
  s.fetches[0]!.arrive();
  await until(() => s.fetches.length === 2);
  s.warmer.pageOpened();
  expect(s.fetches[1]!.signal.aborted).toBe(true);
  // Its start: seconds of CPU and no request. Far past the quiet time, nothing is asked for.
  s.advance(5 * QUIET);
  for (let i = 0; i < 50; i++) await task();
  expect(s.fetches).toHaveLength(2);
  // Its idle word: the run goes on, the dropped file first.
  void s.warmer.pageIdle(idle([]));
  expect(await drain(s, run)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/b.js', '/assets/c.css', '/assets/d.js', '/assets/e.js']);
});

test('a page opened and closed before it was idle holds the warm-up for a while only', async () => {
  const s = setup();
  s.warmer.pageOpened();
  const run = s.warmer.pageIdle(idle([]));
  // The idle word of another page: this one was opened, and closed (it never says it is idle).
  s.warmer.pageOpened();
  s.advance(29_000);
  for (let i = 0; i < 3; i++) await task();
  expect(s.fetches).toHaveLength(0);
  await until(() => s.fetches.length === 1);
  await drain(s, run);
});

test('a page that is loading when the idle word arrives is waited for', async () => {
  const s = setup();
  s.warmer.pageActive();
  const run = s.warmer.pageIdle(idle([]));
  // Fewer than QUIET / pollMs waits: still too soon.
  for (let i = 0; i < 5; i++) await task();
  expect(s.fetches).toHaveLength(0);
  await until(() => s.fetches.length === 1);
  await drain(s, run);
});

test('a failed fetch (the network gone) ends the run; the next idle page goes on from that file', async () => {
  const s = setup();
  const first = s.warmer.pageIdle(idle([]));
  await until(() => s.fetches.length === 1);
  s.fetches[0]!.arrive();
  await until(() => s.fetches.length === 2);
  s.fetches[1]!.fail();
  await first;
  expect(s.paths()).toEqual(['/assets/a.js', '/assets/b.js']);
  const order = await drain(s, s.warmer.pageIdle(idle([])));
  expect(order.slice(2)).toEqual(['/assets/b.js', '/assets/c.css', '/assets/d.js', '/assets/e.js']);
});

test('a run ends before the browser would stop the worker for an event that lasts too long', async () => {
  const s = setup({ maxRunMs: 10_000 });
  const run = s.warmer.pageIdle(idle([]));
  await until(() => s.fetches.length === 1);
  s.advance(10_000);
  s.fetches[0]!.arrive();
  await run;
  expect(s.paths()).toEqual(['/assets/a.js']);
});

test('an idle word while a run is under way joins it: its files come next', async () => {
  const s = setup();
  const run = s.warmer.pageIdle(idle([]));
  await until(() => s.fetches.length === 1);
  expect(s.warmer.pageIdle(idle(['/assets/e.js']))).toBe(run);
  expect(await drain(s, run)).toEqual(['/assets/a.js', '/assets/e.js', '/assets/b.js', '/assets/c.css', '/assets/d.js']);
});

test('only a well-formed idle word is taken', () => {
  expect(isPageIdleMessage(idle(['/assets/a.js']))).toBe(true);
  expect(isPageIdleMessage({ type: 'PAGE_IDLE', used: [1], warmRest: true })).toBe(false);
  expect(isPageIdleMessage({ type: 'PAGE_IDLE', used: [] })).toBe(false);
  expect(isPageIdleMessage({ type: 'SKIP_WAITING' })).toBe(false);
  expect(isPageIdleMessage(null)).toBe(false);
});
