import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformError } from '@/platform/types';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { api } from '../access/accessKit';
import { failMapScript, renderMap, resetMapGlobals } from '../../map/mapTestkit';

configure({ asyncUtilTimeout: 6000 });
beforeAll(() => warmPages(['/chargeStationDetail', '/chargerReport', '/map']), 60_000);

const TRUST = '/cps/v2/api/stations/{stationId}/trust';
const REPORTS = '/cps/v2/api/chargerReports';
/** The card is under the station page's 可靠性 tab. */
async function trustCard() {
  await userEvent.click(await screen.findByRole('tab', { name: '可靠性' }, { timeout: 15_000 }));
  return screen.findByRole('region', { name: '充电桩可靠性' });
}

test('the station page says, from where the driver is, how many guns will be free on arrival and how each pile has worked; the failing pile is last and says so', async () => {
  const { token } = signInAs('A');
  renderApp('/chargeStationDetail?stationId=S2001');
  const card = await trustCard();
  const expected = await within(card).findByText(/^预计到达时（约\d\d:\d\d）(有\d+个空闲快充枪|没有空闲快充枪)/);
  expect(within(card).getByText('来源：近30天同时段使用情况与当前充电会话（为估计，到达时可能有变化）')).toBeInTheDocument();
  expect(within(card).getByText('来源：本平台近30天充电记录')).toBeInTheDocument();
  expect(within(card).queryByRole('group', { name: /预计到达/ })).not.toBeInTheDocument();

  // The server got where the driver is (the platform's position), and the screen shows its answer.
  const asked = backend.calls.list(TRUST, 'GET').at(-1)!;
  expect(asked.path).toBe('/cps/v2/api/stations/S2001/trust');
  expect(asked.query).toEqual({ lng: '116.397428', lat: '39.90923' });
  const answer = (await api<{ expectedFree: { arriveAt: string; guns: { fast: number; slow: number } }; piles: { pileName: string; starts30d: number; succeeded30d: number }[] }>(token, 'GET', '/cps/v2/api/stations/S2001/trust?lng=116.397428&lat=39.90923')).data;
  expect(expected.textContent).toContain(answer.expectedFree.guns.fast > 0 ? `有${answer.expectedFree.guns.fast}个空闲快充枪` : '没有空闲快充枪');

  const piles = within(card).getByRole('region', { name: '各充电桩近期表现' });
  const items = within(piles).getAllByRole('listitem');
  expect(items).toHaveLength(answer.piles.length);
  const last = items[items.length - 1]!;
  expect(last).toHaveTextContent('2号直流桩');
  expect(last).toHaveTextContent('最近3次启动均失败');
  const first = answer.piles.find((p) => p.pileName === within(items[0]!).getAllByText(/号/)[0]!.textContent)!;
  expect(items[0]).toHaveTextContent(`近30天启动成功率 ${Math.floor((first.succeeded30d / first.starts30d) * 100)}%（${first.succeeded30d}/${first.starts30d}次）`);
  expect(items[0]).toHaveTextContent(/最近一次成功充电：(刚刚|\d+分钟前|\d+小时前|\d+天前)/);
  expect(within(card).getAllByText('最近3次启动均失败')).toHaveLength(1);
});

test('without a position the driver picks when they will arrive; a pile with too few starts says 记录不足, never a share', async () => {
  const { platform } = renderApp('/chargeStationDetail?stationId=S2003');
  platform.answers.locate = new PlatformError('定位权限被拒绝', 'denied');
  const card = await trustCard();
  const arrive = await within(card).findByRole('group', { name: '预计到达' });
  expect(within(card).queryByText(/^预计到达时/)).not.toBeInTheDocument();
  expect(await within(card).findByText(/^近30天启动成功率：记录不足（\d次启动）$/)).toBeInTheDocument();
  await userEvent.click(within(arrive).getByRole('radio', { name: '30分钟后' }));
  expect(await within(card).findByText(/^预计到达时（约\d\d:\d\d）/)).toBeInTheDocument();
  expect(backend.calls.list(TRUST, 'GET').at(-1)?.query).toEqual({ arriveInMinutes: '30' });
});

test('a failed answer is an honest state with 重试, and the rest of the page stays', async () => {
  // Twice: the first screen reads the record first (for the pile to use), and the card asks again as it opens.
  backend.faults.add({ path: TRUST, method: 'GET', code: '500', msg: '服务繁忙', times: 2 });
  renderApp('/chargeStationDetail?stationId=S2001');
  await screen.findByRole('heading', { name: '王府井百货充电站' }, { timeout: 15_000 });
  await waitFor(() => expect(backend.calls.list(TRUST, 'GET')).toHaveLength(1));
  const card = await trustCard();
  expect(await within(card).findByText('可靠性记录加载失败')).toBeInTheDocument();
  // The rest of the page: its first screen, with the guns free now.
  expect(screen.getByRole('region', { name: '空闲充电枪' })).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: /重试/ }));
  expect(await within(card).findByText(/^预计到达时/)).toBeInTheDocument();
});

