import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { bridgeCalls, wechatBridgeScript } from './bridges';
import { holdEntry, resetMock, signIn } from './support';

/** With the app's code held back the page's load may wait for it (a script added before load holds it): the HTML is enough. */
const HELD = { waitUntil: 'domcontentloaded' } as const;

test.beforeEach(async ({ request }) => resetMock(request));

test('a visitor browses home, queries 京A12345 on the plate keyboard and lands on the pay page', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('link', { name: '登录/注册' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '车牌查询缴费' })).toBeVisible();

  // The plate cells are in the prerendered markup before any script runs: a tap is answered whenever it lands.
  const firstCell = page.getByRole('button', { name: /^车牌第1位/ });
  await firstCell.click();
  const keyboard = page.getByRole('group', { name: '车牌键盘' });
  for (const key of ['京', 'A', '1', '2', '3', '4', '5']) {
    await keyboard.getByRole('button', { name: key, exact: true }).first().click();
  }
  await page.getByRole('button', { name: '查询', exact: true }).click();

  await expect(page).toHaveURL(/\/payPage\?uniqueId=U20001&parkId=P1001$/);
  const bill = page.getByRole('region', { name: '停车账单' });
  await expect(bill).toContainText('京A·12345');
  await expect(bill).toContainText('30.00元');
  await expect(page.getByRole('link', { name: '登录后支付' })).toBeVisible();
  await expect(page).toHaveURL(/\/payPage\?/);
});

test('the answers take the places held for them: 14 menu tiles in view, the adverts over the default banner', async ({ page }) => {
  await page.goto('/home');
  const menu = page.getByRole('region', { name: '功能菜单' });
  await expect(menu.getByRole('link', { name: '违章查询' }).or(menu.getByRole('button', { name: '违章查询' }))).toBeVisible();
  // The places the first paint held for a larger menu stay in the page, hidden: none is seen or read.
  await expect(menu.locator('li:visible')).toHaveCount(14);
  await expect(menu.getByRole('listitem')).toHaveCount(14);
  await expect(page.getByRole('region', { name: '广告' })).toBeVisible();
  await expect(page.getByRole('img', { name: '默认广告图' })).toBeHidden();
  await expect(page.getByRole('img', { name: '新用户停车立减5元' })).toBeVisible();
});

