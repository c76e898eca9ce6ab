import { configure, fireEvent, screen, within } from '@testing-library/react';
import { LOCK_TIMING } from '@/api/booking/locks.types';
import { lockTiming } from '@/features/booking/locks/lockSaga';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { goOffline, goOnline } from '../../support/network';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { bookingCalls, failNext, lockFault, lockInDb } from './bookingKit';

/**
 * Every message about a lock follows the lock's state. One failure says so once (no toast beside the
 * card, none per failed poll), an outcome goes or is recomputed when the lock is asked again and answers otherwise,
 * and a state the app could not confirm is never shown as the lock's fresh word.
 */
configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/lockControl']), 60_000);

const real = { ...lockTiming };
beforeEach(() => Object.assign(lockTiming, { pollMs: 30, giveUpMs: 3000 }));
afterEach(() => {
  Object.assign(lockTiming, real);
  goOnline();
});

async function openLock() {
  const view = renderApp('/lockControl?lockId=L50001');
  const card = await screen.findByRole('region', { name: '大悦城B2-018车位锁' }, { timeout: 15_000 });
  return { ...view, card };
}

test('refused for a car on the space: said once, and gone when the car has left and the driver refreshes', async () => {
  signInAs('A');
  lockInDb().position = 'down';
  await lockFault({ carPresent: true });
  const { card, ui } = await openLock();
  fireEvent.click(within(card).getByRole('button', { name: '升锁' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('车位上有车辆，无法升锁');
  expect(within(card).queryByText('检测到车位上有车辆，车位锁不能升起')).not.toBeInTheDocument();
  expect(ui.toasts).toEqual([]);

  await lockFault({ carPresent: false });
  fireEvent.click(screen.getByRole('button', { name: '刷新车位锁状态' }));
  expect(await within(card).findByText('无车')).toBeInTheDocument();
  expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(card).queryByText(/无法升锁/)).not.toBeInTheDocument();
  expect(lockInDb().position).toBe('down');
});

test('offline: a command that cannot be sent says so once, and the lock is no longer shown as if it were fresh', async () => {
  signInAs('A');
  lockInDb().position = 'down';
  const { card, ui } = await openLock();
  expect(within(card).getByText('可以停车')).toBeInTheDocument();

  goOffline();
  backend.faults.add({ path: '/api/v1/getUserLockList', networkError: true, times: 50 });
  backend.faults.add({ path: '/api/v1/getZigbeeLockState', networkError: true, times: 50 });
  fireEvent.click(within(card).getByRole('button', { name: '升锁' }));
  expect(await within(card).findByText('网络异常，请检查网络后重试')).toBeInTheDocument();
  expect(await within(card).findByText('状态未知')).toBeInTheDocument();
  expect(within(card).getByText(/^暂无法获取最新状态，\d{4}-\d\d-\d\d \d\d:\d\d 获取时为已降下$/)).toBeInTheDocument();
  expect(within(card).queryByText('可以停车')).not.toBeInTheDocument();
  expect(screen.getAllByText('网络异常，请检查网络后重试')).toHaveLength(1);
  expect(ui.toasts).toEqual([]);
  expect(bookingCalls('controlZigbeeLock')).toHaveLength(0);
});

test('an offline lock: its state reads 状态未知, and a refused command is said once, not three times', async () => {
  signInAs('A');
  await lockFault({ online: false });
  const { card, ui } = await openLock();
  expect(within(card).getByText('状态未知')).toBeInTheDocument();
  expect(within(card).getByText('车位锁离线，最后上报时为已升起')).toBeInTheDocument();
  expect(within(card).queryByText('车位锁已锁闭')).not.toBeInTheDocument();

  fireEvent.click(within(card).getByRole('button', { name: '降锁' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('车位锁离线，请稍后重试或联系停车场管理员');
  expect(within(card).queryByText(/暂时无法远程升降/)).not.toBeInTheDocument();
  expect(ui.toasts).toEqual([]);
});

test('polls that fail make one message, not a toast each; the next answer says how the command really ended', async () => {
  signInAs('A');
  Object.assign(lockTiming, { giveUpMs: 400 });
  await lockFault({ neverConfirms: true });
  const { card, ui } = await openLock();
  fireEvent.click(within(card).getByRole('button', { name: '降锁' }));
  expect(await within(card).findByText(/正在降锁/)).toBeInTheDocument();
  await failNext('/api/v1/getZigbeeLockState', 100);
  expect(await within(card).findByText('网络不佳，暂未确认车位锁状态，请稍后刷新查看')).toBeInTheDocument();
  expect(bookingCalls('getZigbeeLockState').length).toBeGreaterThan(2);
  expect(ui.toasts).toEqual([]);

  backend.clock.advance(LOCK_TIMING.timeoutMs);
  fireEvent.click(screen.getByRole('button', { name: '刷新车位锁状态' }));
  expect(await within(card).findByText('车位锁未响应，请确认车位锁状态后重试')).toBeInTheDocument();
  expect(within(card).queryByText(/网络不佳/)).not.toBeInTheDocument();
});
