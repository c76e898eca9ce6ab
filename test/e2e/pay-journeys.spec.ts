import { expect, test } from './test';
import { bridgeCalls, wechatBridgeScript } from './bridges';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

test('driver A pays the 京A12345 bill with the balance: gone from home, the balance lower', async ({ page }) => {
  await signIn(page);
  await page.goto('/home');
  await page.getByRole('link', { name: /^京A·12345/ }).click();
  await expect(page).toHaveURL(/\/payPage\?uniqueId=U20001&parkId=P1001/);
  await expect(page.getByRole('region', { name: '停车账单' })).toContainText('30.00元');
  // The best usable coupon (10.00元 off) is chosen for the driver: 20.00元 to pay.
  await expect(page.getByRole('link', { name: /优惠券.*-10\.00元/ })).toBeVisible();
  await page.getByRole('radio', { name: /余额支付.*100.00元/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  // The balance is spent at once, so the amount is confirmed first.
  await page.getByRole('button', { name: '确认支付 ¥20.00' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page).toHaveURL(/\/payResultPage\?payOrderId=\w+&key=parking%3AU20001/);
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: /粤B·12345/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^京A·12345/ })).toHaveCount(0);
  await page.goto('/mine');
  await expect(page.getByText('80.00元')).toBeVisible();
});

test('driver B pays all three arrears in one batch through WeChat; the server settles while the app polls', async ({ page }) => {
  await page.addInitScript(wechatBridgeScript({ payErrMsg: 'get_brand_wcpay_request:ok' }));
  await page.addInitScript(() => window.localStorage.setItem('clientType', '2'));
  await signIn(page, '13900139000');
  await page.goto('/multiPayPage?arrearsOnly=1');
  const boxes = page.getByRole('list', { name: '待缴账单' }).getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (const b of await boxes.all()) await expect(b).toBeChecked();
  await expect(page.getByText('39.00元', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByRole('heading', { name: '正在确认支付结果…' })).toBeVisible();
  const payOrderId = new URL(page.url()).searchParams.get('payOrderId');
  expect(payOrderId).toBeTruthy();
  expect(await bridgeCalls(page)).toContainEqual(expect.objectContaining({ api: 'getBrandWCPayRequest' }));
  // The provider's notification reaches the server only now; the app is still asking.
  const settled = await page.request.post(`/__mock/payments/${payOrderId}`, { data: { state: 'paid' } });
  expect(((await settled.json()) as { code: string }).code).toBe('200');
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('39.00元')).toBeVisible();
  const calls = await (await page.request.get('/__mock/calls?path=/charge/v2/api/payCharges/batch')).json() as { data: unknown[] };
  expect(calls.data).toHaveLength(1);
  await page.goto('/multiPayPage?arrearsOnly=1');
  await expect(page.getByText('暂无欠费账单')).toBeVisible();
});

test('a plain browser pays through the mock cashier and comes back to the result page, paid', async ({ page }) => {
  await signIn(page);
  await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/__mock\/cashier\?/);
  // 30.00元 less the best coupon the page chose (10.00元).
  await expect(page.getByText('¥20.00')).toBeVisible();
  await page.getByRole('button', { name: '支付' }).click();
  await expect(page).toHaveURL(/\/payResultPage\?key=parking%3AU20001&payOrderId=\w+/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByText('王府井百货地下停车场')).toBeVisible();
});
