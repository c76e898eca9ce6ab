import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { control } from './accessKit';

configure({ asyncUtilTimeout: 6000 });
beforeAll(() => warmPages(['/chargeStationDetail']), 60_000);

const QUEUES = '/cps/v2/api/stationQueues';

const accessRegion = () => screen.findByRole('region', { name: '预约与排队' }, { timeout: 15_000 });

test('a visitor sees the lines and the reports, and is asked to sign in to reserve or queue', async () => {
  renderApp('/chargeStationDetail?stationId=S2002');
  const access = await accessRegion();
  expect(within(access).getByText('快充排队 0 人 · 慢充排队 0 人')).toBeInTheDocument();
  expect(within(access).getByRole('link', { name: '登录/注册' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/chargeStationDetail?stationId=S2002')}`);
  expect(within(access).queryByRole('button')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: '可靠性' }));
  const reports = await screen.findByRole('region', { name: '车主报告的故障' });
  expect(within(reports).getByText('2 人报告 1号直流桩无法启动（35 分钟前）')).toBeInTheDocument();
  expect(backend.calls.list('/cps/v2/api/chargerAccess/mine')).toHaveLength(0);
});

test('at 崇文门 (every gun taken): join the line, the position and wait; the turn comes with a held gun and its countdown; leave in one tap', async () => {
  signInAs('A');
  renderApp('/chargeStationDetail?stationId=S2004');
  const access = await accessRegion();
  expect(within(access).getByText('快充排队 0 人')).toBeInTheDocument();
  // The station takes no reservations and has fast piles only: no choice of kind, the line.
  expect(within(access).queryByRole('group', { name: '需要的充电枪' })).not.toBeInTheDocument();
  expect(await within(access).findByText('快充暂无空闲，暂无人排队。')).toBeInTheDocument();
  const join = within(access).getByRole('button', { name: '排队' });
  fireEvent.click(join);
  fireEvent.click(join);
  const place = await within(access).findByRole('group', { name: '快充排队中' });
  expect(backend.calls.list(QUEUES, 'POST')).toHaveLength(1);
  expect(backend.calls.list(QUEUES, 'POST')[0]?.body).toEqual({ stationId: 'S2004', gunType: 'fast' });
  expect(within(place).getByRole('status')).toHaveTextContent(/^您排在第 1 位，预计等待约 \d+ 分钟$/);
  await waitFor(() => expect(within(access).getByText('快充排队 1 人')).toBeInTheDocument());

  // Another driver's car leaves a gun: it is held for the first in line.
  const freed = await control<{ pileCode: string; gunNo: string; holdId: string }>('/__mock/stations/S2004/freeGun', { gunType: 'fast' });
  fireEvent.click(screen.getByRole('button', { name: '刷新' }));
  const offer = await within(access).findByRole('group', { name: '轮到您了，已为您保留充电枪' });
  expect(within(offer).getByRole('timer')).toHaveTextContent(/^[45] 分 \d\d 秒$/);
  expect(within(offer).getByRole('link', { name: /^去充电/ })).toHaveAttribute('href', `/chargingPage?pileCode=${freed.pileCode}&gunNo=${freed.gunNo}`);

  const leave = within(offer).getByRole('button', { name: '退出排队' });
  fireEvent.click(leave);
  fireEvent.click(leave);
  expect(await within(access).findByText('快充空闲 1 个，到站扫码即可充电（本站不支持预约）。')).toBeInTheDocument();
  const left = backend.db.stationQueues[0]!;
  expect(backend.calls.list(`${QUEUES}/${left.queueId}/leave`, 'POST')).toHaveLength(1);
  expect(left.state).toBe('left');
  expect(within(access).getByText('快充排队 0 人')).toBeInTheDocument();
});

test('a turn not taken in time passes to the next, and the page says so instead of dropping the place without a word', async () => {
  signInAs('A');
  renderApp('/chargeStationDetail?stationId=S2004');
  const access = await accessRegion();
  fireEvent.click(await within(access).findByRole('button', { name: '排队' }));
  await within(access).findByRole('group', { name: '快充排队中' });
  const freed = await control<{ pileCode: string; gunNo: string }>('/__mock/stations/S2004/freeGun', { gunType: 'fast' });
  backend.clock.advance(5 * 60_000 + 1_000);
  fireEvent.click(screen.getByRole('button', { name: '刷新' }));
  const note = await within(access).findByRole('note', { name: '已结束的预约或排队' });
  const place = backend.db.stationQueues[0]!;
  expect(place.state).toBe('passed');
  expect(note).toHaveTextContent(new RegExp(`^在崇文门国家电网充电站为您保留的\\d+号直流桩 ${freed.gunNo}枪已于 \\d\\d:\\d\\d 过时，已让给下一位；如仍需充电，可重新排队。$`));
  // Nobody else waited: the gun is free now, and the page says what the driver may do.
  expect(within(access).getByText('快充空闲 1 个，到站扫码即可充电（本站不支持预约）。')).toBeInTheDocument();
});
