import { act, screen, waitFor } from '@testing-library/react';
import { createMockBackend } from '@mocks/backend';
import { createHandlers } from '@mocks/handlers';
import { DRIVER_A } from '@mocks/db/ids';
import { issueTokenPair } from '@mocks/db/tokens';
import { sessionAt } from '@mocks/services/cps/sessionModel';
import { saveTokens } from '@/session/tokens';
import { server } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { warmPages } from '../../../payment/kit';

const MIN = 60_000;
const GRACE_MS = 15 * MIN;

/**
 * The server on the phone's clock: jest's fake time moves both, so a test says "a minute passes" once and the page's
 * schedule and the server's fee see the same minute (the shared backend reads the real clock, which fake time does
 * not move).
 */
const backend = createMockBackend({ now: () => Date.now() });

beforeAll(() => warmPages(['/chargingResults']), 60_000);
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  backend.reset();
  server.use(...createHandlers(backend));
  saveTokens(issueTokenPair(backend.db, DRIVER_A));
});
afterEach(() => jest.useRealTimers());

const asked = (orderNo: string) => backend.calls.list(`/cps/v2/api/chargingOrders/${orderNo}`, 'GET').length;
const idleNotice = () => screen.getByRole('region', { name: '占位费' });

async function pass(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/**
 * A charges 10 minutes at 王府井 (0.50元 a started minute from 15 minutes after the end, capped at 30.00元) and
 * leaves the car there; the clock is moved to `beforeGraceEnd` before the idle fee starts (negative: after).
 * A's seed session and unpaid bill would refuse the start: they are ended and paid first, the car long gone.
 */
async function sessionEndedOfA(beforeGraceEnd: number): Promise<{ orderNo: string; graceEnd: number }> {
  const now = backend.clock.now();
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  Object.assign(seed, { stopRequestedAt: now - 10 * MIN, stopConfirmedAt: now - 10 * MIN, leftAt: now - 10 * MIN });
  for (const o of backend.db.chargingOrders) if (o.driverId === DRIVER_A && o.orderState === 2) o.orderState = 3;
  const res = await fetch('http://localhost/api/cps/v2/api/chargingOrders', {
    method: 'POST',
    headers: { ClientType: '2', Authorization: issueTokenPair(backend.db, DRIVER_A).token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ pileCode: '200101', gunNo: 'A', payMode: 'balance', stopCondition: { type: 'minutes', minutes: 10 } }),
  });
  const { orderNo } = ((await res.json()) as { data: { orderNo: string } }).data;
  const session = backend.db.chargingSessions.find((x) => x.orderNo === orderNo)!;
  backend.clock.advance(12 * MIN);
  const endedAt = sessionAt(session, backend.clock.now()).endedAt!;
  const graceEnd = endedAt + GRACE_MS;
  backend.clock.advance(graceEnd - beforeGraceEnd - backend.clock.now());
  return { orderNo, graceEnd };
}

test('the open session page asks again when the countdown ends and at each step of the fee, and nowhere in between; the amount on screen is the server\'s', async () => {
  const { orderNo, graceEnd } = await sessionEndedOfA(20_000);
  const view = renderApp(`/chargingResults?orderNo=${orderNo}`);
  expect(await screen.findByText('充电已结束', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(idleNotice()).toHaveTextContent(/距开始计费 0 分 \d\d 秒/);
  const first = asked(orderNo);

  // The countdown ran out half a second ago: the server's answer from before it has no amount to show yet.
  await pass(graceEnd - backend.clock.now() + 500);
  expect(idleNotice()).toHaveTextContent('占位费已开始计费（每分钟0.50元，封顶30.00元），正在查询费用');
  expect(idleNotice()).not.toHaveTextContent('已产生');
  expect(asked(orderNo)).toBe(first);

  // Just after the first minute started, the server is asked, once, and its amount shown.
  await pass(3_000);
  await waitFor(() => expect(idleNotice()).toHaveTextContent('占位费计费中（每分钟0.50元，封顶30.00元），已产生 0.50元'));
  expect(asked(orderNo)).toBe(first + 1);

  // Nothing rises for the rest of that minute, and nothing is asked.
  await pass(50_000);
  expect(asked(orderNo)).toBe(first + 1);
  await pass(10_000);
  await waitFor(() => expect(idleNotice()).toHaveTextContent('已产生 1.00元'));
  expect(asked(orderNo)).toBe(first + 2);
  await pass(60_000);
  await waitFor(() => expect(idleNotice()).toHaveTextContent('已产生 1.50元'));
  expect(asked(orderNo)).toBe(first + 3);
  expect(backend.db.occupyOrders.find((o) => o.orderNo === orderNo)?.feeCents).toBe(150);

  // Off screen: no more asks, however much the fee grows meanwhile.
  view.unmount();
  await pass(5 * MIN);
  expect(asked(orderNo)).toBe(first + 3);
});

test('at the cap the page says so and asks no more', async () => {
  // 58½ minutes into the fee: 59 started minutes, 29.50元; the 60th reaches the cap.
  const { orderNo } = await sessionEndedOfA(-(58 * MIN + 30_000));
  renderApp(`/chargingResults?orderNo=${orderNo}`);
  expect(await screen.findByText('充电已结束', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(idleNotice()).toHaveTextContent('已产生 29.50元');
  const first = asked(orderNo);

  await pass(33_000);
  await waitFor(() => expect(idleNotice()).toHaveTextContent('占位费已达封顶 30.00元，不再增加'));
  expect(asked(orderNo)).toBe(first + 1);
  await pass(10 * MIN);
  expect(asked(orderNo)).toBe(first + 1);
  expect(idleNotice()).toHaveTextContent('占位费已达封顶 30.00元');
});

test('the car leaving is learnt at the next step, and the notice goes', async () => {
  const { orderNo } = await sessionEndedOfA(-5 * MIN - 30_000);
  renderApp(`/chargingResults?orderNo=${orderNo}`);
  expect(await screen.findByText('充电已结束', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(idleNotice()).toHaveTextContent('已产生 3.00元');
  const first = asked(orderNo);
  await fetch(`http://localhost/__mock/charging/${orderNo}/leave`, { method: 'POST' });

  await pass(33_000);
  await waitFor(() => expect(screen.queryByRole('region', { name: '占位费' })).not.toBeInTheDocument());
  expect(asked(orderNo)).toBe(first + 1);
  await pass(5 * MIN);
  expect(asked(orderNo)).toBe(first + 1);
});
