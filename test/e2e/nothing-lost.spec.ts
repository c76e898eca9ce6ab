import { expect, test } from '@playwright/test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

/**
 * Issue 16, "nothing lost behind the driver's back": driver A pays 京A12345's bill from the balance, the pay call is
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
