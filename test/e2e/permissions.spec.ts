import { expect, test, type APIRequestContext } from './test';
import { resetMock, serverReceived, signIn } from './support';

/**
 * The journey: driver A opens 我的 → 权限与授权, withdraws 定位 and 营销信息 (nothing is asked; the page says what
 * changes and dates it); the server holds both; /home then lists nearby lots around the city without asking for the
 * position, and shows no adverts. Then 退出登录 on a phone with a push subscription: the server keeps none for it.
 */
test.beforeEach(async ({ request }) => resetMock(request));

/** Driver A of the mock's seed (13800138000). */
const DRIVER_A = 'D10001';

interface ConsentRow { kind: string; granted: boolean; changedAt: string | null }
const held = async (request: APIRequestContext, driverId: string) =>
  ((await (await request.get(`/__mock/consents/${driverId}`)).json()) as { data: ConsentRow[] }).data;

test('driver A withdraws location and marketing; the app still works, around the city, without adverts', async ({ page, request, context }) => {
  test.setTimeout(60_000);
  // A position the app must not ask for once 定位 is withdrawn.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ longitude: 116.41, latitude: 39.92 });
  await signIn(page);

  await page.goto('/mine');
  await page.getByRole('link', { name: '权限与授权' }).click();
  await expect(page.getByRole('heading', { name: '权限与授权', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '《隐私政策》' })).toBeVisible();

  const location = page.getByRole('switch', { name: '定位' });
  await expect(location).toHaveAttribute('aria-checked', 'true');
  await location.click();
  await expect(location).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(/^已撤回定位：/)).toBeVisible();
  await expect(location).toHaveAccessibleDescription(/已撤回于 \d{4}-\d{2}-\d{2}/);

  const marketing = page.getByRole('switch', { name: '营销信息' });
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
  await marketing.click();
  await expect(marketing).toHaveAttribute('aria-checked', 'true');
  await marketing.click();
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(/^已撤回营销信息：/)).toBeVisible();

  const rows = await held(request, DRIVER_A);
  expect(rows.find((r) => r.kind === 'location')).toMatchObject({ granted: false });
  expect(rows.find((r) => r.kind === 'marketing')).toMatchObject({ granted: false });

  const adverts: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/publicity/v2/api/advertisings')) adverts.push(r.url()); });
  await page.goto('/home');
  const nearby = page.getByRole('region', { name: '附近' });
  await expect(nearby.getByText(/未开启定位，按城市显示/)).toBeVisible({ timeout: 15_000 });
  await expect(nearby.getByRole('link', { name: '去开启定位' })).toHaveAttribute('href', '/permissions');
  await expect(page.getByRole('img', { name: '默认广告图' })).toBeVisible();
  expect(adverts).toEqual([]);
});

test.describe('a phone with a worker', () => {
  // A push subscription lives on the worker's registration: this phone has one (the journeys' lane blocks workers).
  test.use({ serviceWorkers: 'allow' });

test('signing out ends this phone\'s push subscription on the server', async ({ page, request, context }) => {
  test.setTimeout(60_000);
  const endpoint = 'https://push.example.test/send/shared-phone';
  // This machine reaches no push service: the browser's subscription is stood in for, the rest is real.
  await context.grantPermissions(['notifications']);
  await context.addInitScript((ep) => {
    const sub = { endpoint: ep, toJSON: () => ({ endpoint: ep, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } }), unsubscribe: () => Promise.resolve(true) };
    PushManager.prototype.getSubscription = function getSubscription() { return Promise.resolve(sub as unknown as PushSubscription); };
  }, endpoint);
  const { token } = await signIn(page);
  await request.post('/api/basic/v2/api/push/subscriptions', {
    headers: { Authorization: token, ClientType: '2' },
    data: { endpoint, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } },
  });

  await page.goto('/mine');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const deletes = ((await (await request.get('/__mock/calls?path=/basic/v2/api/push/subscriptions&method=DELETE')).json()) as { data: { query: { endpoint?: string } }[] }).data;
  expect(deletes.map((c) => c.query.endpoint)).toEqual([endpoint]);
});
});

test('driver A refuses every optional consent and still pays a parking bill and charges', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/permissions');
  const on = page.getByRole('switch', { checked: true });
  // One at a time, each off on screen (and on the server) before the next.
  await expect(page.getByRole('switch', { name: '定位' })).toBeVisible();
  for (let left = await on.count(); left > 0; left -= 1) {
    await on.first().click();
    await expect(on).toHaveCount(left - 1);
  }
  await expect.poll(async () => (await held(request, DRIVER_A)).filter((r) => r.granted).map((r) => r.kind)).toEqual([]);

  // Parking: 京A12345's bill paid from the balance.
  await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });

  // Charging: the running session stopped, yesterday's bill paid, a new session started on pile 200101.
  const advance = (ms: number) => request.post('/__mock/clock', { data: { advanceMs: ms } });
  await page.goto('/chargingResults?orderNo=C30001');
  await page.getByRole('button', { name: '停止充电' }).click();
  await serverReceived(request, '/cps/v2/api/chargingOrders/C30001/stop');
  await advance(6_000);
  await expect(page.getByRole('heading', { name: '充电已结束' })).toBeVisible({ timeout: 15_000 });
  await request.post('/__mock/charging/C30001/leave');
  await page.goto('/chargeBillDetail?orderNo=C30011');
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  await page.goto('/chargingPage?pileCode=200101');
  await page.getByRole('radio', { name: 'A枪（空闲）' }).check();
  await page.getByRole('button', { name: '开始充电' }).click();
  await expect(page.getByText('请插枪')).toBeVisible();
  await advance(20_000);
  await expect(page).toHaveURL(/\/chargingResults\?orderNo=/, { timeout: 15_000 });
  await expect(page.getByText('充电中', { exact: true })).toBeVisible();
});
