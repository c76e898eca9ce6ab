import { expect, test, type APIRequestContext, type Page } from './test';
import { holdEntry, signIn } from './support';

/**
 * Field reports (docs/rules/field-reports.md) from a real browser: what a page view sends when it is left, as the
 * monitoring backend (the mock) keeps and sums it. The mock keeps reports across its reset, so each test starts by
 * forgetting them and reads only its own.
 */

interface KeptRecord {
  beforeApp: boolean;
  record: { type: string; kind?: string; route: string; name?: string; message?: string; source?: string };
}

interface Summary {
  beforeApp: { kind: string; route: string; name: string; source?: string; count: number }[];
  pages: { route: string; client: string; metrics: Record<string, { p75: number; count: number } | undefined>; slowScripts: { script: string; phase?: string }[] }[];
  errors: { kind: string; route: string; name: string; count: number }[];
  apiFailures: { call: string; code: string; count: number }[];
  raw: KeptRecord[];
}

async function summary(request: APIRequestContext): Promise<Summary> {
  return ((await (await request.get('/__mock/fieldReports?raw=1')).json()) as { data: Summary }).data;
}

/** The field code has come and taken over index.html's queue (it loads when the page is first idle). */
async function fieldStarted(page: Page) {
  await page.waitForFunction(() => !Array.isArray((window as { __fieldQueue?: unknown }).__fieldQueue), undefined, { timeout: 15_000 });
}

/** The driver leaves the page: it is hidden, then ends, and its batch goes. */
async function leave(page: Page) {
  await page.goto('about:blank');
}

test.beforeEach(async ({ request }) => {
  await request.delete('/__mock/fieldReports');
});

test('driver A\'s page views report their speed, an error, a rejection and a page whose code failed once each with its route; no report holds anything personal', async ({ page, request }) => {
  const { token, refreshToken } = await signIn(page);
  await page.goto('/home');
  await expect(page.getByText('京A12345').first()).toBeVisible();
  await fieldStarted(page);
  // The same error twice, and a rejection: each is one report.
  await page.evaluate(() => {
    for (let i = 0; i < 2; i += 1) setTimeout(() => { throw new TypeError('京A12345 of 13800138000 (张伟) is not a function'); });
    void Promise.reject(new Error('openid oWx_demo_A refused'));
  });
  await page.waitForTimeout(300);
  await leave(page);

  // A page a reminder opens: when its figure (the balance) was first painted.
  await page.goto('/accountBalance');
  await expect(page.getByText(/^\d+\.\d{2}元$/).first()).toBeVisible();
  await fieldStarted(page);
  // The figure's paint reaches the field code's observer a task after it starts (buffered): a driver who leaves in
  // the same instant is not the case under test.
  await page.evaluate(() => new Promise<void>((resolve) => new PerformanceObserver((list, observer) => {
    if (!list.getEntries().length) return;
    observer.disconnect();
    setTimeout(resolve, 50);
  }).observe({ type: 'element', buffered: true })));
  await leave(page);

  // A page whose code does not come: the route's error page, reported as a chunk that failed to load.
  await page.goto('/home');
  await fieldStarted(page);
  await page.evaluate(() => sessionStorage.setItem('chunkReloaded', '1'));
  await page.route('**/assets/**', (route) => route.abort());
  await page.evaluate(() => {
    history.pushState({}, '', '/myData');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/assets/**');
  await leave(page);

  await expect.poll(async () => (await summary(request)).errors.map((e) => `${e.kind} ${e.name} ${e.route} ×${e.count}`).sort(), { timeout: 10_000 }).toEqual([
    'chunk ChunkLoadError /myData ×1',
    'error TypeError /home ×1',
    'rejection Error /home ×1',
  ]);
  const { pages, raw } = await summary(request);
  const home = pages.find((p) => p.route === '/home' && p.client === 'browser');
  expect(home?.metrics.LCP?.count).toBeGreaterThan(0);
  expect(home?.metrics.TTFB?.count).toBeGreaterThan(0);
  expect(home?.metrics.CLS?.count).toBeGreaterThan(0);
  expect(pages.find((p) => p.route === '/accountBalance')?.metrics.FIGURE?.count).toBe(1);
  const everything = JSON.stringify(raw);
  for (const personal of ['京A12345', '粤B12345', '京AD12345', '13800138000', '张伟', '张师傅', 'oWx_demo_A', token, refreshToken]) {
    expect(everything, `a report holds ${personal.slice(0, 6)}…`).not.toContain(personal);
  }
  expect(everything).not.toMatch(/[?&][a-zA-Z]+=/);
});

test('a slow tap shows in the summary with its script named, and a page whose code never came is reported as an app that did not start', async ({ page, request }) => {
  // A tap that keeps the main thread 400 ms, in a script of its own, as a heavy handler would (among the build's
  // files: the page's Trusted Types guard loads no other script).
  await page.route('**/assets/slow-tap.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'document.addEventListener("click", function slowTap() { var t = performance.now(); while (performance.now() - t < 400) {} }, true);' }),
  );
  await page.goto('/home');
  await fieldStarted(page);
  await page.addScriptTag({ url: '/assets/slow-tap.js' });
  await page.getByRole('heading').first().click();
  await page.waitForTimeout(500);
  await leave(page);
  await expect.poll(async () => (await summary(request)).pages.find((p) => p.route === '/home')?.slowScripts.map((s) => s.script).join(' ') ?? '', { timeout: 10_000 }).toContain('slow-tap.js slowTap');
  const inp = (await summary(request)).pages.find((p) => p.route === '/home')?.metrics.INP;
  expect(inp?.p75).toBeGreaterThanOrEqual(400);

  // A page whose code never arrives (its chunk hangs): nothing but the loading page for 8 s and more.
  await page.route('**/assets/**/*.js', async (route) => {
    const answer = await route.fetch();
    const pageChunk = !route.request().url().includes('/main.') && (await answer.text()).includes('附近月卡车场');
    return pageChunk ? new Promise<void>(() => undefined) : route.fulfill({ response: answer });
  });
  await page.goto('/nearbyBagParks', { waitUntil: 'commit' });
  await fieldStarted(page);
  await page.waitForTimeout(9_000);
  await expect(page.locator('#root h1')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await leave(page);
  // The landing page's code never came, so the app never started: index.html's watch tells it (not as a white screen too).
  await expect.poll(async () => (await summary(request)).beforeApp.map((e) => `${e.kind} ${e.route}`), { timeout: 10_000 }).toContain('notStarted /nearbyBagParks');
  expect((await summary(request)).errors.map((e) => e.kind)).not.toContain('whiteScreen');
});

