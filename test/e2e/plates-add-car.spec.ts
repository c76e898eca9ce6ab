import { expect, test } from './test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

test('driver A adds 沪C12345 with the on-screen keyboard and sees it in /carManage and the plate count on /mine', async ({ page }) => {
  await page.goto('/home');
  await signIn(page);
  await page.goto('/mine');
  const counts = page.getByRole('region', { name: '我的资产' });
  await expect(counts.getByRole('link', { name: /3辆\s*车辆/ })).toBeVisible();

  await page.goto('/addCar?redirect=%2FcarManage');
  await expect(page.getByRole('heading', { name: '添加车辆', level: 1 })).toBeVisible();
  await page.getByLabel(/^车牌第1位/).click();
  const kb = page.getByRole('group', { name: '车牌键盘' });
  for (const key of Array.from('沪C12345')) await kb.getByRole('button', { name: key, exact: true }).click();
  await expect(page.getByLabel(/^车牌第7位/)).toHaveAccessibleName(/5$/);
  await page.getByRole('button', { name: '确认绑定' }).click();

  await expect(page).toHaveURL(/\/carManage$/);
  await expect(page.getByRole('link', { name: /沪C·12345\s*（蓝牌）/ })).toBeVisible();
  await expect(page.getByText(/已绑定\s*4\s*辆/)).toBeVisible();

  await page.goto('/mine');
  await expect(page.getByRole('region', { name: '我的资产' }).getByRole('link', { name: /4辆\s*车辆/ })).toBeVisible();
});

test('binding a plate another driver holds is refused with the ways on: a claim of it, or customer service', async ({ page }) => {
  await page.goto('/home');
  await signIn(page);
  await page.goto('/addCar');
  await page.getByLabel(/^车牌第1位/).click();
  const kb = page.getByRole('group', { name: '车牌键盘' });
  for (const key of Array.from('京B88888')) await kb.getByRole('button', { name: key, exact: true }).click();
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '该车牌已被其他账号绑定' })).toBeVisible();
  await expect(page.getByRole('link', { name: '申请车牌认领' })).toHaveAttribute('href', '/plateClaim?plateNo=%E4%BA%ACB88888&plateColor=1');
  await expect(page.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', /^\/customerService\/questionConsultation\?type=5&plateNo=%E4%BA%ACB88888&message=/);
  // No dialog stands over them.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
