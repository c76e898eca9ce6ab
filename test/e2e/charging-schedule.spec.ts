import { expect, test, type APIRequestContext } from './test';
import { expectCleanInEveryMode } from './axeWalk';
import { resetMock, serverReceived, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

const advance = (request: APIRequestContext, ms: number) => request.post('/__mock/clock', { data: { advanceMs: ms } });
const MIN = 60_000;
const BEIJING = 8 * 60 * MIN;

/** Milliseconds from the mock's now to the next time its Beijing clock reads hh:00. */
async function untilBeijing(request: APIRequestContext, hour: number): Promise<number> {
  const body = (await (await request.get('/__mock/clock')).json()) as { data: { now: number } };
  const now = body.data.now;
  const day = 24 * 60 * MIN;
  const sinceMidnight = (((now + BEIJING) % day) + day) % day;
  return (hour * 60 * MIN - sinceMidnight + day) % day || day;
}

/**
 * Driver A, at noon on the mock's clock, starts on a DC pile at the next 谷 band and stops at 80 %: the session waits
 * with its start time, begins by itself at 23:00, and ends 已充到80%. An AC pile shows the percentage stop disabled.
 */
test('driver A schedules a charge for the next valley band, stopping at 80 %; it waits, starts by itself and ends at 80 %', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  await signIn(page);

  // The seed's session in progress: stopped first, and the car moved; yesterday's bill paid with the balance.
  await page.goto('/chargingResults?orderNo=C30001');
  await page.getByRole('button', { name: '停止充电' }).click();
  await serverReceived(request, '/cps/v2/api/chargingOrders/C30001/stop');
  await advance(request, 6_000);
  await expect(page.getByRole('heading', { name: '充电已结束' })).toBeVisible({ timeout: 15_000 });
  await request.post('/__mock/charging/C30001/leave');
  await page.goto('/chargingPage?pileCode=200101');
  await page.getByRole('link', { name: '去支付' }).click();
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByText('支付成功')).toBeVisible();

  // Noon in Beijing: the next 谷 band is 23:00 tonight.
  await advance(request, await untilBeijing(request, 12));
  await page.goto('/chargingPage?pileCode=200101');
  await expect(page.getByRole('heading', { name: '王府井百货充电站 · 1号直流桩' })).toBeVisible();
  await page.getByRole('radio', { name: 'A枪（空闲）' }).check();
  const when = page.getByRole('group', { name: '何时开始' });
  await expect(when.getByText('谷电 23:00 开始')).toBeVisible();
  await when.getByRole('radio', { name: /^下一个谷电时段/ }).check();
  await page.getByRole('group', { name: '何时停止' }).getByRole('radio', { name: '按电量百分比' }).check();
  await expect(page.getByLabel('充到（%）')).toHaveValue('80');
  await page.getByRole('button', { name: '预约充电' }).click();

  await expect(page.getByText('等待预约启动')).toBeVisible();
  await expect(page.getByText(/将于 23:00 开始充电/)).toBeVisible();
  await expect(page.getByRole('button', { name: '取消预约' })).toBeVisible();
  // The session waiting for its start: WCAG 2.1 AA in every display mode.
  await expectCleanInEveryMode(page, 'a session waiting for its start');

  await advance(request, await untilBeijing(request, 23) + MIN);
  await expect(page).toHaveURL(/\/chargingResults\?orderNo=/, { timeout: 20_000 });
  await expect(page.getByText('充电中', { exact: true })).toBeVisible({ timeout: 15_000 });

  await advance(request, 60 * MIN);
  await expect(page.getByRole('heading', { name: '充电已结束' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('已充到80%')).toBeVisible();
});

test('an AC pile shows the percentage stop disabled, with why', async ({ page }) => {
  await page.goto('/home');
  await signIn(page);
  await page.goto('/chargingPage?pileCode=200106');
  await expect(page.getByRole('heading', { name: '王府井百货充电站 · 6号交流桩' })).toBeVisible();
  const stop = page.getByRole('group', { name: '何时停止' });
  await expect(stop.getByRole('radio', { name: '按电量百分比' })).toBeDisabled();
  await expect(stop.getByText('此充电桩不上报电池电量，不能按百分比停止')).toBeVisible();
});
