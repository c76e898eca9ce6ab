import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_B } from '@mocks/db/ids';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { api, balanceOfA, endSeedSession } from './accessKit';

configure({ asyncUtilTimeout: 6000 });
beforeAll(() => warmPages(['/chargeStationDetail', '/chargingPage']), 60_000);

const HOLDS = '/cps/v2/api/gunHolds';
const BALANCE = '/driver/v2/api/balanceInfo';

async function accessRegion() {
  return screen.findByRole('region', { name: '预约与排队' }, { timeout: 15_000 });
}

/** The station page shows one tab at a time under its first screen: 预约排队 (the first) or 充电桩. */
async function showTab(name: '预约排队' | '充电桩') {
  fireEvent.click(await screen.findByRole('tab', { name }));
}

test('reserve at 王府井: the terms before paying, one hold for a double tap, its countdown on the server clock, the balance after the fee; cancelling refunds it', async () => {
  signInAs('A');
  // The server's clock is three hours ahead of the phone's: the countdown must be on the server's.
  backend.clock.advance(3 * 3_600_000);
  backend.faults.add({ path: HOLDS, method: 'POST', delayMs: 300 });
  renderApp('/chargeStationDetail?stationId=S2001');
  const access = await accessRegion();
  expect(within(access).getByText('快充排队 0 人 · 慢充排队 0 人')).toBeInTheDocument();
  const kinds = within(access).getByRole('group', { name: '需要的充电枪' });
  expect(within(kinds).getByRole('radio', { name: /^快充（空闲 \d+）$/ })).toBeChecked();
  expect(within(kinds).getByRole('radio', { name: /^慢充（空闲 \d+）$/ })).not.toBeChecked();
  expect(await within(access).findByText('预约 15 分钟，预约费 2.00 元从余额支付，按时开始充电可抵扣充电费；超时未充电不退，到时前取消全额退回（账户余额 100.00 元）')).toBeInTheDocument();
  const balanceReads = backend.calls.list(BALANCE).length;

  const reserve = within(access).getByRole('button', { name: '支付 2.00 元预约快充枪' });
  fireEvent.click(reserve);
  fireEvent.click(reserve);
  const hold = await within(access).findByRole('group', { name: '已为您预约' });
  expect(backend.calls.list(HOLDS, 'POST')).toHaveLength(1);
  expect(backend.calls.list(HOLDS, 'POST')[0]?.body).toEqual({ stationId: 'S2001', gunType: 'fast' });
  const held = backend.db.gunHolds.find((h) => h.state === 'held')!;
  expect(hold).toHaveTextContent(new RegExp(`王府井百货充电站 · \\d+号直流桩 ${held.gunNo}枪（快充）`));
  expect(within(hold).getByRole('timer')).toHaveTextContent(/^1[45] 分 \d\d 秒$/);
  // The balance was asked again after the fee, and says what the server holds.
  expect(balanceOfA()).toBe(9800);
  await waitFor(() => expect(hold).toHaveTextContent('预约费 2.00 元已从余额支付（账户余额 98.00 元）'));
  expect(backend.calls.list(BALANCE).length).toBeGreaterThan(balanceReads);
  expect(within(hold).getByRole('link', { name: /^去充电/ })).toHaveAttribute('href', `/chargingPage?pileCode=${held.pileCode}&gunNo=${held.gunNo}`);
  // Others see the gun reserved.
  await showTab('充电桩');
  const piles = await screen.findByRole('region', { name: '充电桩' });
  await waitFor(() => expect(within(piles).getByText(/^已预约 · /)).toBeInTheDocument());
  // With 预约排队 closed, the pinned button still counts the hold down, on the server's clock.
  const pinned = screen.getByRole('button', { name: /^我的预约 · 剩余/ });
  expect(within(pinned).getByRole('timer')).toHaveTextContent(/^1[45]:\d\d/);

  await showTab('预约排队');
  const again = await accessRegion();
  const cancel = within(await within(again).findByRole('group', { name: '已为您预约' })).getByRole('button', { name: '取消预约（退回 2.00 元）' });
  fireEvent.click(cancel);
  fireEvent.click(cancel);
  expect(await within(again).findByRole('button', { name: '支付 2.00 元预约快充枪' })).toBeInTheDocument();
  expect(backend.calls.list(`${HOLDS}/${held.holdId}/cancel`, 'POST')).toHaveLength(1);
  expect(held.state).toBe('cancelled');
  expect(balanceOfA()).toBe(10000);
  await waitFor(() => expect(within(again).getByText(/（账户余额 100\.00 元）$/)).toBeInTheDocument());
  await showTab('充电桩');
  expect(within(await screen.findByRole('region', { name: '充电桩' })).queryByText(/^已预约 · /)).not.toBeInTheDocument();
});