test('taps on the prerendered home before the app has taken it over: the last one wins, its page opens at once and the app draws it there', async ({ page }) => {
  // The entry's code is held back: the page on screen is the prerendered markup alone.
  const release = await holdEntry(page);
  await page.goto('/home', HELD);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const menu = page.getByRole('region', { name: '功能菜单' });
  const tile = menu.getByRole('link', { name: '车位预约' });
  await expect(tile).toHaveAttribute('href', '/map?parkType=bookActive');
  // A plate cell first, then the tile: the last tap wins.
  await page.getByRole('button', { name: /^车牌第1位/ }).click();
  await tile.click();
  // The tile's page opens before the app's code has come: its address and its frame, the plate cell's tap forgotten.
  await expect(page).toHaveURL(/\/map\?parkType=bookActive$/);
  await expect(page.locator('[data-early-page]').getByRole('heading', { level: 1, name: '车位预约' })).toBeVisible();
  await expect(page.locator('[data-early-tap]')).toHaveCount(0);

  release();
  await expect(page.locator('[data-early-page]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/map\?parkType=bookActive$/);
  // Opened by the app (no new document), not by the browser.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

/** What index.html's start script is given: the entry's scripts, and the files it names for each entry route. */
async function startScriptTable(request: APIRequestContext) {
  const html = await (await request.get('/home')).text();
  return {
    entry: JSON.parse(/\}\)\((\["\/assets\/[^\]]*\]),\{/.exec(html)?.[1] ?? '[]') as string[],
    filesOf: (route: string) => JSON.parse(new RegExp(`"${route}":(\\[[^\\]]*\\])`).exec(html)?.[1] ?? '[]') as string[],
  };
}

test("the sign-in page's code comes with a visitor's home, and one of its files failing then does not keep the page from opening", async ({ page, request }) => {
  // The files index.html names for /login beyond the home's own (its inline loader's table).
  const { filesOf } = await startScriptTable(request);
  const home = new Set(filesOf('/home'));
  const signIn = filesOf('/login').filter((f) => f.endsWith('.js') && !home.has(f));
  expect(signIn.length).toBeGreaterThan(0);
  // Each of them fails the first time it is asked for, as on a signal that drops: the loader's tags see an error.
  const failed = new Set<string>();
  const asked: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const file = new URL(route.request().url()).pathname;
    asked.push(file);
    if (signIn.includes(file) && !failed.has(file)) {
      failed.add(file);
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.goto('/home');
  await expect.poll(() => failed.size, { timeout: 20_000 }).toBe(signIn.length);

  await page.getByRole('region', { name: '功能菜单' }).getByRole('link', { name: '月卡办理' }).click();
  // The app asks for the failed files again itself, and the page opens: no tag left behind waits for its 2-minute timeout.
  await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible({ timeout: 15_000 });
  for (const file of signIn) expect(asked.filter((f) => f === file).length).toBeGreaterThanOrEqual(2);
});

test("the home's own files come after the entry, and the page likely next is fetched from the home only", async ({ page, request }) => {
  const { entry, filesOf } = await startScriptTable(request);
  expect(entry.some((f) => /\/main\.[0-9a-f]+\.js$/.test(f))).toBe(true);
  const homeFiles = filesOf('/home').filter((f) => !entry.includes(f));
  expect(homeFiles.length).toBeGreaterThan(0);
  const events: string[] = [];
  page.on('request', (r) => events.push(`ask ${new URL(r.url()).pathname}`));
  page.on('requestfinished', (r) => events.push(`have ${new URL(r.url()).pathname}`));
  // The home's files: asked for once the entry is in (they shared the signal with it before, and a tap that opened
  // another page waited for both), and the likely next page's after them, marked low.
  await page.goto('/home');
  await expect.poll(() => page.locator('[fetchpriority="low"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  const lastEntry = Math.max(...entry.filter((f) => events.includes(`have ${f}`)).map((f) => events.indexOf(`have ${f}`)));
  expect(lastEntry).toBeGreaterThanOrEqual(0);
  for (const f of homeFiles) expect(events.indexOf(`ask ${f}`)).toBeGreaterThan(lastEntry);

  // Elsewhere the page opened is what the phone works for: nothing is fetched for a page the driver may open next.
  await page.goto('/mine');
  await expect(page.getByRole('heading', { name: '我的', level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.locator('[fetchpriority="low"]')).toHaveCount(0);
});

test('a plate cell tapped before the app has taken the home over opens the plate keyboard once it has', async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto('/home', HELD);
  await page.getByRole('button', { name: /^车牌第1位/ }).click();
  const keyboard = page.getByRole('group', { name: '车牌键盘' });
  await page.waitForTimeout(300);
  await expect(keyboard).toHaveCount(0);
  release();
  await expect(keyboard).toBeVisible({ timeout: 20_000 });
  await keyboard.getByRole('button', { name: '京', exact: true }).first().click();
  await expect(page.getByRole('button', { name: /^车牌第1位/ })).toContainText('京');
});

test('driver A, logged in through the API, sees the bill cards of bound vehicles', async ({ page }) => {
  await page.goto('/home');
  await signIn(page);
  await page.goto('/home');
  const cards = page.getByRole('region', { name: '在停车辆' });
  await expect(cards).toBeVisible();
  const bill = page.getByRole('link', { name: /^京A·12345/ });
  await expect(bill).toBeVisible();
  await expect(bill).toContainText('元');
  await expect(page.getByRole('link', { name: '登录/注册' })).toHaveCount(0);
});

test('a WeChat-type client scans a charging pile from the menu through its bridge', async ({ page }) => {
  await page.addInitScript(wechatBridgeScript({ scanResult: 'PILE-S2001-07' }));
  await page.goto('/home');
  await signIn(page);
  await page.goto(`/home?reqJson=${encodeURIComponent(JSON.stringify({ clientType: 2, driverDealerId: '1001' }))}`);
  await page.getByRole('region', { name: '功能菜单' }).getByRole('button', { name: '扫码充电' }).click();
  await expect(page).toHaveURL(/\/chargingPage\?pileCode=PILE-S2001-07$/);
  expect(await bridgeCalls(page)).toContainEqual(expect.objectContaining({ api: 'scanQRCode' }));
});

test('the app takes over the prerendered home instead of drawing it again: a visitor, the same visitor back, a driver', async ({ page }) => {
  const prerenderedIsLive = () => page.evaluate(() => (window as unknown as { prerendered: Element | null }).prerendered === document.querySelector('main'));
  // The <main> index.html painted, kept from before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('main');
    });
  });
  const drawnAgain: string[] = [];
  page.on('console', (m) => m.text().includes('drawn again') && drawnAgain.push(m.text()));
  const menuEntry = page.getByRole('region', { name: '功能菜单' }).getByRole('link').first();

  await page.goto('/home');
  await expect(menuEntry).toBeVisible();
  expect(await prerenderedIsLive()).toBe(true);
  await expect(page.getByRole('region', { name: '登录提示' })).toBeVisible();

  // Back with what the first visit stored (the menu's shape and config): still the same markup to take over.
  await page.reload();
  await expect(menuEntry).toBeVisible();
  expect(await prerenderedIsLive()).toBe(true);

  await signIn(page);
  await page.goto('/home');
  await expect(page.getByRole('region', { name: '在停车辆' }).getByRole('link').first()).toBeVisible();
  expect(await prerenderedIsLive()).toBe(true);
  await expect(page.getByRole('region', { name: '登录提示' })).toHaveCount(0);
  expect(drawnAgain).toEqual([]);
});

test.describe('the kept home', () => {
  // Every request reaches the page's routes (a service worker would answer the code from its cache).
  test.use({ serviceWorkers: 'block' });

  test('driver A back on the phone: the cards the phone kept are drawn at once, dated, without moving the page, then brought up to date', async ({ page }) => {
    await page.goto('/home');
    await signIn(page);
    await page.goto('/home');
    await expect(page.getByRole('link', { name: /^京A·12345/ })).toContainText('30.00元');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('offline:homeRooms'))).toContain('home-arrears');
    // The copy as if kept 7 minutes ago.
    await page.evaluate(() => {
      const copy = JSON.parse(localStorage.getItem('offline:homeAnswers') ?? 'null') as { data: { at: number }[] };
      for (const answer of copy.data) answer.at -= 7 * 60_000;
      localStorage.setItem('offline:homeAnswers', JSON.stringify(copy));
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifted += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A weak signal: the app's code comes a second after the first paint (so a move would be seen), and the driver's
    // own answers take 3 s.
    await page.route(/\/assets\/main\./, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    let held = 0;
    await page.route(/\/(boundVehicleParkingBills?|driverPlate|plateCount|parkOrders\/msp)(\?|$)/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    const drawnAgain: string[] = [];
    page.on('console', (m) => m.text().includes('drawn again') && drawnAgain.push(m.text()));

    await page.goto('/home');
    const cards = page.getByRole('region', { name: '在停车辆' });
    await expect(cards.getByRole('status')).toHaveText('7分钟前的账单 · 正在更新');
    await expect(page.getByRole('link', { name: /^京A·12345/ })).toContainText('30.00元');
    await expect(page.getByRole('region', { name: '欠费提醒' })).toBeVisible();
    expect(held).toBeGreaterThan(0);

    await expect(cards.getByRole('status')).toHaveText('', { timeout: 10_000 });
    await expect(page.getByRole('link', { name: /^京A·12345/ })).toContainText('30.00元');
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThanOrEqual(0.02);
    expect(drawnAgain).toEqual([]);
  });
});
