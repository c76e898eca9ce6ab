import { screen, waitFor } from '@testing-library/react';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { issueTokenPair } from '@mocks/db/tokens';
import { DRIVER_A } from '@mocks/db/ids';

beforeAll(() => warmPages(['/chargingPage']), 60_000);

/** A's seed session ended: only the unpaid bill C30011 (yesterday at 东方广场) could stand in the way. */
function endSeedSession() {
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001');
  if (!seed) throw new Error('seed session C30001 missing');
  const past = backend.clock.now() - 10 * 60_000;
  Object.assign(seed, { stopRequestedAt: past, stopConfirmedAt: past, leftAt: past });
}

async function appealC30011() {
  const res = await fetch('http://localhost/api/cps/v2/api/chargingAppeals', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ClientType: '2', Authorization: issueTokenPair(backend.db, DRIVER_A, backend.clock.now()).token },
    body: JSON.stringify({ orderNo: 'C30011', reason: '未充上电仍扣费', description: '', pictures: [] }),
  });
  expect(((await res.json()) as { code: string }).code).toBe('200');
}

test('the start page names an unpaid charging bill as blocking, and not once it is under dispute', async () => {
  signInAs('A');
  endSeedSession();
  const first = renderApp('/chargingPage?pileCode=200101');
  expect(await screen.findByText(/您有一笔未支付的充电订单/, {}, { timeout: 15_000 })).toBeInTheDocument();
  first.unmount();
  await appealC30011();
  renderApp('/chargingPage?pileCode=200101');
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' }, { timeout: 15_000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('group', { name: '支付方式' })).toBeInTheDocument());
  expect(screen.queryByText(/您有一笔未支付的充电订单/)).not.toBeInTheDocument();
});
