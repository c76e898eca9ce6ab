import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedOut } from '@/session/sessionSlice';
import { keepCopy, readCopy } from '@/session/offlineCopies';
import { backend } from '../../support/mockServer';
import { installFakeIntersectionObserver, openHome, showFirstCard } from './homeKit';

installFakeIntersectionObserver();

const BILLS = '/charge/v2/api/parkOrders/msp/boundVehicleParkingBills';
const BILL = '/charge/v2/api/parkOrders/msp/boundVehicleParkingBill';
const cards = () => screen.findByRole('region', { name: '在停车辆' });
const FIVE_MIN = 5 * 60_000;

/** Driver A's /home once, until the phone has kept what it showed (the first card's bill among it). */
async function visitOnce() {
  await openHome({ as: 'A' });
  const region = await cards();
  await within(region).findByText('京A·12345');
  showFirstCard();
  await waitFor(() => expect(readCopy('homeAnswers')?.data.map((k) => k.endpoint)).toEqual(expect.arrayContaining(['boundVehicleParkingBills', 'boundVehicleParkingBill', 'parkOrders', 'plateCount'])));
}

/** The kept answers, as if the server gave them `ms` earlier. */
function ageCopy(ms: number) {
  const copy = readCopy('homeAnswers')!;
  keepCopy('homeAnswers', copy.data.map((k) => ({ ...k, at: k.at - ms })));
}

/** The app started again on this phone (the same driver, a new page). */
function closeApp() {
  document.body.innerHTML = '';
  backend.calls.clear();
}

test('a new start draws the kept bill at once, says how old it is, then shows the server’s answer', async () => {
  await visitOnce();
  ageCopy(FIVE_MIN);
  closeApp();
  // The server is slow today: its answer comes well after the page.
  backend.faults.add({ path: BILLS, delayMs: 1500, times: 1 });
  backend.faults.add({ path: BILL, delayMs: 1500, times: 1 });

  await openHome({ as: 'A' });
  const region = await cards();
  // Drawn from the copy: no placeholder, the plate and its fee, before any of those answers.
  expect(within(region).getByText('京A·12345')).toBeInTheDocument();
  expect(within(region).getByText('待缴费用')).toBeInTheDocument();
  expect(within(region).getByRole('status')).toHaveTextContent('5分钟前的账单 · 正在更新');
  expect(screen.queryByRole('progressbar', { name: '账单加载中' })).not.toBeInTheDocument();

  // Asked again at once (not left to the next visit), and once the answer is in, the caption says nothing.
  await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent(''), { timeout: 5000 });
  expect(backend.calls.list(BILLS)).toHaveLength(1);
  expect(backend.calls.list(BILL)).toHaveLength(1);
});

test('what changed since the copy is what the driver sees once the server answers', async () => {
  await visitOnce();
  ageCopy(FIVE_MIN);
  closeApp();
  // Paid and gone elsewhere in the meantime: A's arrears are settled.
  for (const o of backend.db.parkOrders) if (o.state === 'arrears') o.state = 'paid';
  backend.faults.add({ path: '/charge/v2/api/parkOrders/msp', delayMs: 800, times: 1 });

  await openHome({ as: 'A' });
  // The copy had the arrears notice, dated on the cards' caption; the server's answer takes it away.
  expect(screen.getByRole('region', { name: '欠费提醒' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('region', { name: '欠费提醒' })).not.toBeInTheDocument(), { timeout: 5000 });
  await waitFor(() => expect(readCopy('homeRooms')?.data).toEqual([]));
});

test('a refresh that fails keeps the copy on screen, dated, with 重试', async () => {
  await visitOnce();
  ageCopy(FIVE_MIN);
  closeApp();
  backend.faults.add({ path: BILLS, networkError: true, times: 10 });

  await openHome({ as: 'A' });
  const region = await cards();
  const status = within(region).getByRole('status');
  await waitFor(() => expect(status).toHaveTextContent('5分钟前的账单 · 未能更新'), { timeout: 5000 });
  expect(within(region).getByText('京A·12345')).toBeInTheDocument();

  backend.faults.clear();
  await userEvent.click(within(status).getByRole('button', { name: '重试' }));
  await waitFor(() => expect(status).toHaveTextContent(''), { timeout: 5000 });
  expect(within(region).getByText('京A·12345')).toBeInTheDocument();
});

test('the room index.html held for the arrears notice is given back as the notice is drawn', async () => {
  await visitOnce();
  expect(readCopy('homeRooms')?.data).toEqual(['home-arrears']);
  closeApp();
  document.documentElement.classList.add('home-arrears');

  await openHome({ as: 'A' });
  await screen.findByRole('region', { name: '欠费提醒' });
  expect(document.documentElement).not.toHaveClass('home-arrears');
});

test('a driver with no plate keeps the prompt’s room, and its placeholder is given back', async () => {
  backend.db.plates = backend.db.plates.filter((p) => p.driverId !== 'D10002');
  await openHome({ as: 'B' });
  await screen.findByRole('region', { name: '添加车辆' });
  await waitFor(() => expect(readCopy('homeRooms')?.data).toContain('home-add-car'));
  expect(document.documentElement).not.toHaveClass('home-add-car');
});

test('sign-out forgets the kept home', async () => {
  await visitOnce();
  const { store } = await openHome({ as: 'A' });
  store.dispatch(loggedOut({ reason: 'user' }));
  expect(readCopy('homeAnswers')).toBeNull();
  expect(readCopy('homeRooms')).toBeNull();
});

test('a copy only seconds old is asked again too: the phone cannot know what happened while the app was closed', async () => {
  await visitOnce();
  closeApp();
  await openHome({ as: 'A' });
  await within(await cards()).findByText('京A·12345');
  await waitFor(() => expect(backend.calls.list(BILLS)).toHaveLength(1));
  await waitFor(() => expect(backend.calls.list('/driver/v2/api/plateCount')).toHaveLength(1));
});
