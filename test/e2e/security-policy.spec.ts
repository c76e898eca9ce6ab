import { expect, test, watchPolicyViolations, type Page } from './test';
import { expectPolicyViolation, policyViolations as reportedViolations, policyViolationsMark } from './support';

/**
 * The page's Content-Security-Policy and Trusted Types (scripts/securityHeaders.ts, src/page/trustedTypesGuard.js,
 * src/lib/trustedTypes.ts) against what an attacker would try: a script injected into the HTML on its way (a proxy, a
 * server template), a javascript: link, a string into innerHTML (a sanitiser path missed). Each is blocked, the app
 * goes on, and the browser's report reaches the contract's call (the mock keeps it, without the page's query).
 */

/** Opens `path` with `markup` written into its HTML right after <body> (as a proxy or a broken template would). */
async function openInjected(page: Page, path: string, markup: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace('<body>', `<body>${markup}`);
      await route.fulfill({ response: answer, body: html });
    },
    { times: 1 },
  );
  await page.goto(`${path}?plate=%E4%BA%ACA12345&phone=13800138000`);
}

test('every page carries the policy and the headers of a payment page; its own scripts run under them', async ({ page }) => {
  for (const path of ['/home', '/payPage', '/mine']) {
    const answer = await page.request.get(path);
    const policy = answer.headers()['content-security-policy'] ?? '';
    expect(policy, path).toMatch(/script-src 'sha256-[^']+'.* 'strict-dynamic'/);
    expect(policy, path).not.toMatch(/unsafe-eval|script-src[^;]*'unsafe-inline'/);
    expect(policy, path).toContain("require-trusted-types-for 'script'");
    expect(policy, path).toContain("object-src 'none'; base-uri 'none'");
    expect(answer.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(answer.headers()['permissions-policy'], path).toMatch(/camera=\(self\), geolocation=\(self\)/);
  }
  // The app, its start scripts and its lazily loaded pages all run: the home, then a page of its own chunk.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  expect(await page.evaluate(() => (window as { trustedTypes?: { defaultPolicy: unknown } }).trustedTypes?.defaultPolicy != null)).toBe(true);
  // Server HTML (a news article) goes into the page through DOMPurify and the app's policy.
  await page.goto('/newsDetail?newId=N5001');
  await expect(page.getByTestId('server-html').first()).not.toBeEmpty();
});

test('a script injected into the page is blocked, the app still works, and the violation is reported without the query', async ({ page, request, policyViolations }) => {
  const mark = await policyViolationsMark(request);
  await openInjected(page, '/home', '<script>window.__injected = "ran"</script><img src=x onerror="window.__injected = \'handler\'">');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expect(page.getByText('充电站').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected ?? 'blocked')).toBe('blocked');
  await expectPolicyViolation(request, mark, { blocked: 'inline', route: '/home' });
  // The page was opened with a plate and a phone in its query: the server keeps neither.
  const kept = JSON.stringify(await reportedViolations(request, mark));
  for (const personal of ['13800138000', 'A12345', '%E4%BA%AC', 'plate=', 'phone=']) expect(kept).not.toContain(personal);
  await expect.poll(() => policyViolations.map((v) => v.directive)).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
  policyViolations.length = 0;
});

test('a news item whose server HTML carries an inline handler opens without any violation report, and the handler never runs', async ({ page, request, policyViolations }) => {
  const mark = await policyViolationsMark(request);
  // N5001's HTML holds <img … onerror="alert(1)"> and a <script> (mocks/db/content.ts), as an editor may let through.
  await page.addInitScript(() => {
    window.alert = () => {
      (window as { __handlerRan?: boolean }).__handlerRan = true;
    };
  });
  await page.goto('/newsDetail?newId=N5001');
  const article = page.getByTestId('server-html').first();
  await expect(article.locator('img[alt="示意图"]')).toBeAttached();
  await expect(article.locator('[onerror], script')).toHaveCount(0);
  // A violation made on purpose after the article: once its report has come, one the article made would have come too.
  await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<i>x</i>');
    } catch {
      // refused, as it must be
    }
  });
  await expectPolicyViolation(request, mark, { blocked: 'trusted-types-sink', route: '/newsDetail' });
  expect((await reportedViolations(request, mark)).violations.map((v) => `${v.directive} ${v.blocked} ${v.route}`)).toEqual(['require-trusted-types-for trusted-types-sink /newsDetail']);
  expect(await page.evaluate(() => (window as { __handlerRan?: boolean }).__handlerRan ?? false)).toBe(false);
  expect(policyViolations.map((v) => v.blocked)).toEqual(['trusted-types-sink']);
  policyViolations.length = 0;
});

