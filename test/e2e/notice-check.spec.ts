import { expect, test } from './test';
import { resetMock } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

const FAKE_SMS = '【某某停车】您的车辆京A12345于2019年08月在朝阳路路侧停车欠费 86.00 元，请于3日内点击 http://tcjf-pay.cc/x 缴纳，逾期将上报征信。';

test('a visitor checks a fake SMS and a real notice: no match with the link not ours, then the real bill paid only in the app', async ({ page, request }) => {
  // From home's search, as a driver who got an SMS would look.
  await page.goto('/searchPage');
  await page.getByRole('searchbox').fill('欠费短信');
  await page.getByRole('link', { name: /核实通知/ }).click();
  await expect(page).toHaveURL(/\/checkNotice$/);
  await expect(page.getByRole('heading', { name: '核实通知', level: 1 })).toBeVisible();

  await page.getByLabel('短信或通知内容').fill(FAKE_SMS);
  await expect(page.getByLabel('车牌号')).toHaveValue('京A12345');
  await expect(page.getByText('86.00元')).toBeVisible();
  await page.getByRole('button', { name: '核实' }).click();
  await expect(page.getByRole('heading', { name: '未找到与此通知相符的欠费' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '此链接不是我们的' })).toBeVisible();
  await expect(page.getByRole('alert').getByText('tcjf-pay.cc')).toBeVisible();

  // What the server received: the parts read, never the SMS itself.
  const calls = await (await request.get('/__mock/calls?path=/charge/v2/api/noticeChecks&method=POST')).json();
  const bodies = JSON.stringify(calls);
  expect(bodies).toContain('京A12345');
  expect(bodies).not.toContain('某某停车');

  // A real notice of 京B88888 (the mock's seed), its plate corrected by hand.
  await page.getByLabel('短信或通知内容').fill('【停车缴费】您的车辆于长安街路侧停车欠费24.00元，通知编号TZ2026000111，请在官方应用内缴纳。');
  await page.getByLabel('车牌号').fill('京B88888');
  await page.getByRole('button', { name: '核实' }).click();
  await expect(page.getByRole('heading', { name: '这是我们的真实通知' })).toBeVisible();
  await expect(page.getByText(/官方收款方：/)).toBeVisible();
  const pay = page.getByRole('link', { name: /^去支付/ });
  await expect(pay).toHaveCount(3);
  await expect(pay.last()).toHaveAttribute('href', '/payPage?uniqueId=U20011&parkId=P1006');
});
