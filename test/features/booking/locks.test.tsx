import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCK_TIMING } from '@/api/booking/locks.types';
import { lockTiming } from '@/features/booking/locks/lockSaga';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { bookingCalls, failNext, lockFault, lockInDb } from './bookingKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/lockControl', '/lockDetail']), 60_000);

const real = { ...lockTiming };
beforeEach(() => Object.assign(lockTiming, { pollMs: 30, giveUpMs: 3000 }));
afterEach(() => Object.assign(lockTiming, real));

const LOCK = '大悦城B2-018车位锁';

async function openLock() {
  const view = renderApp('/lockControl?lockId=L50001');
  const card = await screen.findByRole('region', { name: LOCK }, { timeout: 15_000 });
  return { ...view, card };
}

test('lowering: one command for a double tap, "正在降锁" while the lock moves, then lowered in the lock\'s own words', async () => {
  signInAs('A');
  const { card } = await openLock();
  expect(within(card).getByText('已升起')).toBeInTheDocument();
  expect(within(card).getByText('在线')).toBeInTheDocument();
  expect(within(card).getByText('80%')).toBeInTheDocument();
  expect(within(card).getByText('无车')).toBeInTheDocument();
  expect(within(card).getByText(/^最后上报 \d{4}-\d\d-\d\d \d\d:\d\d$/)).toBeInTheDocument();

  const down = within(card).getByRole('button', { name: '降锁' });
  fireEvent.click(down);
  fireEvent.click(down);
  expect(await within(card).findByText(/正在降锁，请稍候/)).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: '降锁中…' })).toBeDisabled();
  expect(within(card).getByRole('button', { name: '升锁' })).toBeDisabled();
  fireEvent.click(within(card).getByRole('button', { name: '升锁' }));
  expect(bookingCalls('controlZigbeeLock')).toHaveLength(1);
  expect(bookingCalls('controlZigbeeLock')[0]?.body).toMatchObject({ lockId: 'L50001', action: 'down' });

  backend.clock.advance(LOCK_TIMING.moveMs);
  expect(await within(card).findByText('车位锁已降下')).toBeInTheDocument();
  await waitFor(() => expect(within(card).getByText('已降下')).toBeInTheDocument());
  expect(within(card).getByRole('button', { name: '降锁' })).toBeEnabled();
  expect(bookingCalls('controlZigbeeLock')).toHaveLength(1);
  expect(lockInDb().position).toBe('down');
});

