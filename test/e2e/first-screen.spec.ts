import { expect, test } from './test';

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

test('before the script that moves the home in: no skeleton is painted over the home it will be', async ({ page }) => {
  const skeleton = () => page.locator('#root').evaluate((root) => getComputedStyle(root, '::before').content);
  // A frame the browser paints between #root and the template's script: the script held back by cutting it out.
  await page.route('**/home', async (route) => {
    const html = await (await route.fetch()).text();
    const held = html.replace(/(<\/template><div id="?root"?><\/div>)<script>[\s\S]*?<\/script>/, '$1');
    expect(held).not.toBe(html);
    await route.fulfill({ contentType: 'text/html', body: held });
  });
  await page.goto('/home');
  await expect(page.locator('#root')).toBeEmpty();
  expect(await skeleton()).toBe('none');

  // Anywhere else the template is dropped and the skeleton shows until the page is drawn.
  await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
  await expect(page.locator('#root')).toBeEmpty();
  expect(await skeleton()).not.toBe('none');
});
