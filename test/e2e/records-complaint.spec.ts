import { expect, test } from './test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

test('driver A complains about a bill with a photo, from the parking record to the appeal status', async ({ page }) => {
  await page.goto('/home');
  await signIn(page);
  await page.goto('/parkingRecordDetail?uniqueId=U20004&parkId=P1004');
  await expect(page.getByRole('heading', { name: '停车信息' })).toBeVisible();
  await expect(page.getByRole('list', { name: '停车照片' }).getByRole('img')).toHaveCount(2);
  await page.getByRole('link', { name: '账单有疑问' }).click();

  await expect(page).toHaveURL(/\/billComplain\?uniqueId=U20004&parkId=P1004$/);
  await page.getByRole('radio', { name: '计费时长不对' }).check();
  await page.getByRole('textbox', { name: /问题描述/ }).fill('只停了一个半小时，却按两小时收费');

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
  await (await chooser).setFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  const photos = page.getByRole('list', { name: '已选照片' });
  await expect(photos.getByRole('img', { name: '照片1' })).toBeVisible();
  await expect(photos.getByText('上传中…')).toHaveCount(0);
  await expect(photos.getByText('上传失败')).toHaveCount(0);

  await page.getByRole('button', { name: '提交申诉' }).click();
  await expect(page).toHaveURL(/\/billComplainDetail\?appealId=AP\d+$/);
  const card = page.getByRole('article', { name: /^申诉 AP/ });
  await expect(card.getByText('处理中', { exact: true })).toBeVisible();
  await expect(card.getByText('计费时长不对')).toBeVisible();
  await expect(card.getByText('只停了一个半小时，却按两小时收费')).toBeVisible();
  const photo = card.getByRole('img', { name: '申诉照片1' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The bill's own appeal list (GET parkOrderAppeals/msp) has it too.
  await page.goto('/parkingRecordDetail?uniqueId=U20004&parkId=P1004');
  await page.getByRole('link', { name: '申诉进度（1）' }).click();
  await expect(page.getByRole('list', { name: '申诉记录' }).getByRole('article')).toHaveCount(1);
});
