import { expect, test, type Page } from './test';
import { expectClean } from './axeWalk';
import { displayModes, openIn } from './displayModes';
import { holdEntry, resetMock, serverReceived, signIn } from './support';

/** With the app's code held back the page's load may wait for it (a script added before load holds it): the HTML is enough. */
const HELD = { waitUntil: 'domcontentloaded' } as const;

/**
 * A tap on the prerendered home before the app has taken it over opens what the driver tapped as the app draws it
 * for them (src/app/earlyTap.ts). The prerender is a visitor's: a tile that needs an account is a sign-in link there.
 */
test.beforeEach(async ({ request }) => resetMock(request));

const menu = (page: Page) => page.getByRole('region', { name: '功能菜单' });

/**
 * Opens /home with the app's code held back, taps the tile (by its name, or its key) on the prerendered page, then lets
 * the code come. Where index.html's keeper knows where the tile leads this reader it opens that page's frame at once;
 * anywhere else the tile is kept for the app.
 */
async function tapBeforeTakeOver(page: Page, tile: string | { key: string }) {
  const release = await holdEntry(page);
  await page.goto('/home', HELD);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const link = typeof tile === 'string' ? menu(page).getByRole('link', { name: tile }) : menu(page).locator(`[data-tap-key="${tile.key}"]`);
  await link.click();
  // Heard: the page's frame opened at once, or the tile kept for the app.
  await expect(page.locator('[data-early-page], [data-early-tap]').first()).toBeAttached();
  release();
}

const openedInApp = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** The page's frame index.html opened before the app: its title, 正在打开…, and 返回. */
const frame = (page: Page) => page.locator('[data-early-page]');

test("a signed-in driver's early 账户充值 opens their wallet at once, before the app has come, and the app draws it there", async ({ page }) => {
  await page.goto('/home');
  await signIn(page);
  // A phone that keeps nothing of the app's menu: the early script's config says where the tile leads.
  await page.evaluate(() => localStorage.clear());
  const release = await holdEntry(page);
  await page.goto('/home', HELD);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await menu(page).getByRole('link', { name: '账户充值' }).click();
  // The mock's config names the wallet (walletPlan 2, supportBalance 1): open with the app's code still held back.
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(frame(page).getByRole('heading', { level: 1, name: '账户充值' })).toBeVisible();
  await expect(frame(page).getByRole('status')).toHaveText('正在打开…');
  release();
  await expect(page.getByRole('heading', { level: 1, name: '我的钱包' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('100.00').first()).toBeVisible();
  await expect(frame(page)).toHaveCount(0);
  expect(await openedInApp(page)).toBe(true);
  // Back is the home, drawn by the app.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(menu(page).getByRole('link', { name: '账户充值' })).toHaveAttribute('href', '/wallet');
});

test("返回 on a page opened before the app has come puts the home back, and the app takes it over as usual", async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto('/home', HELD);
  await menu(page).getByRole('link', { name: '客服中心' }).click();
  await expect(page).toHaveURL(/\/customerService\/index$/);
  await frame(page).getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(frame(page)).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: '客服中心' })).not.toHaveAttribute('data-early-tap');
  release();
  await expect(menu(page).getByRole('link', { name: '客服中心' })).toBeVisible();
  // The app owns the home now: the tile opens in the app.
  await page.waitForFunction(() => !(window as unknown as { __earlyTap?: unknown }).__earlyTap, null, { timeout: 20_000 });
  await menu(page).getByRole('link', { name: '客服中心' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '客服中心' })).toBeVisible({ timeout: 20_000 });
  await expect(frame(page)).toHaveCount(0);
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

for (const mode of displayModes) {
  test(`the page's frame opened before the app reads right: no serious axe violation, its text sizes and width (${mode})`, async ({ page }) => {
    await openIn(page, mode);
    const release = await holdEntry(page);
    await page.goto('/home', HELD);
    await menu(page).getByRole('link', { name: '客服中心' }).click();
    await expect(frame(page).getByRole('heading', { level: 1, name: '客服中心' })).toBeFocused();
    await expectClean(page, "/customerService/index (the keeper's frame)", mode);
    release();
  });
}

test("a visitor's early 账户充值 opens sign-in at once, returning to the balance afterwards", async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto('/home', HELD);
  await menu(page).getByRole('link', { name: '账户充值' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2F(wallet|accountBalance)$/);
  await expect(frame(page).getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
  release();
  await expect(page.getByRole('textbox', { name: '手机号' })).toBeVisible({ timeout: 20_000 });
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
  // Neither the app's code nor the early script comes, and the phone keeps no record of the menu: nothing on the
  // phone says where the tile leads a driver until the fallback.
  await page.evaluate(() => localStorage.clear());
  await page.route(/\/assets\/(main|earlyHome)\.[0-9a-f]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/home');
  await menu(page).getByRole('link', { name: '车辆绑定' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveURL(/\/carManage$/, { timeout: 15_000 });
});
