import { expectCleanInEveryMode } from './axeWalk';
import { expect, test } from './test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

/** A VIN whose check digit (9th) is right. */
const VIN = 'LSVAU218XN2183294';

test('driver B claims 京A12345, held by A with 无感支付, with the licence: the review approves, the plate is B\'s, A\'s 无感支付 for it has ended, both are told', async ({ page, request }) => {
  // A holds 京A12345 (PL1) and has signed 无感支付 for it.
  const a = (await (await request.post('/api/auth/v2/api/driver/login', { data: { phone: '13800138000', password: 'Driver@2026' } })).json()) as { data: { token: string } };
  const signed = (await (await request.post('/api/driver/v2/api/withholding/contracts', { headers: { Authorization: a.data.token }, data: { plateId: 'PL1', channel: 3 } })).json()) as { code: string; data: { contractId: string } };
  expect(signed.code).toBe('200');

  await page.goto('/home');
  await signIn(page, '13900139000');
  await page.goto('/addCar');
  await page.getByLabel(/^车牌第1位/).click();
  const kb = page.getByRole('group', { name: '车牌键盘' });
  for (const key of Array.from('京A12345')) await kb.getByRole('button', { name: key, exact: true }).click();
  await page.getByRole('button', { name: '完成' }).click();
  await page.getByRole('button', { name: '确认绑定' }).click();
  await page.getByRole('link', { name: '申请车牌认领' }).click();

  await expect(page).toHaveURL(/\/plateClaim\?plateNo=%E4%BA%ACA12345&plateColor=1$/);
  await page.getByRole('textbox', { name: '所有人' }).fill('李四');
  await page.getByRole('textbox', { name: '车辆识别代号' }).fill(VIN);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '添加照片' }).click();
  await (await chooser).setFiles({ name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') });
  await expect(page.getByRole('list', { name: '行驶证照片' }).getByRole('img')).toHaveCount(1);
  await expect(page.getByRole('list', { name: '行驶证照片' }).getByText('上传中…')).toHaveCount(0);
  await page.getByRole('button', { name: '提交认领申请' }).click();

  const progress = page.getByRole('region', { name: '认领进度' });
  await expect(progress).toContainText('审核中');
  await expect(progress.getByRole('button', { name: '撤回申请' })).toBeVisible();
  const claimId = new URL(page.url()).searchParams.get('claimId');
  await expectCleanInEveryMode(page, 'a plate claim under review');

  // The operator approves on the mock's desk; the page reads it on its next look.
  const decided = (await (await request.post(`/__mock/reviews/${claimId}`, { data: { decision: 'approve' } })).json()) as { code: string };
  expect(decided.code).toBe('200');
  await page.reload();
  await expect(progress).toContainText('已通过');
  await expect(progress).toContainText('已删除');
  await progress.getByRole('link', { name: '查看我的车辆' }).click();
  await expect(page.getByRole('link', { name: /京A·12345/ })).toBeVisible();

  // The server: the plate is B's, not A's; A's contract for it has ended; A was told, without B's name or phone.
  const aPlates = (await (await request.get('/api/driver/v2/api/plates', { headers: { Authorization: a.data.token } })).json()) as { data: { results: { plateNo: string }[] } };
  expect(aPlates.data.results.map((p) => p.plateNo)).not.toContain('京A12345');
  const contracts = (await (await request.get('/api/driver/v2/api/withholding/contracts', { headers: { Authorization: a.data.token } })).json()) as { data: { results: { contractId: string; state: number }[] } };
  expect(contracts.data.results.find((c) => c.contractId === signed.data.contractId)?.state).toBe(2);
  const told = (await (await request.get('/api/basic/v2/api/reminders?pageNo=1&pageSize=20', { headers: { Authorization: a.data.token } })).json()) as { data: { results: { title: string; body: string }[] } };
  const aboutPlate = told.data.results.filter((r) => r.body.includes('京A·12345'));
  expect(aboutPlate.map((r) => r.title)).toEqual(expect.arrayContaining(['车牌已被认领']));
  for (const r of aboutPlate) expect(`${r.title}${r.body}`).not.toMatch(/李四|13900139000/);
});
