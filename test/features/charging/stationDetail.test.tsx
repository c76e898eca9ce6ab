import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/chargeStationDetail']), 60_000);

test('a station in detail: the price now and by band, the piles with their guns, idle-fee rule, and the way to charge', async () => {
  const { router } = renderApp('/chargeStationDetail?stationId=S2001');
  expect(await screen.findByRole('heading', { name: '王府井百货充电站' })).toBeInTheDocument();
  const bands = screen.getByRole('region', { name: '分时电价' });
  expect(within(bands).getAllByText(/^(峰|平|谷) \d\d:\d\d–\d\d:\d\d$/)).toHaveLength(7);
  const piles = screen.getByRole('region', { name: '充电桩' });
  expect(within(piles).getByText('1号直流桩')).toBeInTheDocument();
  expect(within(piles).getByText('编号 200101 · 直流快充 60kW')).toBeInTheDocument();
  expect(screen.getByText('充电结束15分钟后未挪车，每分钟0.50元，封顶30.00元')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '扫码充电' }));
  await waitFor(() => expect(router.state.location.search).toBe('?stationId=S2001'));
  expect(router.state.location.pathname).toBe('/chargingPage');
});

test('收藏 toggles the favourite for a driver and the page says which it is', async () => {
  signInAs('A');
  renderApp('/chargeStationDetail?stationId=S2002');
  const fav = await screen.findByRole('button', { name: '收藏' });
  fireEvent.click(fav);
  await waitFor(() => expect(screen.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true'));
  expect(backend.calls.list('/cps/v2/api/collectStations', 'POST')[0]?.body).toEqual({ stationId: 'S2002' });
});

test('an unknown station says so, with a retry', async () => {
  renderApp('/chargeStationDetail?stationId=S9999');
  expect(await screen.findByText('充电站信息加载失败')).toBeInTheDocument();
});
