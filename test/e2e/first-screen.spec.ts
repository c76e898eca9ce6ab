import { expect, test } from '@playwright/test';

/**
 * Index.html carries the visitor's /home as the app draws it before any data, so a weak signal shows the
 * real first screen before any script has run. Scripts are held back here to see exactly what the HTML gives.
 */
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
});

test('before any script: /home shows the first screen, with the default banner and the login prompt', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '车主服务', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: '默认广告图' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '车牌查询缴费' })).toBeVisible();
  await expect(page.getByRole('region', { name: '登录提示' })).toBeVisible();
});

test('before any script: another route shows no home, and a driver sees no login prompt', async ({ page, context }) => {
  await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
  await expect(page.locator('#root')).toBeEmpty();

  await context.addCookies([{ name: 'token', value: 'any', domain: 'localhost', path: '/' }]);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '车牌查询缴费' })).toBeVisible();
  await expect(page.getByRole('region', { name: '登录提示' })).toHaveCount(0);
  // The bill cards' placeholder stands where the app draws it first, above the banner: nothing moves at take-over.
  const cards = page.getByRole('region', { name: '在停车辆' });
  await expect(cards.getByRole('progressbar', { name: '账单加载中' })).toBeVisible();
  const cardsBox = await cards.boundingBox();
  const bannerBox = await page.getByRole('img', { name: '默认广告图' }).boundingBox();
  expect(cardsBox!.y + cardsBox!.height).toBeLessThan(bannerBox!.y);
});
