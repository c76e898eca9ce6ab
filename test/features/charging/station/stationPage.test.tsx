import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StationDetail } from '@/api/cps/session.types';
import type { StationTrust } from '@/api/cps/stationTrust.types';
import { readToken } from '@/session/tokens';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { api } from '../access/accessKit';
import { beijingAt, serveStillFrom } from '../estimate/estimateKit';

/** The station page's first screen answers a driver's first questions; the rest is under tabs that keep their choice. */
configure({ asyncUtilTimeout: 6000 });
beforeAll(() => warmPages(['/chargeStationDetail', '/chargingPage']), 60_000);

const firstScreen = () => screen.findByRole('region', { name: '王府井百货充电站' }, { timeout: 15_000 });

test('the first screen: open, the free guns now, the price now with the day as a strip, the pile to use and the one to avoid, as the server says', async () => {
  serveStillFrom(beijingAt('09:40'));
  renderApp('/chargeStationDetail?stationId=S2001');
  const glance = await firstScreen();
  const token = readToken()!;
  const station = (await api<StationDetail>(token, 'GET', '/cps/v2/api/stations/S2001')).data;
  expect(within(glance).getByText('营业中')).toBeInTheDocument();
  expect(within(glance).getByRole('button', { name: /^导航/ })).toBeInTheDocument();

  const free = within(glance).getByRole('region', { name: '空闲充电枪' });
  expect(free).toHaveTextContent(`快充 空闲 ${station.quickChargingInfo.leftNum}/10`);
  expect(free).toHaveTextContent(`慢充 空闲 ${station.slowChargingInfo.leftNum}/10`);

  // 王府井 at 09:40: 平 (1.20 + 0.48) until 10:00; 峰 2.28, 谷 1.02.
  const price = within(glance).getByRole('region', { name: '当前电价' });
  expect(price).toHaveTextContent('当前电价1.68元/度平时段 07:00–10:00 · 电费 1.20元 + 服务费 0.48元');
  expect(within(price).getByRole('img')).toHaveAccessibleName(
    '今日分时电价（电费加服务费）：谷 00:00–07:00 每度1.02元；平 07:00–10:00 每度1.68元；峰 10:00–15:00 每度2.28元；平 15:00–18:00 每度1.68元；' +
      '峰 18:00–21:00 每度2.28元；平 21:00–23:00 每度1.68元；谷 23:00–24:00 每度1.02元；现在 09:40，平时段',
  );
  expect(within(within(price).getByRole('list', { name: '各时段电价（元/度）' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['谷 1.02', '平 1.68', '峰 2.28', '元/度']);

  // The pile to use is the server's: free now, not failing, the best record of the fast piles.
  const advice = within(glance).getByRole('region', { name: '用哪个充电桩' });
  const trust = (await api<StationTrust>(token, 'GET', '/cps/v2/api/stations/S2001/trust')).data;
  const share = (code: string) => {
    const t = trust.piles.find((p) => p.pileCode === code)!;
    return t.succeeded30d / t.starts30d;
  };
  const freeFast = station.piles.filter((p) => p.gunType === 'fast' && p.guns.some((g) => g.status === 'free') && !trust.piles.find((t) => t.pileCode === p.pileCode)?.lastThreeFailed);
  const go = await within(advice).findByRole('link', { name: /^用此桩充电/ });
  const chosen = freeFast.find((p) => go.textContent === `用此桩充电（${p.pileName}）`);
  expect(chosen).toBeDefined();
  expect(Math.max(...freeFast.map((p) => share(p.pileCode)))).toBe(share(chosen!.pileCode));
  expect(go).toHaveAttribute('href', `/chargingPage?pileCode=${chosen!.pileCode}`);
  expect(advice).toHaveTextContent(`推荐${chosen!.pileName}（编号 ${chosen!.pileCode}，快充 60kW）`);
  expect(advice).toHaveTextContent('避开2号直流桩（编号 200102）：最近3次启动均失败');

  // Named for what the driver has here (我的预约 with its time left when they hold a gun at 王府井).
  expect(screen.getByRole('button', { name: /^(预约与排队|我的预约 · 剩余|我的排队)/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '扫码充电' })).toBeInTheDocument();
});

test('the tab chosen is in the address: it is still open after going to a pile and coming back', async () => {
  signInAs('A');
  const { router } = renderApp('/chargeStationDetail?stationId=S2001');
  await firstScreen();
  expect(screen.getByRole('tab', { name: '预约排队' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('region', { name: '预约与排队' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('tab', { name: '价格' }));
  await waitFor(() => expect(router.state.location.search).toBe('?stationId=S2001&tab=price'));
  expect(await screen.findByRole('region', { name: '分时电价' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '预约与排队' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: '充电桩' }));
  await waitFor(() => expect(router.state.location.search).toBe('?stationId=S2001&tab=piles'));

  const piles = await screen.findByRole('region', { name: '充电桩' });
  fireEvent.click(within(piles).getByRole('link', { name: /^用此桩充电\s*（1号直流桩）$/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingPage'));
  await act(() => router.navigate(-1));
  await firstScreen();
  expect(router.state.location.search).toBe('?stationId=S2001&tab=piles');
  expect(screen.getByRole('tab', { name: '充电桩' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('region', { name: '充电桩' })).toBeInTheDocument();
  // Tabs replaced the entry: one step back from the pile's page was the station, as it was left.
  expect(router.state.historyAction).toBe('POP');
});

test('预约与排队 under the page opens its tab from any other and gives it the focus; it says 我的预约 and the time left, from any tab, when the driver holds a gun here', async () => {
  const { token } = signInAs('A');
  expect((await api(token, 'POST', '/cps/v2/api/gunHolds', { stationId: 'S2001', gunType: 'fast' })).code).toBe('200');
  const { router } = renderApp('/chargeStationDetail?stationId=S2001&tab=rules');
  await firstScreen();
  expect(await screen.findByRole('region', { name: '停车费与占位费' })).toBeInTheDocument();
  // The pinned button follows the hold whichever tab is open: 我的预约 and its time left on the server's clock.
  const footer = await screen.findByRole('button', { name: /^我的预约 · 剩余 约1[45]分钟$/ });
  fireEvent.click(footer);
  await waitFor(() => expect(router.state.location.search).toBe('?stationId=S2001'));
  // The router has the new address at once; the page draws the tab it names in a render after it.
  const tab = screen.getByRole('tab', { name: '预约排队' });
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  await waitFor(() => expect(tab).toHaveFocus());
  const access = await screen.findByRole('region', { name: '预约与排队' });
  expect(await within(access).findByRole('group', { name: '已为您预约' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /^我的预约 · 剩余/ })).toBeInTheDocument();
});