test('raising with a car on the space is refused, and the card says a car is there', async () => {
  signInAs('A');
  lockInDb().position = 'down';
  await lockFault({ carPresent: true });
  const { card } = await openLock();
  expect(within(card).getByText('有车')).toBeInTheDocument();
  expect(within(card).getByText('检测到车位上有车辆，车位锁不能升起')).toBeInTheDocument();
  fireEvent.click(within(card).getByRole('button', { name: '升锁' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('车位上有车辆，无法升锁');
  expect(within(card).getByRole('button', { name: '升锁' })).toBeEnabled();
  expect(lockInDb().position).toBe('down');
});

test('a car coming onto the space while it rises stops it: the outcome says so', async () => {
  signInAs('A');
  lockInDb().position = 'down';
  const { card } = await openLock();
  fireEvent.click(within(card).getByRole('button', { name: '升锁' }));
  expect(await within(card).findByText(/正在升锁/)).toBeInTheDocument();
  await lockFault({ carPresent: true });
  backend.clock.advance(LOCK_TIMING.moveMs);
  expect(await within(card).findByText('检测到车位上有车辆，升锁已停止')).toBeInTheDocument();
});

test('an offline lock says so on the card and when asked to move', async () => {
  signInAs('A');
  await lockFault({ online: false });
  const { card } = await openLock();
  expect(within(card).getByText('离线')).toBeInTheDocument();
  expect(within(card).getByText(/车位锁离线，暂时无法远程升降/)).toBeInTheDocument();
  fireEvent.click(within(card).getByRole('button', { name: '降锁' }));
  expect(await within(card).findByText('车位锁离线，请稍后重试或联系停车场管理员')).toBeInTheDocument();
  expect(lockInDb().position).toBe('up');
});

test('a lock with too little battery says so and is not moved', async () => {
  signInAs('A');
  await lockFault({ batteryPct: 5 });
  const { card } = await openLock();
  expect(within(card).getByText('5%')).toBeInTheDocument();
  fireEvent.click(within(card).getByRole('button', { name: '降锁' }));
  expect(await within(card).findByText('车位锁电量过低（剩余5%），暂无法操作，请联系停车场管理员')).toBeInTheDocument();
  expect(bookingCalls('getZigbeeLockState').length).toBeLessThanOrEqual(1);
});

test('a lock that never confirms: pending until the server times the command out, then a clear message', async () => {
  signInAs('A');
  await lockFault({ neverConfirms: true });
  const { card } = await openLock();
  fireEvent.click(within(card).getByRole('button', { name: '降锁' }));
  expect(await within(card).findByText(/正在降锁/)).toBeInTheDocument();
  backend.clock.advance(LOCK_TIMING.moveMs * 2);
  await new Promise((r) => setTimeout(r, 100));
  expect(within(card).getByText(/正在降锁/)).toBeInTheDocument();
  backend.clock.advance(LOCK_TIMING.timeoutMs);
  expect(await within(card).findByText('车位锁未响应，请确认车位锁状态后重试')).toBeInTheDocument();
  expect(within(card).queryByText(/正在降锁/)).not.toBeInTheDocument();
  expect(within(card).getByRole('button', { name: '降锁' })).toBeEnabled();
});

test('when the server cannot be reached the app stops asking on its own and says so', async () => {
  signInAs('A');
  Object.assign(lockTiming, { giveUpMs: 400 });
  await lockFault({ neverConfirms: true });
  const { card } = await openLock();
  fireEvent.click(within(card).getByRole('button', { name: '降锁' }));
  expect(await within(card).findByText(/正在降锁/)).toBeInTheDocument();
  await failNext('/api/v1/getZigbeeLockState', 100);
  expect(await within(card).findByText('网络不佳，暂未确认车位锁状态，请稍后刷新查看')).toBeInTheDocument();
});

test('a pending command can be cancelled: one cancelControl, and the lock stays where it was', async () => {
  signInAs('A');
  const { card } = await openLock();
  fireEvent.click(within(card).getByRole('button', { name: '降锁' }));
  const cancel = await within(card).findByRole('button', { name: '取消操作' });
  fireEvent.click(cancel);
  fireEvent.click(cancel);
  expect(await within(card).findByText('操作已取消，车位锁保持原状态')).toBeInTheDocument();
  expect(bookingCalls('cancelControl')).toHaveLength(1);
  expect(bookingCalls('cancelControl')[0]?.body).toMatchObject({ controlId: expect.stringMatching(/^LC/) });
  backend.clock.advance(LOCK_TIMING.moveMs);
  expect(within(card).getByText('已升起')).toBeInTheDocument();
  expect(lockInDb().position).toBe('up');
  expect(within(card).queryByRole('button', { name: '取消操作' })).not.toBeInTheDocument();
});

test('a reload while a command is pending finds it from the lock\'s state and follows it to the end', async () => {
  signInAs('A');
  const first = await openLock();
  fireEvent.click(within(first.card).getByRole('button', { name: '降锁' }));
  expect(await within(first.card).findByText(/正在降锁/)).toBeInTheDocument();
  first.unmount();

  // A fresh store and page: nothing of the first one's progress survives but what the server knows.
  const { card } = await openLock();
  expect(await within(card).findByText(/正在降锁/)).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: '取消操作' })).toBeInTheDocument();
  backend.clock.advance(LOCK_TIMING.moveMs);
  expect(await within(card).findByText('车位锁已降下')).toBeInTheDocument();
  expect(bookingCalls('controlZigbeeLock')).toHaveLength(1);
});

test('the lock detail: its state, the history newest first, and the owner\'s evasion cars with lifting control', async () => {
  signInAs('A');
  renderApp('/lockDetail?lockId=L50001', { answer: (d) => d.actions.find((a) => a.text === '确认解除')?.key ?? null });
  const state = await screen.findByRole('region', { name: '车位锁状态' }, { timeout: 15_000 });
  expect(within(state).getByRole('heading', { name: LOCK })).toBeInTheDocument();
  const history = await screen.findByRole('list', { name: '车位锁记录' });
  const rows = within(history).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent(/升锁/);
  expect(rows.map((r) => r.textContent).join('|')).toMatch(/车辆驶入/);
  const cars = await screen.findByRole('list', { name: '逃费车辆' });
  expect(within(cars).getAllByRole('listitem')).toHaveLength(2);
  fireEvent.click(within(cars).getByRole('button', { name: '解除布控' }));
  await waitFor(() => expect(backend.db.evasionControls.find((e) => e.controlId === 'EC60002')?.controlState).toBe(0));
  await waitFor(() => expect(within(screen.getByRole('list', { name: '逃费车辆' })).queryByRole('button', { name: '解除布控' })).not.toBeInTheDocument());
});

test('B has no lock: the empty state leads to booking', async () => {
  signInAs('B');
  renderApp('/lockControl');
  expect(await screen.findByText('暂无可控制的车位锁', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '预约车位' })).toHaveAttribute('href', '/bookParks/index');
});

test('a list that fails to load shows the error with 重试, which loads it', async () => {
  signInAs('A');
  await failNext('/api/v1/getUserLockList');
  renderApp('/lockControl');
  fireEvent.click(await screen.findByRole('button', { name: '重试' }, { timeout: 15_000 }));
  expect(await screen.findByRole('region', { name: LOCK })).toBeInTheDocument();
});
