import { configure, screen, waitFor, within } from '@testing-library/react';
import { prefetch } from '@/features/parkingPay/pages/PayPage';
import { storeWithFakes } from '../../support/store';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { fastTiming, restoreTiming, warmPages } from '../../payment/kit';

const DETAIL = '/charge/v2/api/parkOrders/msp/detail';
const COUPONS = '/charge/v2/api/parkOrders/msp/usableCoupons';
const TICKET = '/driver/v2/api/getTokenByTicket';
/** What the channel picker reads: the payment model, the lot's pay types and the driver's balance. */
const CHANNELS = ['/pay/v2/api/payModel', '/dealer/v2/api/parkPayTypesFetch', '/driver/v2/api/balanceInfo'];

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/payPage']), 60_000);
beforeEach(fastTiming);
afterEach(restoreTiming);

/**
 * /payPage asks for its bill (and a driver's coupons) while its code loads, not after its first render; the page
 * then reads what was asked, so each call is made once.
 */
test('a driver opening /payPage: the bill and the coupons are asked for once each, and the bill shows', async () => {
  signInAs('A');
  renderApp('/payPage?uniqueId=U20001&parkId=P1001');
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(within(card).getByText('京A·12345')).toBeInTheDocument();
  await screen.findByRole('button', { name: '立即支付' });
  for (const path of [DETAIL, COUPONS, ...CHANNELS]) expect(backend.calls.list(path)).toHaveLength(1);
});

test('a visitor: the bill is asked for, the coupons (a driver\'s) are not', async () => {
  renderApp('/payPage?uniqueId=U20001&parkId=P1001');
  await screen.findByRole('link', { name: '登录后支付' });
  expect(backend.calls.list(DETAIL)).toHaveLength(1);
  expect(backend.calls.list(COUPONS)).toHaveLength(0);
});

test('opened with a shell ticket: nothing is asked before the ticket is exchanged, and the calls carry its token', async () => {
  const reqJson = encodeURIComponent(JSON.stringify({ ticket: 'TICKET-DEMO-A', openid: 'oWx_demo_A' }));
  renderApp(`/payPage?uniqueId=U20001&parkId=P1001&reqJson=${reqJson}`);
  await screen.findByRole('button', { name: '立即支付' });
  const exchange = backend.calls.list(TICKET)[0];
  const detail = backend.calls.list(DETAIL)[0];
  const coupons = backend.calls.list(COUPONS)[0];
  expect(exchange).toBeDefined();
  expect(detail?.time).toBeGreaterThanOrEqual(exchange?.time ?? Infinity);
  expect(detail?.headers.authorization).toMatch(/^at_/);
  expect(coupons?.headers.authorization).toBe(detail?.headers.authorization);
  expect(backend.calls.list(DETAIL)).toHaveLength(1);
});

test('the prefetch itself asks for the bill and the coupons, with nothing rendered', async () => {
  signInAs('A');
  const { store } = storeWithFakes({ preloaded: { session: { status: 'driver', driverId: 'D10001' } } });
  prefetch(new URL('http://localhost/payPage?uniqueId=U20001&parkId=P1001'), store);
  await waitFor(() => expect(backend.calls.list(DETAIL)).toHaveLength(1));
  expect(backend.calls.list(DETAIL)[0]?.body).toEqual({ uniqueId: 'U20001', parkId: 'P1001' });
  await waitFor(() => expect(backend.calls.list(COUPONS)[0]?.query).toEqual({ uniqueId: 'U20001', parkId: 'P1001' }));
  for (const path of CHANNELS) await waitFor(() => expect(backend.calls.list(path)).toHaveLength(1));
});
