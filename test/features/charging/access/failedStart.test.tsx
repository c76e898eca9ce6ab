import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { api, control, endSeedSession } from './accessKit';

configure({ asyncUtilTimeout: 6000 });
beforeAll(() => warmPages(['/chargingPage', '/chargingResults', '/chargerReport', '/chargeStationDetail']), 60_000);

async function nearestFast(token: string, stationId: string) {
  const found = await api<{ stationId: string; stationName: string; freeNum: number; totalNum: number }[]>(token, 'GET', `/cps/v2/api/stations/${stationId}/alternatives?gunType=fast`);
  return found.data[0]!;
}

test('a start refused because the pile is offline offers at once the report of this pile and the nearest station with a free fast gun', async () => {
  const { token } = signInAs('A');
  endSeedSession();
  await control('/__mock/charging/faults', { faults: ['pileOffline'] });
  const { router } = renderApp('/chargingPage?pileCode=200101');
  const guns = await screen.findByRole('group', { name: '选择充电枪' }, { timeout: 15_000 });
  await userEvent.click(within(guns).getByRole('radio', { name: /^A枪（空闲）/ }));
  await userEvent.click(screen.getByRole('button', { name: '开始充电' }));
  expect(await screen.findByText('充电桩离线，请换一个充电桩', { selector: '[role=alert]' })).toBeInTheDocument();

  const help = screen.getByRole('region', { name: '无法充电？' });
  expect(within(help).getByRole('link', { name: '无法充电，报告此桩' })).toHaveAttribute('href', '/chargerReport?stationId=S2001&pileCode=200101&gunNo=A');
  const nearest = await nearestFast(token, 'S2001');
  const link = await within(help).findByRole('link', { name: new RegExp(`^${nearest.stationName}`) });
  expect(link).toHaveAttribute('href', `/chargeStationDetail?stationId=${nearest.stationId}`);
  expect(link).toHaveTextContent(`空闲快充 ${nearest.freeNum}/${nearest.totalNum}`);
  await userEvent.click(link);
  await waitFor(() => expect(router.state.location.search).toBe(`?stationId=${nearest.stationId}`));
  expect(await screen.findByRole('heading', { name: nearest.stationName }, { timeout: 15_000 })).toBeInTheDocument();
});

test('a session that failed (never plugged in) offers the report, carrying the order, and the nearest station', async () => {
  const { token } = signInAs('A');
  endSeedSession();
  await control('/__mock/charging/faults', { faults: ['neverPlugged'] });
  const started = await api<{ orderNo: string }>(token, 'POST', '/cps/v2/api/chargingOrders', { pileCode: '200101', gunNo: 'B', payMode: 'balance', stopCondition: { type: 'full' } });
  expect(started.code).toBe('200');
  backend.clock.advance(3 * 60_000);
  renderApp(`/chargingResults?orderNo=${started.data.orderNo}`);
  expect(await screen.findByRole('heading', { name: '充电未启动' }, { timeout: 15_000 })).toBeInTheDocument();
  const help = screen.getByRole('region', { name: '无法充电？' });
  expect(within(help).getByRole('link', { name: '无法充电，报告此桩' })).toHaveAttribute(
    'href',
    `/chargerReport?stationId=S2001&pileCode=200101&gunNo=B&orderNo=${started.data.orderNo}`,
  );
  const nearest = await nearestFast(token, 'S2001');
  expect(await within(help).findByRole('link', { name: new RegExp(`^${nearest.stationName}`) })).toBeInTheDocument();
});
