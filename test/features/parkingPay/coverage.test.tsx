import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import type { DialogOptions } from '@/ui/feedback/types';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { fastTiming, restoreTiming, warmPages } from '../../payment/kit';

const URL_A = '/payPage?uniqueId=U20001&parkId=P1001';
const PAY = '/charge/v2/api/payCharges';
const WITHHOLD_TEXT = '该车牌已开通无感支付，离场时将自动扣费，无需现在支付';
const press = (...texts: string[]) => (d: DialogOptions) => d.actions.find((a) => texts.includes(a.text))?.key ?? null;
const bill = (id: string) => backend.db.parkOrders.find((o) => o.uniqueId === id)!;

configure({ asyncUtilTimeout: 4000 });

beforeAll(() => warmPages(['/payPage', '/payResultPage', '/parkingRecordDetail']), 60_000);
beforeEach(() => {
  fastTiming();
  signInAs('A');
});
afterEach(() => {
  restoreTiming();
  window.sessionStorage.clear();
});

/** A signs 京A12345 (parked now as U20001) up for 无感支付 through WeChat. */
function signWithholding() {
  backend.db.withholdContracts.push({
    contractId: 'WH9001', driverId: DRIVER_A, plateId: 'PL1', plateNo: '京A12345', plateColor: 1, channel: 3, state: 'active', signedAt: backend.clock.now(), terminatedAt: null,
  });
}

async function control(path: string, body: unknown = {}) {
  await fetch(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

describe('withholding covers the bill of a car still parked', () => {
  beforeEach(signWithholding);

  test('the notice replaces 立即支付: 无需支付 first, 仍要现在支付 beside it, and nothing is paid', async () => {
    renderApp(URL_A);
    const notice = (await screen.findByText(WITHHOLD_TEXT)).closest('[role="status"]');
    expect(notice).toHaveTextContent(`无感支付（微信）${WITHHOLD_TEXT}`);
    expect(screen.getByRole('link', { name: '无需支付' })).toHaveAttribute('href', '/home');
    await waitFor(() => expect(screen.getByRole('button', { name: '仍要现在支付' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
    expect(backend.calls.list(PAY, 'POST')).toHaveLength(0);
  });

  test('仍要现在支付 says what follows; 暂不支付 pays nothing', async () => {
    const { ui } = renderApp(URL_A, { answer: press('暂不支付') });
    const anyway = await screen.findByRole('button', { name: '仍要现在支付' });
    await waitFor(() => expect(anyway).toBeEnabled());
    fireEvent.click(anyway);
    await waitFor(() => expect(ui.dialogs).toHaveLength(1));
    expect(ui.dialogs[0]?.content).toContain('现在支付后，离场时无感支付将不再扣费');
    expect(ui.dialogs[0]?.actions.map((a) => [a.text, !!a.primary])).toEqual([['暂不支付', false], ['确认现在支付', true]]);
    await waitFor(() => expect(anyway).toBeEnabled());
    expect(backend.calls.list(PAY, 'POST')).toHaveLength(0);
  });

  test('confirmed: the payment is sent with confirmCovered and the bill is paid on the server', async () => {
    const { ui } = renderApp(URL_A, { answer: press('确认现在支付', '确认支付 ¥20.00') });
    fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
    const anyway = await screen.findByRole('button', { name: '仍要现在支付' });
    await waitFor(() => expect(anyway).toBeEnabled());
    fireEvent.click(anyway);
    await waitFor(() => expect(backend.calls.list(PAY, 'POST')).toHaveLength(1));
    expect(backend.calls.list(PAY, 'POST')[0]?.body).toMatchObject({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 6, confirmCovered: true });
    expect(ui.dialogs.map((d) => d.title)).toEqual(['仍要现在支付？', '余额支付']);
    await waitFor(() => expect(bill('U20001').state).toBe('paid'));
  });
});

test('an ETC deduction under way: only 刷新, and once it failed the bill may be paid', async () => {
  await control('/__mock/bills/U20001/etc', { state: 'deducting' });
  renderApp(URL_A);
  expect(await screen.findByText('ETC正在扣费，请勿重复支付，稍后刷新查看结果')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '仍要现在支付' })).not.toBeInTheDocument();
  await control('/__mock/bills/U20001/etc', { state: 'failed' });
  fireEvent.click(screen.getByRole('button', { name: '刷新' }));
  expect(await screen.findByRole('button', { name: '立即支付' })).toBeInTheDocument();
  expect(screen.queryByText('ETC正在扣费，请勿重复支付，稍后刷新查看结果')).not.toBeInTheDocument();
});

test('a cover that appeared after the page loaded: the refusal shows the cover, not a toast', async () => {
  const { ui } = renderApp(URL_A, { answer: press('确认支付 ¥20.00') });
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  const pay = await screen.findByRole('button', { name: '立即支付' });
  await waitFor(() => expect(pay).toBeEnabled());
  signWithholding();
  fireEvent.click(pay);
  expect(await screen.findByText(WITHHOLD_TEXT)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '仍要现在支付' })).toBeInTheDocument();
  const refused = backend.calls.list(PAY, 'POST');
  expect(refused).toHaveLength(1);
  expect(refused[0]?.body).not.toHaveProperty('confirmCovered');
  expect(ui.toasts).toEqual([]);
  expect(bill('U20001').state).toBe('parking');
  expect(backend.calls.list('/charge/v2/api/payCharges/coverage').length).toBeGreaterThanOrEqual(2);
});

test('a deduction after the driver paid: the bill, opened again, shows the refund with its times', async () => {
  signWithholding();
  const { router } = renderApp(URL_A, { answer: press('确认现在支付', '确认支付 ¥20.00') });
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  const anyway = await screen.findByRole('button', { name: '仍要现在支付' });
  await waitFor(() => expect(anyway).toBeEnabled());
  fireEvent.click(anyway);
  await waitFor(() => expect(bill('U20001').state).toBe('paid'));
  await act(() => router.navigate(URL_A));
  expect(await screen.findByRole('heading', { name: '该账单已支付' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '重复扣款退回' })).not.toBeInTheDocument();

  await control('/__mock/bills/U20001/withholdDeduct');
  const fee = bill('U20001').totalCents! - bill('U20001').discountCents;
  const line = `重复扣款 ${(fee / 100).toFixed(2)}元（无感支付（微信））· 退回中`;
  // Revisited: the bill page asks again and shows what the server holds now.
  await act(() => router.navigate('/home'));
  await act(() => router.navigate(URL_A));
  const refunds = await screen.findByRole('region', { name: '重复扣款退回' });
  expect(within(refunds).getByText(line)).toBeInTheDocument();
  expect(within(refunds).getByText('离场时无感支付再次扣费')).toBeInTheDocument();
  expect(within(refunds).getByText(/^扣款时间 .+ · 正在原路退回$/)).toBeInTheDocument();

  // Two minutes on: arrived, on the parking record's detail too.
  backend.clock.advance(2 * 60_000);
  await act(() => router.navigate('/parkingRecordDetail?uniqueId=U20001&parkId=P1001'));
  const later = await screen.findByRole('region', { name: '重复扣款退回' });
  expect(await within(later).findByText(line.replace('退回中', '已自动退回'))).toBeInTheDocument();
  expect(within(later).getByText(/· 退回时间 /)).toBeInTheDocument();
});
