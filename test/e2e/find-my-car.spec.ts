import { expect, test } from './test';
import { resetMock, signIn, untilWorkerControls } from './support';

test.beforeEach(async ({ request }) => resetMock(request));
// The offline reload needs the service worker (the journeys' lane blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Driver A's 京A12345 is parked on berth B2-036 as the lot reported it: the bill and the home card say where the car
 * is, the bill's page still says so with no network, and once the car has left the position is gone.
 */
test('driver A finds the car: the lot’s berth on the bill and the card, offline too, gone once the car left', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  await page.goto('/home');
  await signIn(page);
  await page.goto('/home');
  await page.getByRole('link', { name: /^京A·12345/ }).click();
  await expect(page).toHaveURL(/\/payPage\?uniqueId=U20001&parkId=P1001/);
  const where = page.getByRole('region', { name: '停车位置' });
  await expect(where).toContainText('您的车停在 泊位 B2-036');
  await expect(where).toContainText('来源：车场记录');
  await expect(where.getByRole('button', { name: '记录停车位置' })).toHaveCount(0);

  await page.goto('/home');
  await expect(page.getByRole('link', { name: /^京A·12345/ })).toContainText('停车位置：泊位 B2-036');

  // In the basement: the page opened once, the worker looks after it, then the network goes.
  await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
  await expect(where).toContainText('泊位 B2-036');
  await untilWorkerControls(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: '停车位置' })).toContainText('您的车停在 泊位 B2-036');
  await context.setOffline(false);

  // The car drives out without paying: the bill is no longer in progress, and the position goes with it.
  await request.post('/__mock/bills/U20001/exit');
  await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
  await expect(page.getByRole('region', { name: '停车账单' })).toBeVisible();
  await expect(page.getByRole('region', { name: '停车位置' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('carPositions'))).toBeNull();
});
