import { expect, test, type Locator, type Page } from './test';
import { chooseElder } from './displayModes';
import { resetMock, signIn } from './support';

/**
 * The station page read at a glance (docs/rules/charging.md, "The station page"): as driver A on a 390×844 phone,
 * in standard and in 长辈模式, the first screen holds the free fast and slow guns, the price now, the day's bands as a
 * strip (named for a screen reader), 扫码充电 and 预约; the whole page is at most 2.5 screens (3.5 in 长辈模式); a
 * tab chosen is still open after a pile's page and back.
 */
test.beforeEach(async ({ request }) => resetMock(request));

const SCREEN = 844;

async function openStation(page: Page) {
  await page.setViewportSize({ width: 390, height: SCREEN });
  await page.goto('/home');
  await signIn(page);
  await page.goto('/chargeStationDetail?stationId=S2001');
  await expect(page.getByRole('heading', { name: '王府井百货充电站' })).toBeVisible();
  // The first screen is whole once the record's advice and the access tab have their answers.
  await expect(page.getByRole('region', { name: '用哪个充电桩' }).getByText(/^(推荐|现在没有)/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: '预约与排队' }).getByRole('button').first()).toBeVisible();
}

/** On the first screen: drawn, and its bottom edge within the first 844 px of the page (the page at its top). */
async function inFirstScreen(what: Locator, name: string) {
  await expect(what, name).toBeVisible();
  const box = await what.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.y + box!.height, `${name}: its bottom`).toBeLessThanOrEqual(SCREEN);
}

for (const mode of ['standard', 'elder'] as const) {
  test(`${mode}: the first screen answers the first questions and the page is at most ${mode === 'elder' ? 3.5 : 2.5} screens`, async ({ page }) => {
    if (mode === 'elder') await chooseElder(page);
    await openStation(page);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-elder'))).toBe(mode === 'elder');
    await page.evaluate(() => window.scrollTo(0, 0));

    const free = page.getByRole('region', { name: '空闲充电枪' });
    await inFirstScreen(free.getByText(/^快充 空闲/).locator('..'), '快充 空闲 n/n');
    await inFirstScreen(free.getByText(/^慢充 空闲/).locator('..'), '慢充 空闲 n/n');
    await expect(free).toContainText(/快充 空闲 \d+\/10/);
    await expect(free).toContainText(/慢充 空闲 \d+\/10/);
    const price = page.getByRole('region', { name: '当前电价' });
    await inFirstScreen(price.getByText(/^\d+\.\d\d元\/度$/), 'the price now');
    const strip = price.getByRole('img', { name: /^今日分时电价（电费加服务费）：谷 00:00–07:00 每度\d+\.\d\d元；.*；现在 \d\d:\d\d，(峰|平|谷)时段$/ });
    await inFirstScreen(strip, 'the strip');
    await inFirstScreen(page.getByRole('button', { name: '扫码充电' }), '扫码充电');
    await inFirstScreen(page.getByRole('button', { name: /^(预约与排队|我的预约|我的排队)( · 剩余.*)?$/ }), '预约');

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const most = (mode === 'elder' ? 3.5 : 2.5) * SCREEN;
    expect(height, `the page is ${(height / SCREEN).toFixed(2)} screens`).toBeLessThanOrEqual(most);
  });
}

test('a tab chosen is still open after going to a pile and coming back', async ({ page }) => {
  await openStation(page);
  await page.getByRole('tab', { name: '充电桩' }).click();
  await expect(page).toHaveURL(/[?&]tab=piles/);
  const piles = page.getByRole('region', { name: '充电桩', exact: true });
  await piles.getByRole('link', { name: /^用此桩充电/ }).first().click();
  await expect(page).toHaveURL(/\/chargingPage\?pileCode=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('充电站详情');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/chargeStationDetail\?stationId=S2001&tab=piles$/);
  await expect(page.getByRole('tab', { name: '充电桩' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: '充电桩', exact: true })).toBeVisible();
});