test('a javascript: link does nothing when tapped, and is reported', async ({ page, request, policyViolations }) => {
  const mark = await policyViolationsMark(request);
  await openInjected(page, '/home', '<a id="bait" href="javascript:window.__injected=\'link\'" style="position:fixed;top:0;left:0;z-index:99999;padding:20px;background:#fff">领取优惠</a>');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await page.locator('#bait').click();
  await expect.poll(() => policyViolations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected ?? 'blocked')).toBe('blocked');
  await expectPolicyViolation(request, mark, { route: '/home' });
  policyViolations.length = 0;
});

test('a string given to innerHTML is refused (a sanitiser path missed), and reported with the sink’s name only', async ({ page, request, policyViolations }) => {
  const mark = await policyViolationsMark(request);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  const refused = await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__injected=1">');
      return 'assigned';
    } catch (e) {
      return (e as Error).name;
    }
  });
  expect(refused).toBe('TypeError');
  await expectPolicyViolation(request, mark, { blocked: 'trusted-types-sink', directive: 'require-trusted-types-for', route: '/home' });
  const kept = (await reportedViolations(request, mark)).violations.find((v) => v.blocked === 'trusted-types-sink');
  expect(kept?.sampleWords).toEqual(['Element insertAdjacentHTML']);
  expect(JSON.stringify(kept)).not.toContain('onerror');
  await expect.poll(() => policyViolations.map((v) => v.blocked)).toEqual(['trusted-types-sink']);
  policyViolations.length = 0;
});

/** A stand-in for AMap's JS API that, like the real one, draws its map from HTML strings. */
const FAKE_AMAP = `window.AMap = {
  Map: function (el) { el.innerHTML = '<div class="amap-stand-in">高德地图</div>'; this.setFitView = this.setCenter = this.setZoom = this.remove = this.destroy = function () {}; },
  Marker: function () { this.on = this.setMap = function () {}; },
};`;

test('the map’s own script may draw from HTML strings; the same string from the app’s page may not', async ({ browser, request }) => {
  const context = await browser.newContext({ geolocation: { latitude: 39.909, longitude: 116.397 }, permissions: ['geolocation'], locale: 'zh-CN' });
  const seen = await watchPolicyViolations(context);
  const page = await context.newPage();
  await page.route(/^https:\/\/webapi\.amap\.com\/maps\?/, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_AMAP }));
  const mark = await policyViolationsMark(request);
  await page.goto(new URL('/map', test.info().project.use.baseURL).href);
  await expect(page.locator('.amap-stand-in')).toHaveText('高德地图');
  expect(seen).toEqual([]);
  expect(await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<i>x</i>');
      return 'assigned';
    } catch {
      return 'refused';
    }
  })).toBe('refused');
  await expectPolicyViolation(request, mark, { blocked: 'trusted-types-sink', route: '/map' });
  await context.close();
});

test('the scripts a page names run only as built: one altered on its way is refused (Subresource Integrity)', async ({ page }) => {
  await page.goto('/payPage');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  // The default policy hands script URLs on resolved, so a tag's src is the whole address.
  const named = await page.evaluate(() => [...document.scripts].filter((s) => s.src && s.integrity).map((s) => new URL(s.src).pathname));
  expect(named.some((src) => /^\/assets\/main\.[0-9a-f]+\.js$/.test(src)), named.join()).toBe(true);

  const altered = await page.context().newPage();
  await altered.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, body: `window.__altered=true;${await answer.text()}` });
  });
  const refused = altered.waitForEvent('console', (m) => m.type() === 'error' && /integrity/i.test(m.text()));
  await altered.goto('/payPage');
  await refused;
  expect(await altered.evaluate(() => (window as { __altered?: boolean }).__altered)).toBeUndefined();
  await altered.close();
});
