import { expect, test } from './test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

/**
 * "nothing lost behind the driver's back": driver A pays 京A12345's bill from the balance, the pay call is
 * slow, and the page is reloaded while it is in flight. The server took the money; the page finds that out instead
 * of offering 30.00元 again, and shows the bill paid with its receipt and the new balance.
 */
test('a reload while the pay call is in flight ends on the paid bill, never a second payment', async ({ page, request }) => {
  await page.goto('/home');
  await signIn(page);
  await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await request.post('/__mock/faults', { data: { path: '/charge/v2/api/payCharges', method: 'POST', delayMs: 3000 } });
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: /确认支付/ }).click();
  await page.waitForTimeout(800);
  await page.reload();

  await expect(page.getByText('正在确认上次支付的结果，请稍候…')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即支付' })).toHaveCount(0);
  const paid = page.getByRole('region', { name: '该账单已支付' });
  await expect(paid).toBeVisible({ timeout: 15_000 });
  await expect(paid).toContainText('余额支付');
  await expect(page.getByRole('button', { name: '立即支付' })).toHaveCount(0);
  await paid.getByRole('link', { name: '查看支付凭证' }).click();
  await expect(page).toHaveURL(/\/orderRecordDetail\?payOrderId=\w+$/);

  const calls = (await (await request.get('/__mock/calls?path=/charge/v2/api/payCharges')).json()) as { data: unknown[] };
  expect(calls.data).toHaveLength(1);
  await page.goto('/mine');
  await expect(page.getByRole('link', { name: /余额/ })).not.toContainText('100.00元');
});

/**
 * "no phantom sessions" for what was paid and not used: driver B's pass has let no car in for 10 days and
 * B's booking of yesterday lapsed. /home asks about both; the pass question leads to the pass and its plates, and
 * 知道了 on the booking keeps it away after a reload.
 */
test('B is asked about an unused pass and a lapsed booking on /home', async ({ page }) => {
  await signIn(page, '13900139000');
  await page.goto('/home');
  const booking = page.getByRole('region', { name: '预约未使用' });
  await expect(booking).toContainText('已付8.00元，未退款');
  await expect(booking).toContainText('超过预约开始时间30分钟未入场');
  await booking.getByRole('button', { name: /不再提醒/ }).click();
  await expect(booking).toHaveCount(0);
  await page.reload();
  const pass = page.getByRole('region', { name: '月卡未使用' });
  await expect(pass).toContainText('已10天未使用');
  await expect(page.getByRole('region', { name: '预约未使用' })).toHaveCount(0);
  await pass.getByRole('link', { name: /查看.*月卡/ }).click();
  await expect(page).toHaveURL(/\/mounthlyDetail\?bagId=BG9003$/);
  await page.getByRole('link', { name: '核对车辆' }).click();
  await expect(page).toHaveURL(/\/mounthlyPayManage\?bagId=BG9003$/);
});
