import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext } from './test';
import { resetMock, signIn } from './support';

/**
 * 我的数据, as driver A reaches it: 个人信息 → 我的数据; the categories held; a copy asked for, made on the server's
 * clock and downloaded as a zip; the trail before a date deleted after the server said what goes and what stays, and
 * the page's own count following the server.
 */
test.beforeEach(async ({ request }) => resetMock(request));

const DAY = 86_400_000;
const advance = (request: APIRequestContext, ms: number) => request.post('/__mock/clock', { data: { advanceMs: ms } });
/** The mock's today minus `days`, as a Beijing date. */
async function serverDate(request: APIRequestContext, days: number): Promise<string> {
  const { data } = (await (await request.get('/__mock/clock')).json()) as { data: { now: number } };
  return new Date(data.now + 8 * 3600_000 - days * DAY).toISOString().slice(0, 10);
}

test('driver A sees what is held, downloads a copy, and deletes the trail before a date', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/home');
  await signIn(page);

  await page.goto('/userInfo');
  await page.getByRole('link', { name: /我的数据/ }).click();
  await expect(page).toHaveURL(/\/myData$/);
  await expect(page.getByRole('heading', { name: '我的数据', level: 1 })).toBeVisible();
  const held = page.getByRole('region', { name: '我们保存的您的数据' });
  await expect(held.getByText('138****8000')).toBeVisible();
  for (const title of ['车牌', '停车记录', '充电记录', '支付记录', '发票', '客服工单', '登录设备与推送订阅', '授权记录']) {
    await expect(held.getByText(title, { exact: true })).toBeVisible();
  }
  const parkingRow = held.locator('.adm-list-item').filter({ hasText: '停车记录' });
  const parkingBefore = Number((await parkingRow.getByText(/^\d+ 条$/).textContent())?.replace(/\D/g, ''));

  // A copy: asked for, ready 2 minutes later on the server's clock, downloaded as a zip.
  const copy = page.getByRole('region', { name: '下载数据副本' });
  await copy.getByRole('button', { name: '申请导出' }).click();
  await expect(copy.getByText('生成中', { exact: true })).toBeVisible();
  await advance(request, 2 * 60_000);
  await copy.getByRole('button', { name: '刷新状态' }).click();
  await expect(copy.getByText('可下载', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await copy.getByRole('button', { name: /^下载/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^我的数据_\d{4}-\d{2}-\d{2}\.zip$/);
  // Opened as the driver would: a zip of everything.json and one CSV per category.
  const names = execFileSync('unzip', ['-Z1', (await file.path())!], { encoding: 'utf8' }).split('\n').filter(Boolean);
  expect(names).toContain('everything.json');
  expect(names.filter((n) => n.endsWith('.csv')).length).toBeGreaterThan(3);
  await expect(copy.getByText(/^已开始下载 我的数据_/)).toBeVisible();

  // The trail before 10 days ago: the server's preview in the confirmation, then what went and what stayed.
  const trail = page.getByRole('region', { name: '删除行程记录' });
  await trail.getByLabel('删除此日期之前的记录').fill(await serverDate(request, 10));
  await trail.getByRole('button', { name: '查看并删除' }).click();
  const dialog = page.getByRole('alertdialog', { name: '删除行程记录' });
  await expect(dialog).toBeVisible();
  const said = (await dialog.textContent()) ?? '';
  const goes = Number(/停车记录 (\d+) 条/.exec(said)?.[1]);
  await dialog.getByRole('button', { name: '确认删除' }).click();
  await expect(trail.getByText(/^已删除 \d+ 条，保留 \d+ 条/)).toBeVisible();
  await expect(parkingRow.getByText(`${parkingBefore - goes} 条`)).toBeVisible();
});
