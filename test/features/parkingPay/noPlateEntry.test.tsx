import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fmtTime } from '@mocks/services/charge/bills';
import { formatDateTime } from '@/lib/time';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { warmPages } from '../../payment/kit';

/**
 * A car with no plate scans the entry lane's code and the phone becomes its ticket (docs/rules/plate-less-car.md):
 * the lot and lane as the server has them, one tap, the stay recorded against this phone, nothing asked of the driver.
 */

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/noPlateEntry']), 60_000);

const URL_N1 = '/noPlateEntry?parkId=P1001&laneCode=N1';
const ENTRIES = '/charge/v2/api/noPlate/entries';
const TICKET_KEY = 'driverApp.noPlateTicket';
const stays = () => backend.db.noPlateStays;
const billOf = (uniqueId: string) => backend.db.parkOrders.find((b) => b.uniqueId === uniqueId)!;

test('in a plain browser a visitor enters: one tap however often, the stay recorded against the phone\'s ticket, shown again after a reload', async () => {
  const first = renderApp(URL_N1);
  Object.assign(first.platform, { kind: 'browser' });
  expect(await screen.findByText('王府井百货地下停车场 · 入口1号车道')).toBeInTheDocument();
  expect(screen.getByText('无牌车扫码入场：本手机将作为本次停车的凭证，出场时请用本手机扫描出口车道二维码')).toBeInTheDocument();
  // A look makes no ticket and asks nothing: no sign-in, no phone number, no position.
  expect(window.localStorage.getItem(TICKET_KEY)).toBeNull();
  expect(first.router.state.location.pathname).toBe('/noPlateEntry');

  const confirm = screen.getByRole('button', { name: '确认入场' });
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  expect(await screen.findByRole('heading', { name: '已入场' })).toBeInTheDocument();

  // What the server recorded: one stay, under this phone's ticket, its bill under the pseudo plate at the lot's rule.
  const ticket = window.localStorage.getItem(TICKET_KEY);
  expect(ticket).toMatch(/^[0-9a-f]{32}$/);
  const sent = backend.calls.list(ENTRIES, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ parkId: 'P1001', laneCode: 'N1', ticket });
  expect(sent[0]?.headers.authorization ?? '').toBe('');
  expect(stays()).toEqual([{ uniqueId: expect.stringMatching(/^U\d+$/), holder: { kind: 'ticket', value: ticket }, entryLaneCode: 'N1', entryBarrierOpened: true, freeExit: null }]);
  const bill = billOf(stays()[0]!.uniqueId);
  expect(bill).toMatchObject({ parkId: 'P1001', plateNo: '无牌车', state: 'parking', rule: { freeMinutes: 15, unitCents: 1000 } });
  expect(first.platform.callsOf('locate')).toEqual([]);

  // The page: the lot and the time in by the server's clock; the barrier opened.
  const card = screen.getByRole('region', { name: '入场信息' });
  const timeIn = formatDateTime(fmtTime(bill.inTime));
  expect(within(card).getByText('王府井百货地下停车场')).toBeInTheDocument();
  expect(within(card).getByText(timeIn)).toBeInTheDocument();
  expect(screen.getByText(/入口道闸已开启，请驶入/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '确认入场' })).not.toBeInTheDocument();
  first.unmount();

  // A reload, or the code scanned again while inside: the same stay, nothing new recorded.
  const again = renderApp(URL_N1);
  Object.assign(again.platform, { kind: 'browser' });
  expect(await screen.findByRole('heading', { name: '已入场' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: '入场信息' })).getByText(timeIn)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '确认入场' })).not.toBeInTheDocument();
  expect(backend.calls.list(ENTRIES, 'POST')).toHaveLength(1);
  expect(stays()).toHaveLength(1);
});

test('the server answers a second entry of the same phone at the same lot with the same stay', async () => {
  const body = { parkId: 'P1001', laneCode: 'N2', ticket: 'a'.repeat(32) };
  const post = () => fetch(`http://localhost/api${ENTRIES}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ClientType: '2' }, body: JSON.stringify(body) }).then((r) => r.json());
  const a = await post();
  const b = await post();
  expect(a.code).toBe('200');
  expect(b.data.stayId).toBe(a.data.stayId);
  // N2's barrier is broken: the stay is recorded all the same, and says so.
  expect(a.data.entryBarrierOpened).toBe(false);
  expect(stays()).toHaveLength(1);
});

test('inside WeChat the host\'s identity is the ticket: no token is made or sent', async () => {
  const { platform } = renderApp(URL_N1);
  Object.assign(platform, { silentIdentity: () => Promise.resolve('oWx_noplate_1') });
  fireEvent.click(await screen.findByRole('button', { name: '确认入场' }));
  expect(await screen.findByRole('heading', { name: '已入场' })).toBeInTheDocument();
  expect(backend.calls.list(ENTRIES, 'POST')[0]?.body).toEqual({ parkId: 'P1001', laneCode: 'N1', openid: 'oWx_noplate_1' });
  expect(stays()[0]?.holder).toEqual({ kind: 'openid', value: 'oWx_noplate_1' });
  expect(window.localStorage.getItem(TICKET_KEY)).toBeNull();
  expect(screen.getByText(/出场时请用本手机微信扫描出口车道二维码缴费/)).toBeInTheDocument();
  // The read that follows asks with the same identity.
  await waitFor(() => expect(backend.calls.list('/charge/v2/api/noPlate/entryLane', 'GET').at(-1)?.query).toMatchObject({ openid: 'oWx_noplate_1' }));
});

test('a code that names no entry lane says so on the page, with nothing recorded', async () => {
  renderApp('/noPlateEntry?parkId=P1001&laneCode=N9');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('未找到该车道，请重新扫码')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '确认入场' })).not.toBeInTheDocument();
  expect(stays()).toEqual([]);
});

test('a browser that cannot keep the ticket is told before anything is recorded', async () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  try {
    const { platform } = renderApp(URL_N1);
    Object.assign(platform, { kind: 'browser' });
    fireEvent.click(await screen.findByRole('button', { name: '确认入场' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/无法保存入场凭证/);
    expect(backend.calls.list(ENTRIES, 'POST')).toEqual([]);
    expect(stays()).toEqual([]);
  } finally {
    setItem.mockRestore();
  }
});
