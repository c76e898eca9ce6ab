import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

const CAR_OUT = '/charge/v2/api/driverActiveCarOut';
const URL_A = '/payPage?uniqueId=U20001&parkId=P1001';
const bill = (id: string) => backend.db.parkOrders.find((o) => o.uniqueId === id)!;

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/payPage']), 60_000);
afterEach(() => window.localStorage.clear());

test('a stay of 30 hours is asked about; 我已离场 ends it on the server and the bill shows what is due', async () => {
  bill('U20001').inTime = Date.now() - 30 * 3_600_000;
  signInAs('A');
  renderApp(URL_A);
  const ask = await screen.findByRole('region', { name: '还在停车场吗？' });
  expect(ask).toHaveTextContent('这辆车已记录在场1天6小时');
  fireEvent.click(within(ask).getByRole('button', { name: '我已离场' }));
  await waitFor(() => expect(backend.calls.list(CAR_OUT, 'POST')).toHaveLength(1));
  expect(backend.calls.list(CAR_OUT, 'POST')[0]?.body).toEqual({ uniqueId: 'U20001', parkId: 'P1001' });
  await waitFor(() => expect(screen.queryByRole('region', { name: '还在停车场吗？' })).not.toBeInTheDocument());
  expect(bill('U20001').state).not.toBe('parking');
});

test('仍在停车 is remembered for that bill; a short stay is never asked about', async () => {
  bill('U20001').inTime = Date.now() - 26 * 3_600_000;
  signInAs('A');
  const first = renderApp(URL_A);
  fireEvent.click(within(await screen.findByRole('region', { name: '还在停车场吗？' })).getByRole('button', { name: '仍在停车' }));
  expect(screen.queryByRole('region', { name: '还在停车场吗？' })).not.toBeInTheDocument();
  first.unmount();
  renderApp(URL_A);
  await screen.findByRole('region', { name: '停车账单' });
  expect(screen.queryByRole('region', { name: '还在停车场吗？' })).not.toBeInTheDocument();
  expect(backend.calls.list(CAR_OUT, 'POST')).toHaveLength(0);

  window.localStorage.clear();
  bill('U20001').inTime = Date.now() - 3 * 3_600_000;
  renderApp(URL_A);
  await screen.findAllByRole('region', { name: '停车账单' });
  expect(screen.queryByRole('region', { name: '还在停车场吗？' })).not.toBeInTheDocument();
});

test('a plate seen leaving another lot since is asked about however short the stay, with where and when it left', async () => {
  // The customer's 京F77777: recorded at 金融街 for 7 hours, and through 西单 in 12 free minutes since.
  signInAs('customer');
  renderApp('/payPage?uniqueId=U20031&parkId=P1010');
  const ask = await screen.findByRole('region', { name: '还在停车场吗？' });
  const left = bill('U20032').outTime!;
  const when = new Date(left + 8 * 3_600_000).toISOString().slice(5, 16).replace('T', ' ');
  expect(ask).toHaveTextContent(`这辆车${when}已从西单大悦城停车场离场，本停车场却仍记录在场。`);
  fireEvent.click(within(ask).getByRole('button', { name: '我已离场' }));
  await waitFor(() => expect(backend.calls.list(CAR_OUT, 'POST')[0]?.body).toEqual({ uniqueId: 'U20031', parkId: 'P1010' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: '还在停车场吗？' })).not.toBeInTheDocument());
});

test('where a plate has been is its driver\'s: a visitor looking the bill up is not told, nor asked', async () => {
  renderApp('/payPage?uniqueId=U20031&parkId=P1010');
  await screen.findAllByRole('region', { name: '停车账单' });
  expect(screen.queryByRole('region', { name: '还在停车场吗？' })).not.toBeInTheDocument();
  expect(screen.queryByText(/西单/)).not.toBeInTheDocument();
});
