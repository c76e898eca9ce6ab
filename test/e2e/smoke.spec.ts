import { expect, test } from './test';
import { resetMock } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

test('a visitor opens the app on a phone and lands on home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: '车主服务' })).toBeVisible();
  await expect(page.getByRole('link', { name: '登录/注册' })).toBeVisible();
  await expect(page).toHaveTitle('车主服务');
});

test('an unknown address shows the 404 page with the way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the mock backend answers on the same origin', async ({ request }) => {
  const res = await request.get('/api/pay/v2/api/payModel', { headers: { ClientType: '2' } });
  expect(((await res.json()) as { code: string }).code).toBe('200');
});
