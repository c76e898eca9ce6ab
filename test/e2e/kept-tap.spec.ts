import { expect, test, type Page } from './test';
import { holdEntry, resetMock, serverReceived, signIn } from './support';

/**
 * A tap on the prerendered home before the app has taken it over opens what the driver tapped as the app draws it
 * for them (src/app/earlyTap.ts). The prerender is a visitor's: a tile that needs an account is a sign-in link there.
 */
test.beforeEach(async ({ request }) => resetMock(request));

const menu = (page: Page) => page.getByRole('region', { name: '功能菜单' });

/** Opens /home with the app's code held back, taps the tile (by its name, or its key) on the prerendered page, then lets the code come. */
async function tapBeforeTakeOver(page: Page, tile: string | { key: string }) {
  const release = await holdEntry(page);
  await page.goto('/home');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const link = typeof tile === 'string' ? menu(page).getByRole('link', { name: tile }) : menu(page).locator(`[data-tap-key="${tile.key}"]`);
  await link.click();
  await expect(link).toHaveAttribute('data-early-tap', '');
  release();
}

const openedInApp = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test("a signed-in driver's early 账户充值 opens their balance, not the sign-in page", async ({ page }) => {
  await page.goto('/home');
  await signIn(page);
  await tapBeforeTakeOver(page, '账户充值');
  await expect(page).toHaveURL(/\/(wallet|accountBalance)$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: /我的钱包|账户余额/ })).toBeVisible();
  await expect(page.getByText('100.00').first()).toBeVisible();
  expect(await openedInApp(page)).toBe(true);
});

test("a driver whose token has expired: the early tap's page renews it and opens, never the sign-in page", async ({ page, request }) => {
  await page.goto('/home');
  await signIn(page);
  await request.post('/__mock/expire-tokens');
  await tapBeforeTakeOver(page, '优惠券');
  await expect(page).toHaveURL(/\/discount\?tab=unused$/, { timeout: 20_000 });
  await serverReceived(request, '/auth/v2/api/refreshToken');
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toHaveCount(0);
  expect(await openedInApp(page)).toBe(true);
});

test("a visitor's early 账户充值 opens sign-in, returning to the balance afterwards", async ({ page }) => {
  await tapBeforeTakeOver(page, '账户充值');
  await expect(page).toHaveURL(/\/login\?redirect=%2F(wallet|accountBalance)$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
});

test("a tile the server's menu no longer has: the driver is told so, and nothing else opens in its place", async ({ page }) => {
  // The server's menu without 优惠券, kept by the phone as its last menu.
  await page.route('**/basic/v2/api/homeFuncEntries*', async (route) => {
    const answer = (await (await route.fetch()).json()) as { data: { list: { entryId: string }[] } };
    answer.data.list = answer.data.list.filter((e) => e.entryId !== 'COUPON');
    await route.fulfill({ json: answer });
  });
  await page.goto('/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('homeMenu') ?? '')).toContain('VEHICLE_BINDING');
  await page.reload();
  await tapBeforeTakeOver(page, '优惠券');
  await expect(page.getByText('菜单已更新，「优惠券」已不在菜单中，未打开')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/home$/);
  await expect(menu(page).getByRole('link', { name: '优惠券' })).toHaveCount(0);
});

test("every menu tile a signed-in driver taps early opens where the app's own tile leads them", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/home');
  await signIn(page);
  // Where each tile leads once the app has drawn the home for driver A, read from the app's own links.
  await page.goto('/home');
  const liveTiles = menu(page).locator('a[data-tap-key]');
  await expect(liveTiles.first()).toBeVisible();
  // Drawn for the driver: no tile is a sign-in link any more.
  await expect(menu(page).locator('a[href^="/login"]')).toHaveCount(0);
  const leads = await liveTiles.evaluateAll((links) => links.map((a) => ({ key: a.getAttribute('data-tap-key') ?? '', href: a.getAttribute('href') ?? '' })));
  expect(leads.length).toBeGreaterThan(8);
  for (const { key, href } of leads) {
    await tapBeforeTakeOver(page, { key });
    await expect(page, `the early tap on ${key}`).toHaveURL((url) => url.pathname + url.search !== '/home', { timeout: 20_000 });
    expect(new URL(page.url()).pathname, `the early tap on ${key}`).not.toBe('/login');
    const landed = new URL(page.url());
    const meant = new URL(href, landed);
    // A page may put its own address in place of the link's (/unused is /discount?tab=unused): the same page either way.
    if (landed.pathname !== meant.pathname) {
      await page.goto(href);
      await expect(page).toHaveURL(landed.toString());
    }
    await page.unrouteAll({ behavior: 'wait' });
  }
});

test("the app's code never comes: 8 s after the tap a driver's tile opens their page as a plain page, not sign-in", async ({ page }) => {
  await page.goto('/home');
  await signIn(page);
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/home');
  await menu(page).getByRole('link', { name: '车辆绑定' }).click();
  await expect(page).toHaveURL(/\/carManage$/, { timeout: 15_000 });
});
