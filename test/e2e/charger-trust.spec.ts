import { expect, test, type APIRequestContext } from './test';
import { ServerTruth } from './serverTruth';
import { resetMock } from './support';

/**
 * A charger the driver can trust before driving there: the station page says how each pile has worked over 30 days
 * (the failing one last) and how many guns will be free on arrival; the station list sorts by it and hides the
 * station where nothing has worked lately; a bay blocked by a fuel car is reported and moves the driver up the line.
 */
test.beforeEach(async ({ request }) => resetMock(request));

/** 陈明 (the demo merchant's owner, also a driver): waits in line ahead of A. */
const OTHER_DRIVER = '13600136000';

async function driverToken(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.post('/api/auth/v2/api/driver/login', { data: { phone, password: 'Driver@2026' } });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test('A reads 王府井\'s piles and the guns free on arrival, sorts the list by reliability, and reports a fuel car blocking a bay at 崇文门', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  const a = await ServerTruth.signIn(page);

  await page.goto('/chargeStationDetail?stationId=S2001');
  await page.getByRole('tab', { name: '可靠性' }).click();
  const card = page.getByRole('region', { name: '充电桩可靠性' });
  await expect(card).toBeVisible();
  // Without a position the page asks when the driver will arrive (this browser is given none): once it has asked.
  const arrive = card.getByRole('group', { name: '预计到达' });
  await expect(arrive.or(card.getByText(/^预计到达时（约\d\d:\d\d）/))).toBeVisible();
  if (await arrive.isVisible()) await arrive.getByRole('radio', { name: '30分钟后' }).check({ force: true });
  await expect(card.getByText(/^预计到达时（约\d\d:\d\d）/)).toBeVisible();
  await expect(card.getByText('来源：本平台近30天充电记录')).toBeVisible();
  const piles = card.getByRole('region', { name: '各充电桩近期表现' }).getByRole('listitem');
  await expect(piles.last()).toContainText('2号直流桩');
  await expect(piles.last()).toContainText('最近3次启动均失败');
  const trust = await a.get<{ piles: { pileName: string; starts30d: number; succeeded30d: number; lastThreeFailed: boolean }[] }>('/cps/v2/api/stations/S2001/trust', { arriveInMinutes: 30 });
  const best = trust.piles.filter((p) => !p.lastThreeFailed).sort((x, y) => y.succeeded30d / y.starts30d - x.succeeded30d / x.starts30d)[0]!;
  await expect(piles.first()).toContainText(`（${best.succeeded30d}/${best.starts30d}次）`);

  await page.goto('/map?isFromHome=2');
  const list = page.getByRole('list', { name: '充电站列表' });
  await expect(list.getByRole('button', { name: /北海公园公交场站充电站/ })).toBeVisible();
  await page.getByRole('radio', { name: '按可靠性' }).check();
  await page.getByRole('checkbox', { name: '只看近期可用' }).check();
  await expect(list.getByRole('button', { name: /北海公园公交场站充电站/ })).toHaveCount(0);
  await expect(list.getByRole('button', { name: /王府井百货充电站/ })).toBeVisible();

  // 崇文门 is full: the other driver waits first, A second.
  const other = new ServerTruth(request, await driverToken(request, OTHER_DRIVER));
  await other.post('/cps/v2/api/stationQueues', { stationId: 'S2004', gunType: 'fast' });
  await a.post('/cps/v2/api/stationQueues', { stationId: 'S2004', gunType: 'fast' });
  await page.goto('/chargeStationDetail?stationId=S2004');
  await page.getByRole('tab', { name: '充电桩' }).click();
  await page.getByRole('link', { name: /燃油车占位.*1号直流桩/ }).click();
  await page.getByRole('checkbox', { name: '油车占位' }).check();
  await page.getByRole('button', { name: '提交报告' }).click();
  await expect(page.getByRole('heading', { name: '占位报告已提交' })).toBeVisible();
  await expect(page.getByText(/已为您前移排队位置。/)).toBeVisible();
  const mine = await a.get<{ queue: { position: number } | null }>('/cps/v2/api/chargerAccess/mine');
  expect(mine.queue?.position).toBe(1);
});
