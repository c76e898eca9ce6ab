import { expect, test, type Page } from './test';
import { resetMock, signIn, SLOW_4G } from './support';

/**
 * A reminder opens the bill on a cheap phone (4× CPU, slow 4G): the glance shows the fee from the early answer while
 * the app is still starting, takes a tap without passing it on, and gives way to the app's page with the same fee.
 */
test.beforeEach(async ({ request }) => resetMock(request));

/** The page on a cheap phone's CPU (4× slower); the DevTools session, for what else the test sets. */
async function onCheapCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

test('driver A opens the bill from a reminder on a slow phone: the fee shows before the app, then the page itself', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const cdp = await onCheapCpu(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  // Which came first, seen from inside the page on every frame: the glance's figure or the app's heading.
  await page.addInitScript(() => {
    const w = window as unknown as { __order: string[] };
    w.__order = [];
    const look = () => {
      if (!w.__order.includes('glance') && document.querySelector('[data-glance] [data-figure]')) w.__order.push('glance');
      if (!w.__order.includes('app') && document.querySelector('#root h1')) w.__order.push('app');
      if (w.__order.length < 2) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });

  await page.goto('/payPage?uniqueId=U20001&parkId=P1001', { waitUntil: 'commit' });
  const glance = page.locator('[data-glance]');
  await expect(glance.locator('[data-figure]')).toHaveText('停车费 30.00元', { timeout: 20_000 });
  await expect(glance).toContainText('停车缴费');
  await expect(glance).toContainText('王府井百货地下停车场 · 京A·12345');
  // A tap on the glance goes nowhere: the pay bar under it is not pressed.
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && /\/pay\/|payOrder|createOrder/i.test(r.url()) && sent.push(r.url()));
  await page.mouse.click(200, 800).catch(() => undefined);

  await expect(glance).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: '停车账单' })).toContainText('30.00元');
  expect(await page.evaluate(() => (window as unknown as { __order: string[] }).__order)).toEqual(['glance', 'app']);
  expect(sent).toEqual([]);
  await expect(page).toHaveURL(/\/payPage\?/);
});

test('a visitor opening the same address gets no glance: nothing is read before who asks is known', async ({ page }) => {
  await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
  await expect(page.getByRole('heading', { name: '停车缴费', level: 1 })).toBeVisible();
  await expect(page.locator('[data-glance]')).toHaveCount(0);
});

test('driver A back on the phone, the worker answering: the glance first, the page\'s files asked for after it, then the page; with the bill held, the page still comes', async ({ context, page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
  await expect(page.getByRole('heading', { name: '停车缴费', level: 1 })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
  // Whether any of the page's files had been asked for when the glance's figure first showed.
  await context.addInitScript(() => {
    const w = window as unknown as { __filesAtGlance?: number };
    const look = () => {
      if (document.querySelector('[data-glance] [data-figure]')) {
        w.__filesAtGlance = document.querySelectorAll('script[src*="/assets/"], link[rel="preload"][href*="/assets/"]').length;
        return;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });

  const back = await context.newPage();
  await onCheapCpu(back);
  await back.goto('/payPage?uniqueId=U20001&parkId=P1001', { waitUntil: 'commit' });
  await expect(back.locator('[data-glance] [data-figure]')).toHaveText('停车费 30.00元', { timeout: 20_000 });
  expect(await back.evaluate(() => navigator.serviceWorker.controller != null)).toBe(true);
  expect(await back.evaluate(() => (window as unknown as { __filesAtGlance?: number }).__filesAtGlance)).toBe(0);
  await expect(back.getByRole('region', { name: '停车账单' })).toContainText('30.00元', { timeout: 20_000 });
  await expect(back.locator('[data-glance]')).toHaveCount(0);
  await back.close();

  // The bill's answer does not come: no glance, and the app starts all the same, a moment later at most.
  await context.route(/\/parkOrders\/msp\/detail/, () => undefined);
  const held = await context.newPage();
  await onCheapCpu(held);
  await held.goto('/payPage?uniqueId=U20001&parkId=P1001', { waitUntil: 'commit' });
  await expect(held.getByRole('heading', { name: '停车缴费', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(held.locator('[data-glance]')).toHaveCount(0);
  await held.close();
});
