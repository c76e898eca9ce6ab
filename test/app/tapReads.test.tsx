import { screen, waitFor, within } from '@testing-library/react';
import { forgetEarly } from '@/app/earlyAnswerStore';
import { offerTapReads } from '@/app/tapReads';
import { formatMoney } from '@/lib/format';
import { DRIVER_A } from '@mocks/db/ids';
import { warmPages } from '../payment/kit';
import { backend } from '../support/mockServer';
import { renderApp } from '../support/renderApp';
import { signInAs } from '../support/session';

/**
 * A tile tapped on the home before the app has come: the tap keeper opens the page and the home's early script sends
 * that page's reads at the tap (app/tapReads). The app's page then takes those answers instead of asking again.
 */

beforeAll(() => warmPages(['/wallet']), 60_000);
afterEach(() => {
  forgetEarly();
  delete window.__pageReads;
});

test("a driver's wallet opened by a tap: its reads go out at the tap, and the page draws from them without asking again", async () => {
  signInAs('A');
  offerTapReads();
  window.__pageReads?.('/wallet');
  await waitFor(() => expect(backend.calls.list('/driver/v2/api/wallet/topUpRules', 'GET')).toHaveLength(1));
  expect(backend.calls.list('/driver/v2/api/wallets', 'GET')).toHaveLength(1);

  renderApp('/wallet');
  const driver = backend.db.drivers.find((d) => d.driverId === DRIVER_A)!;
  const mine = await screen.findByRole('region', { name: '我的钱包' }, { timeout: 15_000 });
  expect(within(mine).getByText(formatMoney(driver.balanceCents))).toBeInTheDocument();
  await screen.findByRole('heading', { name: '充值到：通用余额' });
  await new Promise((r) => setTimeout(r, 200));
  for (const path of ['/driver/v2/api/wallets', '/driver/v2/api/wallet/topUpRules', '/driver/v2/api/driverGroupMembers/getMineGroups', '/pay/v2/api/payModel']) {
    expect({ path, calls: backend.calls.list(path, 'GET').length }).toEqual({ path, calls: 1 });
  }
});

test('a visitor sends nothing at a tap, and a page with no early reads, or another site, sends nothing either', async () => {
  offerTapReads();
  expect(window.__pageReads).toBeUndefined();
  signInAs('A');
  offerTapReads();
  window.__pageReads?.('/customerService/index');
  window.__pageReads?.('https://evil.example/wallet');
  await new Promise((r) => setTimeout(r, 100));
  expect(backend.calls.list()).toEqual([]);
});
