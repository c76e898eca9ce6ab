import { expect, test } from './test';
import { expectCleanInEveryMode } from './axeWalk';
import { resetMock, signIn } from './support';

/**
 * The journey (docs/rules/family.md): driver A invites B by phone to 京A12345 and 京AD12345 with 代付 up to 50 元 a
 * month; B signs in and accepts; B sees A's plate (the seed's running session C30001 and bill U20001 on 京A12345, the
 * arrears U20003 on 京AD12345, the unpaid charge C30011), tops up, pays two bills within the cap and is refused the
 * third beyond it; A's statement shows the 家人代付 line.
 */
test.beforeEach(async ({ request }) => resetMock(request));
test.setTimeout(120_000);

test('A shares plates with B, B accepts and pays within the cap, is refused beyond it; A\'s statement shows 家人代付', async ({ page, context }) => {
  // A invites B.
  await page.goto('/404');
  await signIn(page);
  await page.goto('/fllowManage');
  await page.getByRole('link', { name: '管理家人共享' }).click();
  await expect(page).toHaveURL(/\/familyShare$/);
  await page.getByRole('textbox', { name: '家人手机号' }).fill('13900139000');
  await page.getByRole('checkbox', { name: /京A·12345/ }).check();
  await page.getByRole('checkbox', { name: /京A·D12345/ }).check();
  await page.getByRole('switch', { name: '允许代付' }).click();
  await page.getByRole('textbox', { name: '每月代付上限（元）' }).fill('50');
  await page.getByRole('button', { name: '发送邀请' }).click();
  const given = page.getByRole('region', { name: '我共享给家人的' });
  await expect(given.getByRole('heading', { name: '李娜（139****9000）' })).toBeVisible();
  await expect(given.getByText('待接受')).toBeVisible();

  // B signs in, tops up 100 元 (settled by the provider), accepts and opens the share.
  await context.clearCookies();
  const b = await signIn(page, '13900139000');
  const topUp = await page.request.post('/api/driver/v2/api/wallet/topUps', { headers: { Authorization: b.token }, data: { amountCents: 10000, payChannel: 3 } });
  const order = ((await topUp.json()) as { data: { payOrderId: string } }).data;
  await page.request.post(`/__mock/payments/${order.payOrderId}`, { data: { state: 'paid' } });
  await page.goto('/familyShare');
  const received = page.getByRole('region', { name: '家人共享给我的' });
  await received.getByRole('button', { name: '接受' }).click();
  await received.getByRole('link', { name: '查看 张伟 共享的车辆' }).click();
  await expect(page).toHaveURL(/\/familyShare\/FS\d+$/);
  const plate = page.getByRole('region', { name: '京A·12345' });
  await expect(plate.getByText(/3号直流桩A枪 · 充电中/)).toBeVisible();
  await expect(page.getByText('本月已代付 0.00 元 / 上限 50.00 元')).toBeVisible();

  // Within the cap: 30.00 元 and 12.00 元.
  await plate.getByRole('button', { name: '代付 30.00 元' }).click();
  await page.getByRole('button', { name: '确认代付 30.00 元' }).click();
  await expect(page.getByText('本月已代付 30.00 元 / 上限 50.00 元')).toBeVisible();
  const other = page.getByRole('region', { name: '京A·D12345' });
  await other.getByRole('button', { name: '代付 12.00 元' }).click();
  await page.getByRole('button', { name: '确认代付 12.00 元' }).click();
  await expect(page.getByText('本月已代付 42.00 元 / 上限 50.00 元')).toBeVisible();

  // Beyond it: C30011 (14.11 元) with 8.00 元 left is refused, nothing taken.
  await plate.getByRole('button', { name: '代付 14.11 元' }).click();
  await page.getByRole('button', { name: '确认代付 14.11 元' }).click();
  await expect(plate.getByRole('alert')).toHaveText('超出本月代付额度，本月还可代付8.00元');
  await expect(page.getByText('本月已代付 42.00 元 / 上限 50.00 元')).toBeVisible();
  // The member's view with a live session, bills, a refusal and the cap: WCAG 2.1 AA in every display mode.
  await expectCleanInEveryMode(page, '/familyShare/:shareId');

  // A's statement: 家人代付 by 李娜, none of A's balance.
  await context.clearCookies();
  await signIn(page);
  await page.goto('/walletDetail?tab=statement');
  await expect(page.getByText(/^家人代付（李娜） 停车费/).first()).toBeVisible();
  await expect(page.getByText('李娜从本人余额代付，未使用您的余额').first()).toBeVisible();
});
