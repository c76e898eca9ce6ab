import { expectCleanInEveryMode } from './axeWalk';
import { expect, test } from './test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

/** B's plug-and-charge VIN in the demo data: A adding it is refused, A claims it. */
const VIN = 'LGXCE4CB2N0123456';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test("driver A claims B's charging VIN with the licence: the review approves, the VIN is A's and no longer B's, B is told without A's name", async ({ page, request }) => {
  await page.goto('/home');
  await signIn(page);
  await page.goto('/chargingVinAdd');
  await page.getByRole('textbox', { name: 'VIN码' }).fill(VIN);
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByRole('link', { name: '申请VIN认领' }).click();

  await expect(page).toHaveURL(new RegExp(`/vinClaim\\?vin=${VIN}$`));
  await expect(page.getByRole('textbox', { name: 'VIN码' })).toHaveValue(VIN);
  await page.getByRole('textbox', { name: '所有人' }).fill('王芳');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '添加照片' }).click();
  await (await chooser).setFiles({ name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
  await expect(page.getByRole('list', { name: '行驶证照片' }).getByRole('img')).toHaveCount(1);
  await expect(page.getByRole('list', { name: '行驶证照片' }).getByText('上传中…')).toHaveCount(0);
  await page.getByRole('button', { name: '提交认领申请' }).click();

  const progress = page.getByRole('region', { name: '认领进度' });
  await expect(progress).toContainText('审核中');
  const claimId = new URL(page.url()).searchParams.get('claimId');
  expect(claimId).toMatch(/^VC\d+$/);
  await expectCleanInEveryMode(page, 'a VIN claim under review');

  const decided = (await (await request.post(`/__mock/reviews/${claimId}`, { data: { decision: 'approve' } })).json()) as { code: string };
  expect(decided.code).toBe('200');
  await page.reload();
  await expect(progress).toContainText('已通过');
  await expect(progress).toContainText('已删除');

  // The server: the VIN is A's, not B's any more; B was told, without A's name or phone.
  const b = (await (await request.post('/api/auth/v2/api/driver/login', { data: { phone: '13900139000', password: 'Driver@2026' } })).json()) as { data: { token: string } };
  const bVins = (await (await request.get('/api/cps/v2/api/vins', { headers: { Authorization: b.data.token } })).json()) as { code: string; data: unknown };
  expect(JSON.stringify(bVins.data)).not.toContain(VIN);
  const told = (await (await request.get('/api/basic/v2/api/reminders?pageNo=1&pageSize=20', { headers: { Authorization: b.data.token } })).json()) as { data: { results: { title: string; body: string }[] } };
  const aboutVin = told.data.results.filter((r) => r.body.includes(VIN.slice(-6)));
  expect(aboutVin.length).toBeGreaterThan(0);
  for (const r of aboutVin) expect(`${r.title}${r.body}`).not.toMatch(/王芳|13800138000/);
});

test('driver A sees the invoice a visitor got for the plate A now holds (发票记录 · 按车牌), clean in every mode', async ({ page }) => {
  await page.goto('/home');
  await signIn(page);
  await page.goto('/invoiceRecord');
  await page.getByRole('tab', { name: '按车牌' }).click();
  await page.getByRole('radio', { name: /京AD12345|京A·D12345/ }).check();
  await expect(page.getByText('FP24110004')).toBeVisible();
  await expectCleanInEveryMode(page, "the invoices a visitor got for A's plate");
});
