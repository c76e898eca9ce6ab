import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionTiming } from '@/features/charging/session/sessionPolling';
import { formatMoney } from '@/lib/format';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => warmPages(['/chargingResults', '/mine']), 60_000);

const real = { ...sessionTiming };
beforeEach(() => Object.assign(sessionTiming, { busyMs: 40, chargingMs: 60, stopConfirmMs: 300 }));
afterEach(() => Object.assign(sessionTiming, real));

const balanceOfA = () => backend.db.drivers.find((d) => d.phone === '13800138000')!.balanceCents;

test('a session the server bills from the balance at its end: /mine, reached without a reload, shows the balance the server holds', async () => {
  signInAs('A');
  const { router } = renderApp('/mine');
  // /mine first, so the old balance is cached, as it is for a driver who looked before charging.
  expect(await screen.findByText(formatMoney(10000))).toBeInTheDocument();

  await act(() => router.navigate('/chargingResults?orderNo=C30001'));
  fireEvent.click(await screen.findByRole('button', { name: '停止充电' }));
  await waitFor(() => expect(backend.calls.list('/cps/v2/api/chargingOrders/C30001/stop')).toHaveLength(1));
  expect(await screen.findByText('正在停止')).toBeInTheDocument();
  backend.clock.advance(6_000);
  expect(await screen.findByText('充电已结束')).toBeInTheDocument();
  const after = balanceOfA();
  expect(after).toBeLessThan(10000);

  await act(() => router.navigate('/mine'));
  await waitFor(() => expect(screen.getByText(formatMoney(after))).toBeInTheDocument());
  expect(screen.queryByText(formatMoney(10000))).not.toBeInTheDocument();
});
