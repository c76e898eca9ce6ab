import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMockBackend } from '@mocks/backend';
import { createHandlers } from '@mocks/handlers';
import { DRIVER_A } from '@mocks/db/ids';
import { issueTokenPair } from '@mocks/db/tokens';
import { formatMoney } from '@/lib/format';
import { saveTokens } from '@/session/tokens';
import { server } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { warmPages } from '../../../payment/kit';

/**
 * The running session's reads are the page's query polling (RTK Query pollingInterval, skipPollingIfUnfocused),
 * not a saga's loop: every 10 s while it charges, every 3 s while it stops, none in the background or once the page
 * is gone. The server runs on the phone's clock (jest's fake time moves both), so "10 s pass" is one statement.
 */
const backend = createMockBackend({ now: () => Date.now() });

beforeAll(() => warmPages(['/chargingResults', '/mine']), 60_000);
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  backend.reset();
  server.use(...createHandlers(backend));
  saveTokens(issueTokenPair(backend.db, DRIVER_A));
});
afterEach(() => jest.useRealTimers());

const SESSION = '/cps/v2/api/chargingOrders/C30001';
const STOP = '/cps/v2/api/chargingOrders/C30001/stop';
const asked = () => backend.calls.list(SESSION, 'GET').length;
const kwhShown = () => within(screen.getByRole('region', { name: '充电数据' })).getByText(/^\d+\.\d\d 度$/).textContent;

async function pass(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

test('while it charges the session is asked every 10 s and the figures follow; nothing in the background, at once on coming back; nothing once the page is gone', async () => {
  const view = renderApp('/chargingResults?orderNo=C30001');
  expect(await screen.findByText('充电中', {}, { timeout: 15_000 })).toBeInTheDocument();
  const first = asked();
  const before = kwhShown();

  await pass(9_000);
  expect(asked()).toBe(first);
  await pass(1_500);
  expect(asked()).toBe(first + 1);
  await waitFor(() => expect(kwhShown()).not.toBe(before));
  await pass(10_000);
  expect(asked()).toBe(first + 2);

  // The app goes to the background (RTK Query's focus, which setupListeners feeds from visibilitychange).
  act(() => {
    view.store.dispatch({ type: '__rtkq/unfocused' });
  });
  await pass(60_000);
  expect(asked()).toBe(first + 2);
  act(() => {
    view.store.dispatch({ type: '__rtkq/focused' });
  });
  await waitFor(() => expect(asked()).toBe(first + 3));

  view.unmount();
  await pass(60_000);
  expect(asked()).toBe(first + 3);
});

test('a stop: sent once, the session asked every 3 s until the pile confirms it, then the bill; the stop is never sent again', async () => {
  renderApp('/chargingResults?orderNo=C30001');
  const stop = await screen.findByRole('button', { name: '停止充电' }, { timeout: 15_000 });
  fireEvent.click(stop);
  fireEvent.click(stop);
  await waitFor(() => expect(backend.calls.list(STOP)).toHaveLength(1));
  expect(await screen.findByText('正在停止')).toBeInTheDocument();
  const stopping = asked();

  // The mock's pile confirms 5 s after the stop: asked at 3 s (still stopping) and 6 s (ended).
  await pass(3_100);
  expect(asked()).toBe(stopping + 1);
  expect(screen.queryByText('充电已结束')).not.toBeInTheDocument();
  await pass(3_000);
  expect(await screen.findByText('充电已结束')).toBeInTheDocument();
  expect(asked()).toBe(stopping + 2);
  expect(within(screen.getByRole('region', { name: '充电账单' })).getByText('已支付')).toBeInTheDocument();

  // Ended: only the idle fee's schedule asks (its countdown is 15 minutes long), and the stop is not sent again.
  await pass(60_000);
  expect(asked()).toBe(stopping + 2);
  expect(backend.calls.list(STOP)).toHaveLength(1);
});

test('a driver who stops and leaves the page: the stop is followed to its end all the same, and /mine shows the balance it billed', async () => {
  const { router } = renderApp('/mine');
  expect(await screen.findByText(formatMoney(10000), {}, { timeout: 15_000 })).toBeInTheDocument();
  // Not awaited: the navigation's loader waits on timers that only the test moves.
  act(() => void router.navigate('/chargingResults?orderNo=C30001'));
  fireEvent.click(await screen.findByRole('button', { name: '停止充电' }, { timeout: 15_000 }));
  await waitFor(() => expect(backend.calls.list(STOP)).toHaveLength(1));
  act(() => void router.navigate('/mine'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
  const left = asked();

  await pass(6_500);
  expect(asked()).toBeGreaterThan(left);
  const balance = backend.db.drivers.find((d) => d.phone === '13800138000')!.balanceCents;
  expect(balance).toBeLessThan(10000);
  await waitFor(() => expect(screen.getByText(formatMoney(balance))).toBeInTheDocument());

  // Ended and nobody showing it: no more asks.
  const ended = asked();
  await pass(60_000);
  expect(asked()).toBe(ended);
  expect(backend.calls.list(STOP)).toHaveLength(1);
});
