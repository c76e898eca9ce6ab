import { expect, test, type APIRequestContext, type Page } from './test';
import { resetMock, serverReceived, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

const advance = (request: APIRequestContext, ms: number) => request.post('/__mock/clock', { data: { advanceMs: ms } });

/** The kWh the session screen shows now. */
async function kwh(page: Page): Promise<number> {
  const text = await page.getByRole('region', { name: '充电数据' }).getByText(/^\d+\.\d\d 度$/).textContent();
  return Number((text ?? '').replace(' 度', ''));
}

/**
 * The journey: driver A ends the session the seed left running, types a pile number (a plain browser
 * cannot scan), starts with the balance, watches the kWh rise as the mock's clock moves on, stops, and sees the
 * bill paid and the idle-fee countdown.
 */
test('driver A pays yesterday\'s bill, types a pile number, charges, watches kWh rise, stops, and sees the bill and the idle-fee countdown', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/home');
  await signIn(page);

  // The seed's session in progress: stopped first, and the car moved.
  await page.goto('/chargingResults?orderNo=C30001');
  await page.getByRole('button', { name: '停止充电' }).click();
  await serverReceived(request, '/cps/v2/api/chargingOrders/C30001/stop');
  await advance(request, 6_000);
  await expect(page.getByRole('heading', { name: '充电已结束' })).toBeVisible({ timeout: 15_000 });
  await request.post('/__mock/charging/C30001/leave');

  // Yesterday's bill is unpaid: the start page says so first, and it is paid from there with the balance.
  await page.goto('/chargingPage?pileCode=200101');
  await page.getByRole('link', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/chargeBillDetail\?orderNo=C30011/);
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  await expect(page.getByRole('region', { name: '账单概要' })).toContainText('已支付');

  await page.goto('/chargingPage');
  await page.getByLabel('充电桩编号').fill('200101');
  await page.getByRole('button', { name: '查找充电桩' }).click();
  await expect(page.getByRole('heading', { name: '王府井百货充电站 · 1号直流桩' })).toBeVisible();
  await page.getByRole('radio', { name: 'A枪（空闲）' }).check();
  const start = page.getByRole('button', { name: '开始充电' });
  await expect(start).toBeEnabled();
  await start.click();

  await expect(page.getByText('请插枪')).toBeVisible();
  await expect(page.getByText(/请将充电枪插入车辆充电口/)).toBeVisible();
  await advance(request, 20_000);
  await expect(page).toHaveURL(/\/chargingResults\?orderNo=/, { timeout: 15_000 });
  await expect(page.getByText('充电中', { exact: true })).toBeVisible();

  const first = await kwh(page);
  await advance(request, 10 * 60_000);
  await expect.poll(() => kwh(page), { timeout: 20_000 }).toBeGreaterThan(first + 5);

  await page.getByRole('button', { name: '停止充电' }).click();
  await expect(page.getByRole('button', { name: /正在停止/ })).toBeVisible();
  await advance(request, 6_000);
  await expect(page.getByRole('heading', { name: '充电已结束' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: '充电账单' })).toContainText('已支付');
  const idle = page.getByRole('region', { name: '占位费' });
  await expect(idle).toContainText(/占位费将于 \d\d:\d\d 开始计费/);
  await expect(idle).toContainText(/距开始计费 1[45] 分 \d\d 秒/);
});

/**
 * The idle fee stands in the way of the next charge: driver B (no balance) follows the start page's notice to
 * /chargeOccupation, opens the fee, pays it by WeChat through the provider's cashier (a plain browser), lands on
 * the result page, and the start page no longer blocks.
 */
test('driver B pays an idle fee from the start page\'s notice through the cashier and may charge again', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/home');
  await signIn(page, '13900139000');
  await page.goto('/chargingPage?pileCode=200101');
  await expect(page.getByText(/您有未支付的占位费 12\.00元/)).toBeVisible();
  await expect(page.getByRole('button', { name: '开始充电' })).toBeDisabled();
  await page.getByRole('link', { name: '去支付占位费' }).click();
  await expect(page).toHaveURL(/\/chargeOccupation$/);
  await page.getByRole('link', { name: /OC40002/ }).click();
  await expect(page).toHaveURL(/\/occupyBillDetail\?occupyOrderNo=OC40002/);
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/__mock\/cashier\?/);
  await expect(page.getByText('¥12.00')).toBeVisible();
  await page.getByRole('button', { name: '支付' }).click();
  await expect(page).toHaveURL(/\/occupyPayResult\?occupyOrderNo=OC40002&payOrderId=\w+/);
  await expect(page.getByRole('heading', { name: '占位费已支付' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '继续充电' }).click();
  await expect(page).toHaveURL(/\/chargingPage/);
  await page.goto('/chargingPage?pileCode=200101');
  await expect(page.getByRole('heading', { name: '王府井百货充电站 · 1号直流桩' })).toBeVisible();
  await expect(page.getByText(/未支付的占位费/)).toHaveCount(0);
});
