import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { holdEntry } from './support';

/**
 * A phone that cannot run the app sees a plain notice in Chinese, not a white page (src/page/oldEngineNotice.js, inline in
 * index.html's <head>): here the entry chunk is served with syntax no engine parses, as an old iPhone meets `?.` or a
 * lookbehind, and an engine without Proxy is emulated. A phone that runs the app never sees it: not while its code is
 * slow to come, not after the app has mounted when a later script fails.
 */
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const NOTICE = '当前系统版本过低，无法打开车主服务';
const notice = (page: Page) => page.getByRole('heading', { level: 1, name: NOTICE });
const mounted = (page: Page) => page.waitForFunction(() => window.__appMounted === true, undefined, { timeout: 20_000 });

/**
 * Every request for the entry's own script answered with code that does not parse. On an old phone that code is the
 * build's own, byte for byte, and passes its integrity check (scripts/subresourceIntegrity.mjs) before the engine
 * fails to parse it; here the code is changed on its way, so the page's loaders are kept from asking for integrity.
 */
async function unparseableEntry(page: Page) {
  await page.addInitScript(() => {
    for (const kind of [HTMLScriptElement, HTMLLinkElement]) {
      Object.defineProperty(kind.prototype, 'integrity', { configurable: true, get: () => '', set: () => undefined });
    }
  });
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'var a = ;' }));
}

for (const path of ['/home', '/mine']) {
  test(`an entry chunk the engine cannot parse shows the notice on ${path}: what to do, readable, in Chinese`, async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
    await unparseableEntry(page);
    await page.goto(path);
    await expect(notice(page)).toBeVisible({ timeout: 15_000 });
    expect(errors.some((e) => e.startsWith('SyntaxError'))).toBe(true);
    const main = page.getByRole('main');
    await expect(main).toContainText('iOS 13.4');
    await expect(main).toContainText('微信或支付宝更新到最新版本');
    await expect(main).toContainText('手机自带的浏览器');
    await expect(main).toContainText('出口岗亭照常付费');
    // Nothing of the page it replaced: no skeleton, no prerendered home under it.
    await expect(page.locator('#root')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle('无法打开车主服务');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`notice${path.replace('/', '-')}.png`) });
  });
}

test('an engine without what the app cannot live without (Proxy) is told at once', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { Proxy?: unknown }).Proxy;
  });
  await page.goto('/home');
  await expect(notice(page)).toBeVisible({ timeout: 15_000 });
});

test('a phone that runs the app never sees it: not while the entry is slow to come, not for a failing script once mounted', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
  const release = await holdEntry(page);
  await page.goto('/home');
  // A weak signal: the code takes seconds to come. The prerendered home stays, no notice.
  await page.waitForTimeout(4000);
  await expect(page.getByRole('region', { name: '功能菜单' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  release();
  await mounted(page);
  // A script of the app's that fails after the app has mounted (a later chunk broken on its way) is no reason for it.
  await page.route('**/assets/later-broken.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'var b = ;' }));
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.src = '/assets/later-broken.js';
    document.head.appendChild(s);
  });
  await expect.poll(() => errors.some((e) => e.startsWith('SyntaxError'))).toBe(true);
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: '功能菜单' })).toBeVisible();
});
