import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { ServerTruth } from './serverTruth';
import { resetMock } from './support';

/**
 * The journeys, as two drivers see them: A reserves a gun and starts within the hold; another driver waits
 * in line at a full station and gets the gun when A's session there ends; a failed start leads to a report and to
 * the nearest station with a free gun. What the screen says is checked against what the server holds.
 */
test.beforeEach(async ({ request }) => resetMock(request));

/** 陈明 (the demo merchant's owner, also a driver with a balance): the second driver of these journeys. */
const OTHER_DRIVER = '13600136000';

const advance = (request: APIRequestContext, ms: number) => request.post('/__mock/clock', { data: { advanceMs: ms } });


/** A may start a new charge: the seed's session in progress ends and the car leaves, and yesterday's unpaid bill is paid from the balance. */
async function clearDriverA(a: ServerTruth) {
  await a.post('/cps/v2/api/chargingOrders/C30001/stop', {});
  await advance(a.request, 6_000);
  await a.request.post('/__mock/charging/C30001/leave');
  await a.post('/cps/v2/api/chargingBills/C30011/pay', { payChannel: 6 });
}

interface Access {
  hold: { holdId: string; pileCode: string; gunNo: string; state: string } | null;
  queue: { state: string; position: number; offer: { pileCode: string; gunNo: string } | null } | null;
}
interface StationGuns {
  piles: { pileCode: string; gunType: string; guns: { gunNo: string; status: string }[] }[];
}

async function secondDriver(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; server: ServerTruth }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/home');
  const server = await ServerTruth.signIn(page, OTHER_DRIVER);
  return { page, server };
}

test('A reserves a fast gun at 王府井, sees it held to the other driver, and starts within the hold with the fee credited', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  const a = await ServerTruth.signIn(page);
  await clearDriverA(a);
  const balanceBefore = await a.balance();

  await page.goto('/chargeStationDetail?stationId=S2001');
  await page.getByRole('radio', { name: /^快充/ }).check();
  await page.getByRole('button', { name: '支付 2.00 元预约快充枪' }).click();
  await expect(page.getByText('已为您预约')).toBeVisible();
  await expect(page.getByRole('region', { name: '预约与排队' }).getByRole('timer')).toBeVisible();
  await expect.poll(() => a.balance()).toBe(balanceBefore - 200);
  const { hold } = await a.get<Access>('/cps/v2/api/chargerAccess/mine');
  expect(hold?.state).toBe('held');

  // The other driver sees that gun reserved, not free, and cannot start on it.
  const other = await secondDriver(browser, baseURL);
  await other.page.goto('/chargeStationDetail?stationId=S2001');
  await other.page.getByRole('tab', { name: '充电桩' }).click();
  await expect(other.page.getByText(/已预约/).first()).toBeVisible();
  const shown = await other.server.get<StationGuns>('/cps/v2/api/stations/S2001');
  const gun = shown.piles.find((p) => p.pileCode === hold?.pileCode)?.guns.find((g) => g.gunNo === hold?.gunNo);
  expect(gun?.status).toBe('reserved');
  await other.page.context().close();

  await page.getByRole('link', { name: '去充电' }).click();
  await expect(page).toHaveURL(new RegExp(`/chargingPage\\?.*pileCode=${hold?.pileCode}`));
  await expect(page.getByRole('radio', { name: /为您保留/ })).toBeChecked();
  await page.getByRole('button', { name: '开始充电' }).click();
  // The start must have reached the server (its order is the next page's) before the clock moves on.
  await expect(page).toHaveURL(/\/chargingPageResult\?orderNo=/);
  await advance(page.request, 20_000);
  await expect(page).toHaveURL(/\/chargingResults\?orderNo=/, { timeout: 15_000 });
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  const session = await a.get<{ holdCreditCents: number; pileCode: string; gunNo: string }>(`/cps/v2/api/chargingOrders/${orderNo}`);
  expect(session).toMatchObject({ holdCreditCents: 200, pileCode: hold?.pileCode, gunNo: hold?.gunNo });
  expect((await a.get<Access>('/cps/v2/api/chargerAccess/mine')).hold).toBeNull();
});

