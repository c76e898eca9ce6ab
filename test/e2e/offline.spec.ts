import { expect, test } from './test';
import { resetMock, signIn, untilWorkerControls } from './support';

test.beforeEach(async ({ request }) => resetMock(request));
// The worker is what these journeys are about (the journeys' lane blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * A second visit with no network paints /home from the service worker's cache, and the driver's last
 * receipt is there to show at the barrier, marked as an offline copy with the time it was fetched.
 */
test('driver A opens home, loses the network, reloads: home and the last receipt are there', async ({ page, context }) => {
  // Waits on the worker, the receipts' copy and the reads' back-off (3 s, then 6 s): about 23 s on an idle CI machine.
  test.setTimeout(60_000);
  await page.goto('/home');
  await signIn(page);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /^京A·12345/ })).toBeVisible();

  // The worker is registered after the first screen and looks after this page; the receipts are kept shortly after.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // 15 s: the test's 60 s already hold about 23 s of the reads' back-off after it.
  await untilWorkerControls(page, 15_000);
  await page.waitForFunction(() => localStorage.getItem('offline:receipts') !== null, undefined, { timeout: 15_000 });
  const latest = await page.evaluate(() => {
    const copy = JSON.parse(localStorage.getItem('offline:receipts') ?? '{}') as { data: { payOrderId: string; parkName: string }[] };
    return copy.data[0];
  });
  expect(latest?.payOrderId).toBeTruthy();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '车主服务', level: 1 })).toBeVisible();
  // Offline to the browser, or (after a reload, see below) calls that cannot get through: the banner says which.
  await expect(page.getByRole('status', { name: '网络状态' }).filter({ hasText: /^(网络已断开，恢复后页面内容会自动刷新|网络不佳，正在重试…)/ })).toBeVisible();
  const receipt = page.getByRole('region', { name: '最近缴费凭证（离线）' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(latest?.payOrderId ?? '');
  await expect(receipt).toContainText(latest?.parkName ?? '');
  await expect(receipt).toContainText(/离线凭证 · 更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // Every kept receipt, on a page whose code was never loaded online: it comes from the precache.
  await receipt.getByRole('link', { name: '全部凭证' }).click();
  await expect(page).toHaveURL(/\/billRecord$/);
  await expect(page.getByText(/^网络不可用，以下为离线凭证/)).toBeVisible();
  await expect(page.getByRole('list', { name: '离线缴费凭证' }).getByRole('listitem').first()).toContainText(latest?.parkName ?? '');

  await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();

  // Back online, the read is asked again by itself and the live list replaces the copy. Chromium's emulated
  // offline no longer reaches navigator.onLine after a reload (as a weak signal would not): the banner and this
  // retry come from the calls failing, and the retry waits up to its back-off (3 s, then 6 s, …).
  await context.setOffline(false);
  await expect(page.getByRole('list', { name: '缴费记录' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^网络不可用，以下为离线凭证/)).toHaveCount(0);
});

test.describe('where service workers are unavailable', () => {
  test.use({ serviceWorkers: 'block' });

  test('the app works the same, from the network', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '车牌查询缴费' })).toBeVisible();
    await page.getByRole('link', { name: '登录/注册' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  });
});