/** What a driver's bad day must never put into a report: the page's query held a plate, a phone and an order. */
const PERSONAL = ['京A12345', 'A12345', '%E4%BA%AC', '13800138000', 'U20021', 'plate=', 'phone='];

test('an entry blocked at the network, ten seconds on the dead page, then left: the page itself reports the file that failed and an app that never started, once each, with the route and nothing personal', async ({ page, request }) => {
  // The watch's 8 s are the page's own clock: Playwright's runs it on without waiting for it.
  await page.clock.install();
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, (route) => route.abort('blockedbyclient'));
  await page.goto('/payPage?orderNo=U20021&plate=%E4%BA%ACA12345&phone=13800138000');
  await page.clock.fastForward(10_000);
  // The report went when the app had not started by 8 s, not when the page ends: it is there while the page is still open.
  await expect.poll(async () => (await summary(request)).beforeApp.map((e) => `${e.kind} ${e.route} ${e.source ?? ''}`).sort(), { timeout: 10_000 }).toEqual([
    expect.stringMatching(/^entry \/payPage main\.[0-9a-f]+\.js$/),
    'notStarted /payPage ',
  ]);
  await page.clock.fastForward(60_000);
  await leave(page);
  await page.waitForTimeout(500);
  const { beforeApp, errors, raw } = await summary(request);
  expect(beforeApp.map((e) => e.count)).toEqual([1, 1]);
  expect(errors).toEqual([]);
  expect(raw.every((k) => k.beforeApp)).toBe(true);
  const everything = JSON.stringify(raw);
  for (const personal of PERSONAL) expect(everything, `a report holds ${personal}`).not.toContain(personal);
  expect(everything).not.toMatch(/[?&][a-zA-Z]+=/);
});

test('a page that throws a second after it opened, left at once while the app is still on its way: the error reaches the collector, by its name, with its route and no message', async ({ page, request }) => {
  const release = await holdEntry(page);
  await page.addInitScript(() => setTimeout(() => {
    throw new TypeError('京A12345 of 13800138000 is not a function');
  }, 1000));
  const thrown = page.waitForEvent('pageerror');
  await page.goto('/payPage?orderNo=U20021&plate=%E4%BA%ACA12345&phone=13800138000', { waitUntil: 'commit' });
  await thrown;
  await leave(page);
  release();
  await expect.poll(async () => (await summary(request)).raw.map((k) => `${k.record.kind} ${k.record.name} ${k.record.route}: ${k.record.message}`), { timeout: 10_000 }).toEqual([
    'error TypeError /payPage: ',
  ]);
  const { raw } = await summary(request);
  expect(raw[0]?.beforeApp).toBe(true);
  const everything = JSON.stringify(raw);
  for (const personal of PERSONAL) expect(everything, `a report holds ${personal}`).not.toContain(personal);
});
