import { expect, test, type Page } from './test';
import { mock } from './serverTruth';
import { signIn } from './support';

/**
 * The later domains' routes (wallet, invoices, coupons, charging…) arrive in their own chunk, patched into the router
 * by the first navigation that needs them (src/app/router.tsx, laterRoutesPatcher). A navigation overtaken by another
 * before that chunk is in — back pressed while a page opened from a link is still loading, a second entry tapped on a
 * weak signal — used to take the patch with it: react-router drops a patch made for a navigation it has aborted, the
 * patcher never patched again, and every later page of the visit was the 404 (the consistency journey's /invoiceManage
 * after going back across a reloaded document). Here the chunks are held until the first navigation has been overtaken.
 */

// The chunk is held at the network: no service worker in between to answer it from its cache.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

/**
 * Holds every lazy chunk asked for from now (production names them by id and the build's hash, `[id].[fullhash:10]`;
 * the entry's own files keep an 8-character content hash), the later routes' table among them, until `release` is
 * called; `asked` resolves with the first one asked for, `held()` counts them.
 */
async function holdChunks(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let markAsked = () => undefined as void;
  const asked = new Promise<void>((r) => {
    markAsked = r;
  });
  let count = 0;
  await page.route(/\/assets\/\d+\.[0-9a-f]{10}\.js$/, async (route) => {
    count += 1;
    markAsked();
    await released;
    await route.continue();
  });
  return { asked, release, held: () => count };
}

const notFound = (page: Page) => page.getByRole('heading', { name: '页面不存在' });

test('a second entry tapped before the later routes arrive opens its page, and the first one opens after, never the 404', async ({ page }) => {
  await signIn(page);
  await page.goto('/mine');
  await expect(page.getByRole('link', { name: /^发票/ })).toBeVisible();
  const chunk = await holdChunks(page);
  await page.getByRole('link', { name: /^发票/ }).click();
  await chunk.asked;
  // Still on /mine (the navigation waits for the routes): the driver taps 钱包 instead.
  await page.getByRole('link', { name: /^钱包/ }).click();
  chunk.release();
  await expect(page).toHaveURL(/\/wallet/);
  await expect(page.getByRole('heading', { name: '我的钱包', level: 1 }).or(notFound(page))).toBeVisible();
  await expect(notFound(page)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/mine$/);
  await page.getByRole('link', { name: /^发票/ }).click();
  await expect(page).toHaveURL(/\/invoiceManage$/);
  await expect(page.getByRole('heading', { name: '发票管理', level: 1 })).toBeVisible();
  await expect(notFound(page)).toHaveCount(0);
});

test('a page opened from an address and left with back before the later routes arrive: the next later page still opens', async ({ page }) => {
  await signIn(page);
  // The journey's history: /mine, then a later page in the same document, that page's document loaded anew (there:
  // going back across the cashier's page) and left with back before its routes are in. Here the document of /wallet
  // starts with /mine behind it, as a same-document entry.
  await page.addInitScript(() => {
    if (window.location.pathname !== '/wallet' || window.sessionStorage.getItem('e2e.history')) return;
    window.sessionStorage.setItem('e2e.history', '1');
    window.history.replaceState(null, '', '/mine');
    window.history.pushState(null, '', '/wallet');
  });
  const chunk = await holdChunks(page);
  // index.html adds the app's entry after the first paint; once it runs, its first navigation asks for the later
  // routes (held): then back, to /mine.
  let heldBeforeEntry = -1;
  page.on('request', (r) => {
    if (/\/assets\/main\.[0-9a-f]+\.js$/.test(r.url())) heldBeforeEntry = chunk.held();
  });
  // Not until "load": away from /home the entry is asked for while the page parses, so the held chunks hold the load event.
  await page.goto('/wallet', { waitUntil: 'commit' });
  await expect.poll(() => heldBeforeEntry >= 0 && chunk.held() > heldBeforeEntry).toBe(true);
  await page.goBack({ waitUntil: 'commit' });
  chunk.release();
  await expect(page).toHaveURL(/\/mine$/);
  await page.getByRole('link', { name: /^发票/ }).click();
  await expect(page).toHaveURL(/\/invoiceManage$/);
  await expect(page.getByRole('heading', { name: '发票管理', level: 1 }).or(notFound(page))).toBeVisible();
  await expect(notFound(page)).toHaveCount(0);
});
