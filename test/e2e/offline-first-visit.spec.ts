import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { resetMock, signIn, SLOW_4G, untilWorkerControls } from './support';

/**
 * A first visit on a phone's slow 4G, then the signal gone: what the service worker stored in the seconds after the
 * first screen must be enough to open /home and the pages opened before, with no network and nothing left in the
 * browser's HTTP cache (a phone drops it soon enough). The page and the worker share the throttled link, as on a
 * phone: the worker's downloads compete with the page's.
 */
test.beforeEach(async ({ request }) => resetMock(request));

const NO_NETWORK = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

interface SlowLink {
  /** The network gone, and the browser's HTTP cache with it: only what the worker stored is left. */
  lose(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Throttles the page and every service worker the browser starts from now on: the page's own DevTools session does
 * not reach the worker's requests, so each worker gets a session of its own. A setting made while the worker starts
 * does not always hold (Playwright's own session to it comes up then), so it is made again once it has started.
 */
async function slow4g(browser: Browser, page: Page): Promise<SlowLink> {
  const context = page.context();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const browserCdp = await browser.newBrowserCDPSession();
  const workers: string[] = [];
  let id = 0;
  const toWorker = (sessionId: string, method: string, params: object) =>
    browserCdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) }).catch(() => undefined);
  const timers: ReturnType<typeof setTimeout>[] = [];
  browserCdp.on('Target.targetCreated', ({ targetInfo }: { targetInfo: { type: string; targetId: string } }) => {
    if (targetInfo.type !== 'service_worker') return;
    void (async () => {
      const { sessionId } = (await browserCdp.send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false })) as { sessionId: string };
      workers.push(sessionId);
      await toWorker(sessionId, 'Network.enable', {});
      await toWorker(sessionId, 'Network.emulateNetworkConditions', SLOW_4G);
      for (const ms of [300, 1000]) timers.push(setTimeout(() => void toWorker(sessionId, 'Network.emulateNetworkConditions', SLOW_4G), ms));
    })().catch(() => undefined);
  });
  await browserCdp.send('Target.setDiscoverTargets', { discover: true });
  return {
    async stop() {
      for (const t of timers) clearTimeout(t);
      await browserCdp.detach().catch(() => undefined);
    },
    async lose() {
      for (const t of timers) clearTimeout(t);
      await cdp.send('Network.clearBrowserCache');
      // Each session's own setting is replaced, or the throttled one would still let requests through.
      await cdp.send('Network.emulateNetworkConditions', NO_NETWORK);
      for (const sessionId of workers) await toWorker(sessionId, 'Network.emulateNetworkConditions', NO_NETWORK);
      await context.setOffline(true);
    },
  };
}

/** The build's files the worker stores at install (the shell) and those it leaves for later, from the served sw.js. */
async function workerLists(request: APIRequestContext): Promise<{ shell: string[]; later: string[] }> {
  const sw = await (await request.get('/sw.js')).text();
  const shell = [...sw.matchAll(/\{"url":"([^"]+)","revision":(?:null|"[0-9a-f]+")\}/g)].map((m) => m[1]!);
  const later = JSON.parse(/\["\/assets\/[^\]]*\]/.exec(sw)?.[0] ?? '[]') as string[];
  return { shell, later };
}

/**
 * /home as the app itself draws it offline (index.html holds only placeholders): the menu block (the kept or the
 * build's menu; once its entries' call has failed, 菜单未能更新 with 重试 beside the tiles) and the banner saying the
 * network is gone. Whether the call has failed yet when this looks depends on the machine's speed: either is right.
 */
async function expectHomeOffline(page: Page) {
  const menu = page.getByRole('region', { name: '功能菜单' });
  await expect(menu.getByRole('link').first().or(menu.getByRole('button', { name: '重试' })).first()).toBeVisible();
  await expect(page.getByRole('status', { name: '网络状态' }).filter({ hasText: /^(网络已断开|网络不佳)/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** `/assets/…` files this page has fetched. */
const usedFiles = (page: Page) =>
  page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name)).filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/')).map((u) => u.pathname))]);

/** What the worker keeps of the build's other files (src/sw/serviceWorker.ts, BUILD_FILES_CACHE). */
const buildFilesCached = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('build-files')).keys()).map((r) => new URL(r.url).pathname));

test('sw.js stores a small shell at install: the entry, /home and the pages reminders open, not the whole build', async ({ request }) => {
  const { shell, later } = await workerLists(request);
  expect(shell).toContain('/index.html');
  expect(shell.some((u) => /^\/assets\/main\.[0-9a-f]{8}\.js$/.test(u))).toBe(true);
  expect(shell.length).toBeLessThan(100);
  expect(later.length).toBeGreaterThan(3 * shell.length);
  expect(shell.filter((u) => later.includes(u))).toEqual([]);
});

test('a visitor on slow 4G: 10 s after the first /home, offline, /home and the sign-in page opened before still open', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const link = await slow4g(browser, page);
  try {
    const started = Date.now();
    await page.goto('/home');
    await expect(page.getByRole('region', { name: '功能菜单' }).getByRole('link').first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: '登录/注册' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - started)));

    await link.lose();
    await page.goto('/home');
    await expectHomeOffline(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
  } finally {
    await link.stop();
  }
});

test('driver A on slow 4G opens a bill from a message: 10 s on, offline, the bill page and /home reopen', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  await page.goto('about:blank');
  await signIn(page);
  const link = await slow4g(browser, page);
  try {
    const started = Date.now();
    await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
    await expect(page.getByRole('heading', { name: '停车缴费', level: 1 })).toBeVisible({ timeout: 30_000 });
    // The pay page is one a reminder opens: all its code is in the shell.
    const { shell } = await workerLists(request);
    expect((await usedFiles(page)).filter((f) => !shell.includes(f))).toEqual([]);
    await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - started)));

    await link.lose();
    await page.reload();
    await expect(page.getByRole('heading', { name: '停车缴费', level: 1 })).toBeVisible();
    await page.goto('/home');
    await expectHomeOffline(page);
  } finally {
    await link.stop();
  }
});

test.describe('the rest of the build, fetched when the page is idle', () => {
  test('on a good connection the worker fetches every other file of the build after /home', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { later } = await workerLists(request);
    await page.goto('/home');
    await untilWorkerControls(page);
    await expect.poll(async () => (await buildFilesCached(page)).length, { timeout: 60_000, intervals: [1000] }).toBe(later.length);
  });

  test('with Save-Data on, only the files the page used are stored: the rest is never fetched', async ({ page }) => {
    test.setTimeout(60_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await page.goto('/home');
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
    await untilWorkerControls(page);
    // The sign-in page's code, fetched ahead for a visitor before the worker looked after the page, is kept: the
    // page's idle word has arrived once it is there.
    const used = await usedFiles(page);
    await expect.poll(async () => (await buildFilesCached(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // Long enough for the warm-up to have fetched dozens of files on this link had it started.
    await page.waitForTimeout(5_000);
    const cached = await buildFilesCached(page);
    expect(cached.filter((f) => !used.includes(f))).toEqual([]);
  });
});
