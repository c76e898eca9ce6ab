import { expect, test } from './test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

test('driver A changes the password, logs out; the old password fails and the new one signs in', async ({ page }) => {
  await page.goto('/home');
  await signIn(page);

  // Change the password at /changePassWord.
  await page.goto('/changePassWord');
  await expect(page.getByRole('heading', { name: '修改密码', level: 1 })).toBeVisible();
  await page.getByLabel('原密码').fill('Driver@2026');
  await page.getByLabel('新密码', { exact: true }).fill('NewPass2027');
  await page.getByLabel('确认新密码').fill('NewPass2027');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码修改成功')).toBeVisible();
  await expect(page).toHaveURL(/\/userInfo$/);

  // Log out the way the app does: 退出登录 on /mine, confirmed.
  await page.goto('/mine');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The home's own login prompt, though the page was first opened (and prerendered) for a driver.
  await expect(page.getByRole('region', { name: '登录提示' })).toBeVisible();
  await expect(page.getByRole('link', { name: '登录/注册' }).first()).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '').toBe('');

  // The old password no longer signs in, through the /login page.
  await page.goto('/login?redirect=%2FuserInfo');
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByLabel('密码', { exact: true }).fill('Driver@2026');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText(/手机号或密码错误/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The new one does, and returns to the page asked for.
  await page.getByLabel('密码', { exact: true }).fill('NewPass2027');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/userInfo$/);
  await expect(page.getByRole('link', { name: /昵称\s*张师傅/ })).toBeVisible();
});
