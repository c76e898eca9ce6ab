import { expect, test } from '@playwright/test';
import { bridgeCalls, wechatBridgeScript } from './bridges';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

test('a visitor browses home, queries 京A12345 on the plate keyboard and lands on the pay page', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('link', { name: '登录/注册' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '车牌查询缴费' })).toBeVisible();

  await page.getByRole('button', { name: /^车牌第1位/ }).click();
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