test('the other driver waits in line at full 崇文门 and is offered the gun when A\'s session there ends, then starts on it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto('/home');
  const a = await ServerTruth.signIn(page);
  await clearDriverA(a);

  // One of the other drivers' cars at 崇文门 leaves; A takes that gun, and the station is full again.
  await page.request.post('/__mock/stations/S2004/freeGun', { data: { gunType: 'fast' } });
  const before = await a.get<StationGuns>('/cps/v2/api/stations/S2004');
  const free = before.piles.flatMap((p) => p.guns.filter((g) => g.status === 'free').map((g) => ({ pileCode: p.pileCode, gunNo: g.gunNo })))[0];
  expect(free).toBeDefined();
  const started = await a.post<{ orderNo: string }>('/cps/v2/api/chargingOrders', { pileCode: free?.pileCode, gunNo: free?.gunNo, payMode: 'balance', stopCondition: { type: 'full' } });
  await advance(page.request, 20_000);

  const other = await secondDriver(browser, baseURL);
  await other.page.goto('/chargeStationDetail?stationId=S2004');
  await other.page.getByRole('button', { name: /^排队/ }).click();
  await expect(other.page.getByText(/^您排在第 1 位，预计等待约 \d+ 分钟/)).toBeVisible();
  await expect(other.page.getByText(/快充排队 1 人/)).toBeVisible();

  // A stops; the gun goes to the first in line, held for 5 minutes.
  await a.post(`/cps/v2/api/chargingOrders/${started.orderNo}/stop`, {});
  await advance(page.request, 6_000);
  await other.page.getByRole('button', { name: '刷新' }).click();
  await expect(other.page.getByText('轮到您了，已为您保留充电枪')).toBeVisible({ timeout: 20_000 });
  const { queue } = await other.server.get<Access>('/cps/v2/api/chargerAccess/mine');
  expect(queue?.state).toBe('offered');
  expect(queue?.offer).toMatchObject({ pileCode: free?.pileCode, gunNo: free?.gunNo });

  await other.page.getByRole('link', { name: '去充电' }).click();
  await expect(other.page.getByRole('radio', { name: /为您保留/ })).toBeChecked();
  await other.page.getByRole('button', { name: '开始充电' }).click();
  await expect(other.page).toHaveURL(/\/chargingPageResult\?orderNo=/);
  await advance(page.request, 20_000);
  await expect(other.page).toHaveURL(/\/chargingResults\?orderNo=/, { timeout: 15_000 });
  const orderNo = new URL(other.page.url()).searchParams.get('orderNo') ?? '';
  expect(await other.server.get<{ pileCode: string; gunNo: string }>(`/cps/v2/api/chargingOrders/${orderNo}`)).toMatchObject({ pileCode: free?.pileCode, gunNo: free?.gunNo });
  expect((await other.server.get<Access>('/cps/v2/api/chargerAccess/mine')).queue).toBeNull();
  await other.page.context().close();
});

test('a start refused by an offline pile offers the report and the nearest station with a free gun; the report shows on the station page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  const a = await ServerTruth.signIn(page);
  await clearDriverA(a);
  await page.request.post('/__mock/charging/faults', { data: { faults: ['pileOffline'] } });

  await page.goto('/chargingPage?pileCode=200101');
  await page.getByRole('radio', { name: /^A枪（空闲）/ }).check();
  await page.getByRole('button', { name: '开始充电' }).click();
  await expect(page.getByRole('link', { name: '无法充电，报告此桩' })).toBeVisible();
  const nearest = page.getByRole('heading', { name: /最近的有空闲快充枪的充电站/ });
  await expect(nearest).toBeVisible();

  await page.getByRole('link', { name: '无法充电，报告此桩' }).click();
  await expect(page).toHaveURL(/\/chargerReport\?/);
  await page.getByRole('checkbox', { name: '无法启动' }).check();
  await page.getByRole('button', { name: /提交/ }).click();
  await expect(page.getByText('故障报告已提交')).toBeVisible();
  await expect(page.getByRole('region', { name: '换个地方充电' }).getByRole('link').first()).toBeVisible();

  await page.goto('/chargeStationDetail?stationId=S2001');
  await page.getByRole('tab', { name: '可靠性' }).click();
  await expect(page.getByText(/1 人报告 1号直流桩( A枪)?无法启动（(刚刚|1 分钟前)）/)).toBeVisible();

  // The operator clears it: gone from the page.
  await page.request.post('/__mock/chargerReports/clear', { data: { stationId: 'S2001' } });
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(page.getByText(/人报告 1号直流桩/)).toHaveCount(0);
});
