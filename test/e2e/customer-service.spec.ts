import { expect, test } from './test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

test('driver A reports a parking bill problem with a photo, a reply arrives, A reads it and replies', async ({ page, request }) => {
  await page.goto('/home');
  await signIn(page);
  await page.goto('/customerService');
  await expect(page.getByRole('link', { name: /拨打客服热线/ })).toHaveAttribute('href', /^tel:/);
  await page.getByRole('navigation', { name: '在线反馈' }).getByRole('link', { name: '停车账单问题' }).click();

  await expect(page).toHaveURL(/\/customerService\/billProblemList$/);
  await page.getByRole('list', { name: '选择停车账单' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/customerService\/billFeedBack\?uniqueId=/);
  await expect(page.getByRole('region', { name: '反馈的停车账单' })).toBeVisible();
  await page.getByRole('radio', { name: '金额有误' }).check();
  await page.getByRole('textbox', { name: '问题描述' }).fill('停了20分钟却收了一小时的费用');
  await expect(page.getByRole('textbox', { name: '联系电话' })).toHaveValue('13800138000');

  // A tiny JPEG made by the browser itself, handed to the plain-browser picker (an <input type=file>).
  const jpeg = Buffer.from(
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
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '添加照片' }).click();
  await (await chooser).setFiles({ name: 'bill.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  const photos = page.getByRole('list', { name: '已选照片' });
  await expect(photos.getByRole('img', { name: '照片1' })).toBeVisible();
  await expect(photos.getByText('上传中…')).toHaveCount(0);

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/customerService\/feedDetail\?requestNo=SR\d+$/);
  const requestNo = new URL(page.url()).searchParams.get('requestNo')!;
  const detail = page.getByRole('article', { name: `反馈 ${requestNo}` });
  await expect(detail.getByRole('region', { name: '反馈状态' })).toContainText('已提交');
  await expect(detail.getByRole('img', { name: '反馈照片1' })).toBeVisible();

  const reply = await request.post(`/__mock/service/${requestNo}/reply`, { data: { text: '已核实，多收的费用将原路退回。' } });
  expect(reply.ok()).toBe(true);
  // The detail asks again while the request is open; a reload shows it at once.
  await page.reload();
  await expect(detail.getByRole('list', { name: '沟通记录' })).toContainText('已核实，多收的费用将原路退回。');
  await expect(detail.getByRole('region', { name: '反馈状态' })).toContainText('已回复');

  await detail.getByRole('textbox', { name: '继续回复' }).fill('好的，谢谢');
  await detail.getByRole('button', { name: '发送回复' }).click();
  await expect(detail.getByRole('list', { name: '沟通记录' })).toContainText('好的，谢谢');
  await expect(detail.getByRole('region', { name: '反馈状态' })).toContainText('处理中');

  await page.goto('/customerService/feedHistory');
  await expect(page.getByRole('list', { name: '反馈记录' }).getByRole('link', { name: /停车账单问题 · 金额有误/ })).toBeVisible();
});
