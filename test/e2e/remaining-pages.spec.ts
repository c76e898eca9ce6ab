import { expect, test } from './test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

test('a visitor scans a lot sign, queries a plate, sees the bill and pays at the partner checkout', async ({ page }) => {
  await page.goto('/plate?parkId=P1009');
  await expect(page.getByRole('heading', { name: '崇文门新世界商场停车场', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: /^车牌第1位/ }).click();
  const keyboard = page.getByRole('group', { name: '车牌键盘' });
  for (const key of ['津', 'C', '6', '6', '6', '6', '6']) {
    await keyboard.getByRole('button', { name: key, exact: true }).first().click();
  }
  await page.getByRole('button', { name: '完成' }).click();
  await page.getByRole('button', { name: '查询', exact: true }).click();

  const bill = page.getByRole('region', { name: '停车账单' });
  await expect(bill).toContainText('津C·66666');
  await expect(bill).toContainText('U20021');
  await expect(bill).toContainText(/\d+\.\d\d元/);
  await expect(page).toHaveURL(/\/plate\?parkId=P1009&plateNo=/);

  // No sign-in: the partner's checkout, then back to the app, which asks the server.
  await page.getByRole('link', { name: '立即支付（无需登录）' }).click();
  await expect(page.getByRole('radio', { name: '微信支付' })).toBeChecked();
  await page.getByRole('button', { name: /^前往收银台支付 / }).click();
  await expect(page).toHaveURL(/\/__mock\/cashier\?/);
  await page.getByRole('button', { name: '支付', exact: true }).click();
  await expect(page).toHaveURL(/\/thirdpaySuccess\?payOrderId=O\d+&payToken=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByRole('region', { name: '支付详情' })).toContainText('津C·66666');
});

test('driver A invites a friend on /registerShare and claims a reward on /receiveRewards', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/home');
  await signIn(page);
  await page.goto('/registerShare');
  await expect(page.getByText('ZW8K2M', { exact: true })).toBeVisible();
  await expect(page.getByText(/已成功邀请 1 位好友/)).toBeVisible();
  await page.getByRole('button', { name: '分享邀请链接' }).click();
  // Chromium here has no share sheet: the link is copied (or shown to copy by hand where the clipboard is refused).
  const copied = page.getByText('邀请链接已复制，快发给好友吧');
  const manual = page.getByRole('heading', { name: '请长按复制邀请链接' });
  await expect(copied.or(manual)).toBeVisible();

  await page.getByRole('link', { name: '查看并领取奖励' }).click();
  await expect(page).toHaveURL(/\/receiveRewards$/);
  await expect(page.getByText('您有 2 个奖励待领取，领取后可在“我的优惠券”中使用')).toBeVisible();
  await page.getByRole('button', { name: '领取 邀请好友奖励 5元停车券' }).click();
  await expect(page.getByText('您有 1 个奖励待领取，领取后可在“我的优惠券”中使用')).toBeVisible();

  // The server has it: the reward is claimed and its coupon is the driver's.
  const rewards = await page.request.get('/api/driver/v2/api/rewards', {
    headers: { Authorization: (await context.cookies()).find((c) => c.name === 'token')?.value ?? '' },
  });
  const body = (await rewards.json()) as { data: { results: { rewardId: string; state: string; couponId: string | null }[] } };
  const r7001 = body.data.results.find((r) => r.rewardId === 'R7001');
  expect(r7001?.state).toBe('claimed');
  expect(r7001?.couponId).toMatch(/^C\d+$/);
});
