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
  fireEvent.click(screen.getByRole('tab', { name: '价格' }));
  const bands = await screen.findByRole('region', { name: '分时电价' });
  expect(within(bands).getAllByText(/^(峰|平|谷) \d\d:\d\d–\d\d:\d\d$/)).toHaveLength(7);
  fireEvent.click(screen.getByRole('tab', { name: '充电桩' }));
  const piles = await screen.findByRole('region', { name: '充电桩' });
  expect(within(piles).getByText('1号直流桩')).toBeInTheDocument();
  expect(within(piles).getByText('编号 200101 · 直流快充 60kW')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: '停车与占位' }));
  expect(await screen.findByText('充电结束15分钟后未挪车，每分钟0.50元，封顶30.00元')).toBeInTheDocument();
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

test('the guns are live: 刷新 reads them again, a pile with a free gun leads to charging at it, a taken gun reads so', async () => {
  signInAs('A');
  // A's seed session ended and the car left; the unpaid seed bill was paid: A may start on 200101.
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  const past = backend.clock.now() - 30 * 60_000;
  Object.assign(seed, { stopRequestedAt: past, stopConfirmedAt: past, leftAt: past });
  for (const o of backend.db.chargingOrders) if (o.orderState === 2) Object.assign(o, { orderState: 3, orderStateText: '已完成', paidAt: past });
  const { router } = renderApp('/chargeStationDetail?stationId=S2001');
  // The guns' live state is read on the first screen, beside the free counts; each pile's guns are under 充电桩.
  const free = await screen.findByRole('region', { name: '空闲充电枪' });
  expect(within(free).getByText(/^实时状态，更新于 \d\d:\d\d:\d\d$/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: '充电桩' }));
  const piles = await screen.findByRole('region', { name: '充电桩' });
  const first = within(piles).getByText('1号直流桩').closest('.adm-list-item') as HTMLElement;
  expect(first).toHaveTextContent('A枪空闲');

  const res = await fetch('http://localhost/api/cps/v2/api/chargingOrders', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ClientType: '2', Authorization: signInAs('A').token },
    body: JSON.stringify({ pileCode: '200101', gunNo: 'A', payMode: 'balance', stopCondition: { type: 'full' } }),
  });
  expect((await res.json()).code).toBe('200');
  fireEvent.click(within(free).getByRole('button', { name: '刷新' }));
  await waitFor(() => expect(first).not.toHaveTextContent('A枪空闲'));

  fireEvent.click(within(piles).getByRole('link', { name: /^用此桩充电\s*（2号直流桩）$/ }));
  await waitFor(() => expect(router.state.location.search).toBe('?pileCode=200102'));
});
