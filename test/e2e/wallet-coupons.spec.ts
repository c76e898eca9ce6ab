import { expect, test } from './test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

/**
 * The wallet journey in a plain browser (no WeChat bridge): from /mine's balance to the wallet (the demo
 * dealer's walletPlan 2), 50 yuan by WeChat through the provider's cashier page, back on the result page with the
 * server's answer, and /mine's balance up to 150.00元.
 */
test('driver A tops up 50 yuan and sees 150.00元 on /mine', async ({ page }) => {
  await page.goto('/home');
  await signIn(page);
  await page.goto('/mine');
  await page.getByRole('link', { name: /100\.00元\s*余额/ }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('heading', { name: '充值到：通用余额' })).toBeVisible();
  await page.getByRole('button', { name: '50元' }).click();
  await expect(page.getByText('到账 50.00元')).toBeVisible();
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await page.getByRole('button', { name: '立即充值' }).click();

  await expect(page).toHaveURL(/\/__mock\/cashier\?/);
  await expect(page.getByText('¥50.00')).toBeVisible();
  await page.getByRole('button', { name: '支付' }).click();

  await expect(page).toHaveURL(/\/walletReslut\?walletId=W4001&payOrderId=\w+/);
  await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('150.00元')).toBeVisible();
  await page.getByRole('button', { name: '完成' }).click();
  await expect(page).toHaveURL(/\/wallet\?walletId=W4001$/);

  await page.goto('/mine');
  await expect(page.getByRole('link', { name: /150\.00元\s*余额/ })).toBeVisible();
});

/**
 * The coupon journey: from /mine's coupons to /discount, the code typed (a plain browser may not scan),
 * the plate chosen, 领取成功 with the coupon, and the coupon in the wallet's 未使用 tab with its count up by one.
 */
test('claims a coupon by code', async ({ page }) => {
  await page.goto('/home');
  await signIn(page);
  await page.goto('/mine');
  await page.getByRole('link', { name: /张\s*优惠券/ }).click();
  await expect(page).toHaveURL(/\/discount\?tab=unused$/);
  await expect(page.getByRole('tab', { name: '未使用(5)' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('link', { name: '扫码 / 输入券码领券' }).click();
  await page.getByRole('textbox', { name: '券码' }).fill('wfj2026');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/scanQRCodeAddCar\?code=WFJ2026$/);
  await expect(page.getByRole('radio', { name: /京A·12345/ })).toBeChecked();
  await page.getByRole('radio', { name: /粤B·12345/ }).check();
  await page.getByRole('button', { name: '领取' }).click();

  await expect(page.getByRole('heading', { name: '领取成功', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/scanQRCodeSuccess\?couponId=\w+&plateNo=/);
  const card = page.getByRole('group', { name: '领取的优惠券' });
  await expect(card).toContainText('王府井购物满20减10');
  await expect(card).toContainText('粤B·12345');

  await page.getByRole('button', { name: '查看我的优惠券' }).click();
  await expect(page.getByRole('tab', { name: '未使用(6)' })).toBeVisible();
  await expect(page.getByRole('article', { name: '王府井购物满20减10' })).toBeVisible();
});