test('燃油车占位 from the station page: the bay\'s reasons only, one report for a double tap, and a driver waiting in line is moved up', async () => {
  // 崇文门 is full: B waits first, the customer second.
  const b = await api<{ queueId: string }>(signInAs('B').token, 'POST', '/cps/v2/api/stationQueues', { stationId: 'S2004', gunType: 'fast' });
  expect(b.code).toBe('200');
  const customer = signInAs('customer');
  expect((await api(customer.token, 'POST', '/cps/v2/api/stationQueues', { stationId: 'S2004', gunType: 'fast' })).code).toBe('200');
  backend.faults.add({ path: REPORTS, method: 'POST', delayMs: 300 });
  const { router } = renderApp('/chargeStationDetail?stationId=S2004');
  await userEvent.click(await screen.findByRole('tab', { name: '充电桩' }, { timeout: 15_000 }));
  const piles = await screen.findByRole('region', { name: '充电桩' });
  await userEvent.click(within(piles).getByRole('link', { name: /^燃油车占位\s*（报告1号直流桩车位被占）$/ }));
  await waitFor(() => expect(router.state.location.search).toBe('?stationId=S2004&pileCode=200401&kind=blocked'));
  const reasons = await screen.findByRole('group', { name: '遇到的问题（可多选）' }, { timeout: 15_000 });
  expect(within(reasons).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['油车占位', '车位被未充电车辆占用']);
  await userEvent.click(within(reasons).getByRole('checkbox', { name: '油车占位' }));
  await userEvent.dblClick(screen.getByRole('button', { name: '提交报告' }));
  expect(await screen.findByRole('heading', { name: '占位报告已提交' })).toBeInTheDocument();
  expect(screen.getByText(/已为您前移排队位置。$/)).toBeInTheDocument();

  const sent = backend.calls.list(REPORTS, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ stationId: 'S2004', pileCode: '200401', reasons: ['iceBlocked'], note: '', pictures: [], kind: 'blocked' });
  const line = backend.db.stationQueues.filter((q) => q.stationId === 'S2004' && q.state === 'waiting').sort((x, y) => x.joinedAt - y.joinedAt);
  expect(line.map((q) => q.queueId).indexOf(b.data.queueId)).toBe(1);
  expect(backend.db.chargerReports.at(-1)).toMatchObject({ kind: 'blocked', pileCode: '200401' });
});

describe('the station list', () => {
  beforeEach(resetMapGlobals);
  afterEach(resetMapGlobals);

  test('按可靠性 orders the stations by their piles\' record; 只看近期可用 hides the one where nothing has worked lately', async () => {
    renderMap('/map?isFromHome=2');
    await failMapScript();
    const list = await screen.findByRole('list', { name: '充电站列表' });
    const names = () => within(list).getAllByRole('listitem').map((li) => li.querySelector('button span span')?.textContent);
    const byDistance = names();
    expect(byDistance).toContain('北海公园公交场站充电站');
    expect(backend.calls.list('/cps/v2/api/stationTrust', 'GET')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: '按可靠性' }));
    await waitFor(() => expect(backend.calls.list('/cps/v2/api/stationTrust', 'GET')).toHaveLength(1));
    const summaries = (await (await fetch(`http://localhost/api/cps/v2/api/stationTrust?stationIds=${encodeURIComponent(String(backend.calls.list('/cps/v2/api/stationTrust', 'GET')[0]!.query.stationIds))}`, { headers: { ClientType: '2' } })).json()) as { data: { stationId: string; starts30d: number; succeeded30d: number }[] };
    const share = (id: string) => {
      const t = summaries.data.find((s) => s.stationId === id)!;
      return t.starts30d < 5 ? -1 : t.succeeded30d / t.starts30d;
    };
    const nameToId = new Map(backend.db.stations.map((s) => [s.stationName, s.stationId]));
    // Once the record is in, the list says where its order comes from.
    expect(await screen.findByText('来源：本平台近30天充电记录')).toBeInTheDocument();
    const shares = names().map((n) => share(nameToId.get(n!)!));
    expect(shares).toEqual([...shares].sort((x, y) => y - x));
    expect([...names()].sort()).toEqual([...byDistance].sort());

    await userEvent.click(screen.getByRole('checkbox', { name: '只看近期可用' }));
    await waitFor(() => expect(names()).not.toContain('北海公园公交场站充电站'));
    expect(names()).toHaveLength(byDistance.length - 1);
  });
});
