import { expect, test, type APIRequestContext, type Page } from './test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

/** A tiny JPEG made by the browser itself, for the plain-browser picker (an <input type=file>). */
async function jpeg(page: Page): Promise<Buffer> {
  return Buffer.from(
    await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 32;
      c.height = 24;
      const g = c.getContext('2d')!;
      g.fillStyle = '#1677ff';
      g.fillRect(0, 0, 32, 24);
      return c.toDataURL('image/jpeg', 0.8).split(',')[1]!;
    }),
    'base64',
  );
}

/**
 * A's balance (100.00元) topped up by 1000.00元 the way the wallet does it: a WeChat top-up the provider settles. The
 * new pass (150.00元) and the renewal (900.00元) are then both paid from the balance.
 */
async function topUp(request: APIRequestContext, token: string) {
  const res = await request.post('/api/driver/v2/api/wallet/topUps', {
    headers: { Authorization: token, ClientType: '2' },
    data: { amountCents: 100000, payChannel: 3 },
  });
  const body = (await res.json()) as { code: string; data: { payOrderId: string } };
  expect(body.code).toBe('200');
  const settled = await request.post(`/__mock/payments/${body.data.payOrderId}`, { data: { state: 'paid' } });
  expect(((await settled.json()) as { code: string }).code).toBe('200');
}

/** 'YYYY-MM-DD' one calendar month on from the day after `lastDay`, less a day (a renewal continuing from the old end). */
function monthAfter(lastDay: string): string {
  const d = new Date(`${lastDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  const day = d.getUTCDate();
  const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  const lastOfMonth = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastOfMonth));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/**
 * The journey: driver A applies for 宣武门's 居民夜间月卡 with materials (the notice accepted, a licence photo
 * through the plain-browser picker), the lot approves it through the control API, A pays with the balance and sees
 * the pass with its code; then renews the pass that ends in 5 days (东方广场, BG9001) from /home, and the new
 * validity continues from the old end.
 */
test('driver A applies with materials, is approved, pays with the balance, sees the code, and renews the expiring pass from /home', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  const { token } = await signIn(page);
  await topUp(request, token);

  // The lot's rules, the notice accepted, then the form.
  await page.goto('/monthParking?parkId=P1011');
  await expect(page.getByRole('heading', { name: '居民夜间月卡' })).toBeVisible();
  await page.getByRole('link', { name: '立即办理' }).first().click();
  await expect(page).toHaveURL(/\/monthlyRuleNotice\?parkId=P1011&ruleId=R5010$/);
  await expect(page.getByRole('heading', { name: '办理须知', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(page).toHaveURL(/\/mounthlyNotarize\?parkId=P1011&ruleId=R5010$/);
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /居民夜间月卡/ })).toBeChecked();

  await page.getByRole('radio', { name: /京A·12345/ }).check();
  await page.getByRole('textbox', { name: '车主姓名' }).fill('张伟');
  const id = page.getByRole('textbox', { name: '身份证号' });
  await id.fill('110105198805121230');
  await id.blur();
  await expect(page.getByText('身份证号非法')).toBeVisible();
  await id.fill('11010519880512123X');
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '添加照片' }).click();
  await (await chooser).setFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) });
  const photos = page.getByRole('list', { name: '行驶证照片' });
  await expect(photos.getByRole('img', { name: '照片1' })).toBeVisible();
  await expect(photos.getByText('上传中…')).toHaveCount(0);
  await expect(photos.getByText('上传失败')).toHaveCount(0);
  await page.getByRole('button', { name: '提交审核' }).click();

  await expect(page).toHaveURL(/\/submitSuccess\?applicationId=MA\w+$/);
  await expect(page.getByRole('heading', { name: '申请已提交，等待停车场审核' })).toBeVisible();
  const applicationId = new URL(page.url()).searchParams.get('applicationId')!;

  // The lot approves it.
  const approved = await request.post(`/__mock/reviews/${applicationId}`, { data: { decision: 'approve' } });
  expect(((await approved.json()) as { code: string }).code).toBe('200');

  // Paid with the balance: the amount confirmed once, then the pass with its code.
  await page.getByRole('button', { name: '查看办理进度' }).click();
  await expect(page).toHaveURL(new RegExp(`/mounthlyDetail\\?applicationId=${applicationId}$`));
  await expect(page.getByText(/审核已通过，请在.*前完成支付/)).toBeVisible();
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: '确认支付 ¥150.00' }).click();
  await expect(page.getByText('支付成功，月卡已办理')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '月卡通行码' })).toBeVisible();
  await expect(page.getByText(/^YK\d{12}$/)).toBeVisible();
  const info = page.getByRole('region', { name: '月卡信息' });
  await expect(info).toContainText('宣武门西大街路侧停车');
  await expect(info).toContainText('京A·12345');
  await expect(info).toContainText('已生效');

  // The pass ending in 5 days, renewed from /home (/mine shows the same reminder).
  await page.goto('/home');
  const expiring = page.getByRole('region', { name: '月卡即将到期' });
  await expect(expiring).toContainText('东方广场停车场');
  await expect(expiring).toContainText('剩余5天');
  await expiring.getByRole('link', { name: /续费/ }).click();
  await expect(page).toHaveURL(/\/mounthlyRenew\?bagId=BG9001$/);
  await expect(page.getByRole('radio', { name: /大车月卡/ })).toBeChecked();
  const current = page.getByRole('region', { name: '续费的月卡' });
  const oldLast = /有效期至(\d{4}-\d{2}-\d{2})/.exec((await current.textContent()) ?? '')?.[1];
  expect(oldLast).toBeTruthy();
  const newLast = monthAfter(oldLast!);
  await expect(page.getByRole('region', { name: '续费时长' })).toContainText(`续费后有效期至${newLast}`);
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: '确认支付 ¥900.00' }).click();

  await expect(page).toHaveURL(/\/mounthlyDetail\?bagId=BG9001&payOrderId=\w+$/);
  await expect(page.getByText('续费成功，有效期已延长')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: '月卡信息' })).toContainText(`至 ${newLast}`);
  await page.goto('/mine');
  await expect(page.getByRole('link', { name: /余额/ })).toContainText('80.00元');
  await expect(page.getByRole('region', { name: '月卡即将到期' })).toHaveCount(0);
  await page.goto('/home');
  await expect(page.getByRole('region', { name: '在停车辆' })).toBeVisible();
  await expect(page.getByRole('region', { name: '月卡即将到期' })).toHaveCount(0);
});
