import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { resetMock, signIn } from './support';

/**
 * The embedded build (dist-embedded/, config/embedded.ts) served by `npm run preview:embedded`: run with
 * `npm run test:e2e:embedded` (playwright.config.ts keeps this spec out of the full build's run).
 */
test.beforeEach(async ({ request }) => resetMock(request));

/** Every script the page fetched from our assets, by chunk name (hash and extension dropped). */
function chunksFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/([\w-]+)\.[0-9a-f]{8}\.js$/.exec(new URL(r.url()).pathname);
    if (m?.[1]) names.push(m[1]);
  });
  return names;
}

test('a route in the set works: driver A opens /payPage and sees the bill', async ({ page }) => {
  await page.goto('/404');
  await signIn(page);
  await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
  const bill = page.getByRole('region', { name: '停车账单' });
  await expect(bill).toContainText('京A·12345');
  await expect(bill).toContainText('30.00元');
  await expect(page.getByRole('button', { name: '立即支付' })).toBeVisible();
});

test('scan-to-charge is in the set: driver A follows the session in progress; the station page is not', async ({ page }) => {
  await page.goto('/404');
  await signIn(page);
  await page.goto('/chargingResults?orderNo=C30001');
  await expect(page.getByText('充电中', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: '充电数据' })).toContainText('已充电量');
  await page.goto('/chargeStationDetail?stationId=S2001');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('a route outside the set (/carManage) answers the 404 page and loads none of its code', async ({ page }) => {
  await page.goto('/404');
  await signIn(page);
  const fetched = chunksFetched(page);
  await page.goto('/carManage');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page).toHaveURL(/\/carManage$/);
  expect(fetched).toContain('page-not-found');
  expect(fetched.filter((n) => n.startsWith('page-') && n !== 'page-not-found')).toEqual([]);
});

test('/ lands on the plate query, which finds 京A12345 and opens its bill', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: '停车缴费', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
  // The landing is a page of its own, outside the full app's axe run: check it here.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.getByRole('button', { name: /^车牌第1位/ }).click();
  const keyboard = page.getByRole('group', { name: '车牌键盘' });
  for (const key of ['京', 'A', '1', '2', '3', '4', '5']) {
    await keyboard.getByRole('button', { name: key, exact: true }).first().click();
  }

  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/\/payPage\?uniqueId=U20001&parkId=P1001$/);
  await expect(page.getByRole('region', { name: '停车账单' })).toContainText('30.00元');
  await expect(page.getByRole('link', { name: '登录后支付' })).toBeVisible();
});