test('a hold that runs out: at 0 the page asks the server again, the gun is free and the fee is kept', async () => {
  const { token } = signInAs('A');
  const made = await api<{ holdId: string }>(token, 'POST', HOLDS, { stationId: 'S2001', gunType: 'slow' });
  expect(made.code).toBe('200');
  // Three seconds of the hold left when the page opens.
  backend.clock.advance(15 * 60_000 - 3_000);
  renderApp('/chargeStationDetail?stationId=S2001');
  const hold = await within(await accessRegion()).findByRole('group', { name: '已为您预约' });
  expect(within(hold).getByRole('timer')).toHaveTextContent(/^0 分 0[0-3] 秒$/);
  await showTab('充电桩');
  expect(within(await screen.findByRole('region', { name: '充电桩' })).getByText(/^已预约 · /)).toBeInTheDocument();
  await showTab('预约排队');
  const access = await accessRegion();
  expect(await within(access).findByRole('group', { name: '需要的充电枪' }, { timeout: 10_000 })).toBeInTheDocument();
  await showTab('充电桩');
  const piles = await screen.findByRole('region', { name: '充电桩' });
  await waitFor(() => expect(within(piles).queryByText(/^已预约 · /)).not.toBeInTheDocument());
  await showTab('预约排队');
  expect(backend.db.gunHolds.find((h) => h.holdId === made.data.holdId)?.state).toBe('lapsed');
  expect(balanceOfA()).toBe(9800);
  // The hold does not just vanish: the page says it ran out and the fee was kept.
  const note = await within(await accessRegion()).findByRole('note', { name: '已结束的预约或排队' });
  expect(note).toHaveTextContent(/^您在王府井百货充电站预约的\d+号交流桩 [AB]枪已于 \d\d:\d\d 到期，充电枪已释放，预约费 2\.00元不退。$/);
});

test('starting at the gun held for me: the start page offers it (reserved to everyone else) and chooses it', async () => {
  const { token } = signInAs('A');
  const made = await api<{ pileCode: string; gunNo: string }>(token, 'POST', HOLDS, { stationId: 'S2001', gunType: 'fast' });
  renderApp(`/chargingPage?pileCode=${made.data.pileCode}&gunNo=${made.data.gunNo}`);
  const guns = await screen.findByRole('group', { name: '选择充电枪' }, { timeout: 15_000 });
  const mine = await within(guns).findByRole('radio', { name: `${made.data.gunNo}枪（为您保留）` });
  expect(mine).toBeEnabled();
  await waitFor(() => expect(mine).toBeChecked());
  // The time the hold has left is on the start page too, not only on the station's 预约与排队.
  const held = await screen.findByText(new RegExp(`^${made.data.gunNo}枪为您保留至 \\d\\d:\\d\\d，剩余`));
  expect(within(held).getByRole('timer')).toHaveTextContent(/\d+ 分 \d\d 秒/);
});

test('a session started within the hold: its end and its bill take the reservation\'s fee off, as the balance did', async () => {
  const { token } = signInAs('A');
  endSeedSession();
  const made = await api<{ pileCode: string; gunNo: string }>(token, 'POST', HOLDS, { stationId: 'S2001', gunType: 'fast' });
  const started = await api<{ orderNo: string }>(token, 'POST', '/cps/v2/api/chargingOrders', { pileCode: made.data.pileCode, gunNo: made.data.gunNo, payMode: 'balance', stopCondition: { type: 'minutes', minutes: 10 } });
  expect(started.code).toBe('200');
  const afterHold = balanceOfA();
  backend.clock.advance(12 * 60_000);
  const order = backend.db.chargingOrders.find((o) => o.orderNo === started.data.orderNo)!;
  renderApp(`/chargingResults?orderNo=${started.data.orderNo}`);
  const bill = await screen.findByRole('region', { name: '充电账单' }, { timeout: 15_000 });
  const paid = order.feeCents - 200;
  expect(balanceOfA()).toBe(afterHold - paid);
  expect(bill).toHaveTextContent(`预约费抵扣-2.00元`);
  expect(bill).toHaveTextContent(`已支付${(paid / 100).toFixed(2)}元`);
});

test('a gun someone else holds reads 已预约 on the start page and cannot be chosen', async () => {
  const { token } = signInAs('B');
  backend.db.drivers.find((d) => d.driverId === DRIVER_B)!.balanceCents = 5000;
  const made = await api<{ pileCode: string; gunNo: string }>(token, 'POST', HOLDS, { stationId: 'S2001', gunType: 'fast' });
  expect(made.code).toBe('200');
  signInAs('A');
  renderApp(`/chargingPage?pileCode=${made.data.pileCode}`);
  const guns = await screen.findByRole('group', { name: '选择充电枪' }, { timeout: 15_000 });
  expect(within(guns).getByRole('radio', { name: new RegExp(`^${made.data.gunNo}枪（已预约）`) })).toBeDisabled();
});

test('one hold at a time: at another station the page says where the driver holds a gun and leads there', async () => {
  const { token } = signInAs('A');
  expect((await api(token, 'POST', HOLDS, { stationId: 'S2001', gunType: 'fast' })).code).toBe('200');
  renderApp('/chargeStationDetail?stationId=S2003');
  const access = await accessRegion();
  expect(await within(access).findByText('您已在王府井百货充电站预约了充电枪，同一时间只能预约或排队一处。')).toBeInTheDocument();
  expect(within(access).getByRole('link', { name: '查看王府井百货充电站' })).toHaveAttribute('href', '/chargeStationDetail?stationId=S2001');
  expect(within(access).queryByRole('button')).not.toBeInTheDocument();
});
