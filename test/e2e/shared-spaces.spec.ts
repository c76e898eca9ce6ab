import { expect, test, type APIRequestContext, type Page } from './test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

const advance = (request: APIRequestContext, ms: number) => request.post('/__mock/clock', { data: { advanceMs: ms } });

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
 * The first journey: driver A finds 国家大剧院 among the bookable lots, books 京AD12345 there tomorrow at
 * 12:00 for an hour, sees the price and the cancellation rule before paying, pays with the balance and gets the
 * booking code; then lowers the lock of A's own shared space and sees it down once the lock reports.
 */
test('driver A books a space, pays with the balance, gets the code, then lowers the lock and sees it down', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  await signIn(page);

  await page.goto('/bookParks/index');
  await page.getByLabel('停车场名称').fill('国家大剧院');
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('link', { name: /国家大剧院地下停车场/ }).click();
  await expect(page).toHaveURL(/\/spaceBooking\?parkId=P1003$/);
  await expect(page.getByRole('region', { name: '推荐车位' })).toContainText('B1-003');
  await page.getByRole('radio', { name: /京A·D12345/ }).check();
  const day = page.getByLabel('日期');
  const tomorrow = await day.locator('option').nth(1).getAttribute('value');
  await day.selectOption(tomorrow!);
  await page.getByLabel('时间').selectOption('12:00');
  await page.getByRole('radio', { name: /预约1小时/ }).check();
  await expect(page.getByRole('status').filter({ hasText: '预计费用' })).toContainText('8.00元');
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/bookingNotarize\?/);
  const summary = page.getByRole('region', { name: '预约信息' });
  await expect(summary).toContainText(`${tomorrow} 12:00 至 13:00`);
  await expect(summary).toContainText('8.00元');
  await expect(page.getByRole('region', { name: '取消与超时规则' })).toContainText('预约开始前30分钟以上取消免费');
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.getByRole('button', { name: '确认支付 ¥8.00' }).click();

  await expect(page).toHaveURL(/\/bookingSuccess\?bookOrderId=BO\d+&payOrderId=\w+/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '预约成功' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: '预约码' })).toContainText(/\d{6}/);

  // A's own shared space in 西单大悦城: the owner may move its lock at any time.
  await page.goto('/lockControl');
  const lock = page.getByRole('region', { name: '大悦城B2-018车位锁' });
  await expect(lock).toContainText('已升起');
  await expect(lock).toContainText('在线');
  await lock.getByRole('button', { name: '降锁' }).click();
  await expect(lock.getByText(/正在降锁，请稍候/)).toBeVisible();
  await expect(lock.getByRole('button', { name: '取消操作' })).toBeVisible();
  await advance(request, 8_000);
  await expect(lock.getByText('车位锁已降下')).toBeVisible({ timeout: 15_000 });
  await expect(lock.getByText('已降下', { exact: true })).toBeVisible();
  await expect(lock.getByRole('button', { name: '降锁' })).toBeEnabled();
});

/**
 * The off-peak journey: A opens 错时共享 from home, picks 前门大街's 工作日夜间月卡, carries 京AD12345 (京A12345 already
 * holds a package there), and pays by WeChat through the provider's cashier (a plain browser), landing on the result.
 */
test('driver A buys an off-peak package through the cashier and sees it in force', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  await signIn(page);

  await page.goto('/wrongTimeShare');
  await page.getByRole('link', { name: /前门大街公共停车场/ }).click();
  await expect(page).toHaveURL(/\/wrongTimeShare\?parkId=P1004$/);
  await expect(page.getByRole('region', { name: '停车场' })).toContainText('工作日 19:00-次日08:00');
  await expect(page.getByRole('region', { name: '错时停车规则' })).toContainText('超出部分每60分钟5.00元');
  await page.getByRole('link', { name: '购买工作日夜间月卡' }).click();

  await expect(page).toHaveURL(/\/packageCarSelect\?parkId=P1004&productId=DTP-P1004-30$/);
  await page.getByRole('checkbox', { name: /京A·12345/ }).uncheck();
  await page.getByRole('checkbox', { name: /京A·D12345/ }).check();
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/wrongTimePackagePay\?packageNo=WP\d+$/);
  const packageNo = new URL(page.url()).searchParams.get('packageNo')!;
  await expect(page.getByRole('region', { name: '错时包月' })).toContainText('待支付');
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/__mock\/cashier\?/);
  await expect(page.getByText('¥300.00')).toBeVisible();
  await page.getByRole('button', { name: '支付' }).click();

  await expect(page).toHaveURL(new RegExp(`/packageHandleSucc\\?packageNo=${packageNo}&payOrderId=\\w+`));
  await expect(page.getByRole('heading', { name: '错时包月办理成功' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: '错时包月' })).toContainText('京A·D12345');
  await page.getByRole('button', { name: '我的错时' }).click();
  await expect(page).toHaveURL(/\/wrongTimeManage$/);
  await expect(page.getByRole('list', { name: '错时包月' }).getByRole('link')).toHaveCount(2);
});

/**
 * The owner's journey: driver B (no space yet) sees the application form on /userApply, registers B2-020 in 西单大悦城
 * with a proof photo through the plain-browser picker; the operator approves it through the control API; B sees the
 * result and the owner's centre with one registered space.
 */
test('an owner registers a space, is approved, and sees the owner\'s centre', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  await signIn(page, '13900139000');

  await page.goto('/userApply');
  await expect(page.getByRole('heading', { name: '共享我的车位', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: /西单大悦城停车场/ }).check();
  await page.getByRole('textbox', { name: '车位编号' }).fill('B2-020');
  await expect(page.getByRole('textbox', { name: '联系电话' })).toHaveValue('13900139000');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '添加照片' }).click();
  await (await chooser).setFiles({ name: 'deed.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) });
  const photos = page.getByRole('list', { name: '证明照片' });
  await expect(photos.getByRole('img', { name: '照片1' })).toBeVisible();
  await expect(photos.getByText('上传中…')).toHaveCount(0);
  await expect(photos.getByText('上传失败')).toHaveCount(0);
  await page.getByRole('button', { name: '提交申请' }).click();

  await expect(page).toHaveURL(/\/userApply\/result\?applyNo=BR\w+$/);
  await expect(page.getByRole('heading', { name: '审核中' })).toBeVisible();
  const applyNo = new URL(page.url()).searchParams.get('applyNo')!;
  const approved = await request.post(`/__mock/reviews/${applyNo}`, { data: { decision: 'approve' } });
  expect(((await approved.json()) as { code: string }).code).toBe('200');

  await page.getByRole('button', { name: '刷新审核结果' }).click();
  await expect(page.getByRole('heading', { name: '审核通过' })).toBeVisible();
  await page.getByRole('button', { name: '进入车主中心' }).click();
  await expect(page).toHaveURL(/\/userApply$/);
  const centre = page.getByRole('region', { name: '共享收益' });
  await expect(centre).toContainText('已登记车位');
  await expect(centre).toContainText('1个');
  await expect(page.getByText('暂无共享收益')).toBeVisible();
  await page.goto('/userApply/history');
  await expect(page.getByRole('list', { name: '车位登记申请' }).getByRole('link')).toContainText([/西单大悦城停车场 B2-020/]);
});
