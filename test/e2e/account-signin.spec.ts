import { expect, test, type Page } from './test';
import { resetMock } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'token')?.value;
}

test('register a new driver and land on home logged in', async ({ page }) => {
  await page.goto('/loginIndex');
  await page.getByRole('link', { name: '注册' }).click();
  await expect(page.getByRole('heading', { name: '注册', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: '手机号' }).fill('13700137000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /s后重新获取$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill('123456');
  await page.getByLabel('设置密码').fill('Welcome2026');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册并登录' }).click();

  await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '新人停车券 5元' }).first()).toBeVisible();
  expect(await tokenCookie(page)).toBeTruthy();
  await page.getByRole('button', { name: '开始使用' }).click();

  await expect(page).toHaveURL(/\/home$/);
  expect(await tokenCookie(page)).toBeTruthy();
  await expect(page.getByRole('heading', { name: '车主服务' })).toBeVisible();
  await expect(page.getByRole('link', { name: '登录/注册' })).toHaveCount(0);
});

test('log in with a verify code, get kicked by 0xd12501021, log in again and return to /mine', async ({ page, request }) => {
  await page.goto('/loginIndex');
  await page.getByRole('link', { name: '验证码登录' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill('13800138000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /s后重新获取$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill('123456');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await tokenCookie(page)).toBeTruthy();

  await request.post('/__mock/faults', { data: { path: '/driver/v2/api/balanceInfo', code: '0xd12501021', msg: 'x' } });
  await page.goto('/mine');
  await expect(page.getByText('该账号已在其他手机登录，请重新登录或尝试修改密码。', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmine$/, { timeout: 6_000 });
  expect(await tokenCookie(page)).toBeFalsy();

  await page.getByRole('textbox', { name: '手机号' }).fill('13800138000');
  await page.getByLabel('密码', { exact: true }).fill('Driver@2026');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/mine$/);
  expect(await tokenCookie(page)).toBeTruthy();
  await expect(page.getByRole('link', { name: '登录/注册' })).toHaveCount(0);
});
