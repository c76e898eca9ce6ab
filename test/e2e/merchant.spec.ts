import { expect, test } from './test';
import { resetMock, signIn } from './support';

/**
 * The journey: the demo merchant's owner buys 10 coupons with the balance, the clerk gives one to 京A12345 by
 * plate with the plate keyboard (the car's parking shown first), and driver A finds it in /unused and uses it on
 * /payPage.
 */
test.beforeEach(async ({ request }) => resetMock(request));
test.setTimeout(90_000);

test('the owner buys 10 coupons, the clerk gives one to 京A12345 by plate, driver A sees it and it applies on /payPage', async ({ page, context }) => {
  // The owner: from the merchant list to the merchant's home, then buying.
  await page.goto('/404');
  await signIn(page, '13600136000');
  await page.goto('/merchantManageList');
  await page.getByRole('link', { name: /星光咖啡（王府井店）.*店主/ }).click();
  await expect(page).toHaveURL(/\/merchantManage\?merchantId=M7001$/);
  const stock = page.getByRole('list', { name: '各类优惠券库存' });
  await expect(stock.getByRole('listitem').filter({ hasText: '停车抵用券10元' })).toContainText('15张');
  await page.getByRole('link', { name: /^购买优惠券/ }).click();
  await page.getByRole('link', { name: '购买停车抵用券10元' }).click();
  await expect(page).toHaveURL(/\/buyCoupons\?merchantId=M7001&typeId=MT01$/);
  const qty = page.getByRole('textbox', { name: '购买数量（张）' });
  await qty.fill('3');
  await expect(page.getByText('每单可购买5～200张').last()).toBeVisible();
  await qty.fill('10');
  await expect(page.getByText('10张 × 8.00元 = 80.00元')).toBeVisible();
  await page.getByRole('radio', { name: /余额/ }).check();
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.getByRole('button', { name: '确认支付 ¥80.00' }).click();
  await expect(page.getByRole('heading', { name: '购买成功' })).toBeVisible();
  await expect(page).toHaveURL(/\/buyCouponsReslut\?merchantId=M7001&purchaseId=MB\d+/);
  await expect(page.getByText('10张停车抵用券10元已存入库存')).toBeVisible();
  await page.goto('/merchantManage?merchantId=M7001');
  await expect(page.getByRole('list', { name: '各类优惠券库存' }).getByRole('listitem').filter({ hasText: '停车抵用券10元' })).toContainText('25张');

  // The clerk: no buying on the home; gives one to 京A12345, typed with the plate keyboard.
  await context.clearCookies();
  await signIn(page, '13500135000');
  await page.goto('/merchantManage?merchantId=M7001');
  await expect(page.getByText('店员', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^购买优惠券/ })).toHaveCount(0);
  await page.getByRole('link', { name: /^按车牌赠送/ }).click();
  await expect(page).toHaveURL(/\/giveCoupons\?merchantId=M7001&way=plate$/);
  await page.getByRole('button', { name: '车牌第1位：未填写' }).click();
  await page.getByRole('group', { name: '车牌键盘' }).getByRole('button', { name: '京', exact: true }).click();
  await page.keyboard.type('A12345');
  // Escape closes the plate keyboard (focus back on the cell).
  await page.keyboard.press('Escape');
  const session = page.getByRole('region', { name: '车辆在场信息' });
  await expect(session).toContainText('王府井百货地下停车场');
  await expect(session).toContainText('当前应付');
  const give = page.getByRole('button', { name: '赠送1张给京A12345' });
  await give.click();
  await expect(page.getByRole('status').filter({ hasText: '已赠送1张停车抵用券10元给京A12345' })).toBeVisible();
  await page.getByRole('link', { name: '查看赠送记录' }).click();
  await expect(page.getByRole('list', { name: '赠送记录' }).getByRole('link').first()).toContainText('店员王芳');

  // Driver A: the coupon in /unused, and used on /payPage.
  await context.clearCookies();
  await signIn(page);
  await page.goto('/unused');
  await expect(page).toHaveURL(/\/discount\?tab=unused$/);
  await expect(page.getByRole('tab', { name: '未使用(6)' })).toBeVisible();
  await expect(page.getByRole('article', { name: '停车抵用券10元' })).toContainText('京A·12345');
  await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
  await page.getByRole('link', { name: /优惠券.*-10\.00元/ }).click();
  await page.getByRole('button', { name: /-10\.00元.*停车抵用券10元/ }).click();
  await expect(page).toHaveURL(/\/payPage\?.*couponId=C\d+/);
  await expect(page.getByText('-10.00元（停车抵用券10元）')).toBeVisible();
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: '确认支付 ¥20.00' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
});
