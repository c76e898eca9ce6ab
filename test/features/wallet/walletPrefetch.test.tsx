import { configure, screen, waitFor, within } from '@testing-library/react';
import { prefetch } from '@/features/wallet/pages/WalletPage';
import { fastTiming, restoreTiming, warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { storeWithFakes } from '../../support/store';

const WALLETS = '/driver/v2/api/wallets';
const RULES = '/driver/v2/api/wallet/topUpRules';
const GROUPS = '/driver/v2/api/driverGroupMembers/getMineGroups';
const CHANNELS = '/pay/v2/api/payModel';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/wallet']), 60_000);
beforeEach(fastTiming);
afterEach(restoreTiming);

const driverStore = () => storeWithFakes({ preloaded: { session: { status: 'driver', driverId: 'D10001' } } }).store;

/**
 * /wallet asks for its reads as its route matches, not after its first render: the wallets, the chosen wallet's
 * top-up limits once they are in, the groups and the top-up's channels. The page then reads what was asked.
 */
test('the prefetch asks for the wallets, then the default wallet\'s top-up limits, the groups and the channels', async () => {
  signInAs('A');
  const store = driverStore();
  prefetch(new URL('http://localhost/wallet'), store);
  await waitFor(() => expect(backend.calls.list(RULES)).toHaveLength(1));
  expect(backend.calls.list(RULES)[0]?.query).toEqual({ walletId: 'W4001' });
  expect(backend.calls.list(RULES)[0]!.time).toBeGreaterThanOrEqual(backend.calls.list(WALLETS)[0]!.time);
  expect(backend.calls.list(GROUPS)).toHaveLength(1);
  expect(backend.calls.list(CHANNELS)[0]?.query).toEqual({ purpose: 'topUp' });
});

test('the wallet in the address is the one whose limits are asked for', async () => {
  signInAs('A');
  prefetch(new URL('http://localhost/wallet?walletId=W4002'), driverStore());
  await waitFor(() => expect(backend.calls.list(RULES)[0]?.query).toEqual({ walletId: 'W4002' }));
});

test('a visitor\'s prefetch asks for nothing (the page sends them to sign in)', async () => {
  prefetch(new URL('http://localhost/wallet'), storeWithFakes().store);
  await new Promise((r) => setTimeout(r, 200));
  expect(backend.calls.list(WALLETS)).toHaveLength(0);
});

test('opening /wallet: each read is made once, and the page shows the figures', async () => {
  signInAs('A');
  renderApp('/wallet');
  const own = await screen.findByRole('region', { name: '我的钱包' }, { timeout: 15_000 });
  expect(within(own).getAllByRole('listitem')[0]).toHaveTextContent('余额 100.00元');
  await screen.findByRole('region', { name: '车队钱包' });
  for (const path of [WALLETS, RULES, GROUPS, CHANNELS]) expect(backend.calls.list(path)).toHaveLength(1);
});
