import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { BillPay } from '@/features/parkingPay/components/BillPay';
import { PlatformProvider } from '@/platform/PlatformContext';
import type { DialogOptions } from '@/ui/feedback/types';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { storeWithFakes } from '../../support/store';
import { fastTiming, payWhenReady, restoreTiming, warmPages } from '../../payment/kit';

/**
 * A genuine code can still name somebody else's car: a sticker at an exit with one car's bill link on it would have
 * every driver pay for that car. A bill opened from a scan names who is paid (收款方), and a car that is not one of the
 * driver's bound plates is said plainly, with 立即支付 asking 确认代付 first; 取消 pays nothing.
 */

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/scanPayPage', '/scanOverduePay', '/payResultPage', '/login']), 60_000);
beforeEach(fastTiming);
afterEach(() => {
  restoreTiming();
  window.sessionStorage.clear();
});

/** Another driver's car (津C66666) parked at P1009, whose operator is 北京绿能智行充电科技有限公司. */
const OTHER_BILL = '/scanPayPage?parkId=P1009&uniqueId=U20021';
/** Driver A's own 京A12345 at P1001, operated by 北京静态交通运营管理有限公司. */
const OWN_BILL = '/scanPayPage?parkId=P1001&uniqueId=U20001';
const NOT_OWN = '该账单车牌 津C·66666 不是您绑定的车辆，请确认是否为他人代付';
const PAY = '/charge/v2/api/payCharges';
const PAY_BATCH = '/charge/v2/api/payCharges/batch';

const isProxyAsk = (d: DialogOptions) => d.actions.some((a) => a.text === '确认代付');
/** Answers the 代付 question with `reply()` (its key for 取消 or 确认代付); leaves any other dialog unanswered. */
const answerProxy = (reply: () => '取消' | '确认代付') => (d: DialogOptions) =>
  isProxyAsk(d) ? (d.actions.find((a) => a.text === reply())?.key ?? null) : null;
const bill = (id: string) => backend.db.parkOrders.find((o) => o.uniqueId === id)!;

test("another car's bill from a scanned link: plate, lot and payee shown, the warning said, and paying asks first", async () => {
  signInAs('A');
  let reply: '取消' | '确认代付' = '取消';
  const { ui, router } = renderApp(OTHER_BILL, { answer: answerProxy(() => reply) });
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(within(card).getByRole('heading', { name: '崇文门新世界商场停车场' })).toBeInTheDocument();
  expect(within(card).getByText('津C·66666')).toBeInTheDocument();
  expect(screen.getByText('收款方：北京绿能智行充电科技有限公司')).toBeInTheDocument();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(NOT_OWN)).toBeInTheDocument();
  // The driver's plates were asked for: the answer is the server's, not a guess.
  expect(backend.calls.list('/driver/v2/api/plates')).toHaveLength(1);

  // 取消: nothing is paid, nothing is asked of the server, the driver stays on the bill.
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(ui.dialogs.filter(isProxyAsk)).toHaveLength(1));
  const asked = ui.dialogs[0]!;
  expect(asked.title).toBe('为他人代付');
  expect(asked.content).toContain(NOT_OWN);
  expect(asked.content).toContain('收款方：北京绿能智行充电科技有限公司');
  expect(asked.actions.map((a) => a.text)).toEqual(['取消', '确认代付']);
  // 取消 is the safe answer: focused first and taken by Escape in the kit's dialog.
  expect(asked.safeKey).toBe(asked.actions[0]?.key);
  await waitFor(() => expect(screen.getByRole('button', { name: '立即支付' })).toBeEnabled());
  expect(backend.calls.list(PAY, 'POST')).toEqual([]);
  expect(backend.db.payOrders.filter((o) => o.items.some((i) => i.uniqueId === 'U20021'))).toEqual([]);
  expect(router.state.location.pathname + router.state.location.search).toBe(OTHER_BILL);

  // 确认代付: the bill is paid as asked, for that car's bill.
  reply = '确认代付';
  fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
  await waitFor(() => expect(backend.calls.list(PAY, 'POST')).toHaveLength(1));
  expect(ui.dialogs.filter(isProxyAsk)).toHaveLength(2);
  expect(backend.calls.list(PAY, 'POST')[0]?.body).toMatchObject({ uniqueId: 'U20021', parkId: 'P1009', payChannel: 3 });
  await waitFor(() => expect(router.state.location.pathname).toBe('/payResultPage'));
  expect(bill('U20021').state).toBe('parking');
});

test('the driver\'s own bill from a scanned link: the payee is shown, no warning, and 立即支付 pays without asking', async () => {
  signInAs('A');
  const { ui, router } = renderApp(OWN_BILL);
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(within(card).getByText('京A·12345')).toBeInTheDocument();
  expect(screen.getByText('收款方：北京静态交通运营管理有限公司')).toBeInTheDocument();
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(backend.calls.list(PAY, 'POST')).toHaveLength(1));
  expect(backend.calls.list(PAY, 'POST')[0]?.body).toMatchObject({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 3 });
  expect(ui.dialogs).toEqual([]);
  expect(screen.queryByText(/不是您绑定的车辆/)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/payResultPage'));
});

test('the driver\'s plates cannot be loaded: the car cannot be told to be theirs, so it is said and asked', async () => {
  signInAs('A');
  backend.faults.add({ path: '/driver/v2/api/plates', networkError: true, times: 5 });
  const { ui } = renderApp(OWN_BILL, { answer: answerProxy(() => '取消') });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('无法确认该账单车牌 京A·12345 是您绑定的车辆，请确认是否为他人代付');
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(ui.dialogs.filter(isProxyAsk)).toHaveLength(1));
  expect(backend.calls.list(PAY, 'POST')).toEqual([]);
});

test("an exit lane whose car is somebody else's: the lane, the payee and the warning, and 取消 pays nothing", async () => {
  signInAs('A');
  const { ui } = renderApp('/scanPayPage?parkId=P1009&laneCode=E1', { answer: answerProxy(() => '取消') });
  expect(await screen.findByText('崇文门新世界商场停车场 · 南出口')).toBeInTheDocument();
  expect(screen.getByText('收款方：北京绿能智行充电科技有限公司')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(NOT_OWN);
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(ui.dialogs.filter(isProxyAsk)).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('button', { name: '立即支付' })).toBeEnabled());
  expect(backend.calls.list(PAY, 'POST')).toEqual([]);
});

test("/scanOverduePay for somebody else's arrears: said, asked, 取消 pays nothing; 确认代付 pays them", async () => {
  signInAs('A');
  let reply: '取消' | '确认代付' = '取消';
  const { ui } = renderApp('/scanOverduePay?parkId=P1005&laneCode=E1', { answer: answerProxy(() => reply) });
  expect(await screen.findByText('该车辆有3笔欠费，补缴后道闸自动开启')).toBeInTheDocument();
  expect(screen.getByText('收款方：北京静态交通运营管理有限公司')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('该账单车牌 京B·88888 不是您绑定的车辆，请确认是否为他人代付');
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(ui.dialogs.filter(isProxyAsk)).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('button', { name: '立即支付' })).toBeEnabled());
  expect(backend.calls.list(PAY_BATCH, 'POST')).toEqual([]);
  reply = '确认代付';
  fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
  await waitFor(() => expect(backend.calls.list(PAY_BATCH, 'POST')).toHaveLength(1));
  expect(backend.calls.list(PAY_BATCH, 'POST')[0]?.body).toMatchObject({ parkId: 'P1005', laneCode: 'E1' });
});

test('a visitor on a scanned bill link pays it without signing in: the plate said, 确认代付 asked, and nothing asked of the driver service', async () => {
  const { router } = renderApp(OTHER_BILL, { answer: answerProxy(() => '确认代付') });
  const alert = await screen.findByRole('alert');
  // A sticker can name anybody's car, and a visitor has no plates to compare: said, and asked before paying.
  expect(alert).toHaveTextContent('无法确认该账单车牌 津C·66666 是您绑定的车辆，请确认是否为他人代付');
  expect(screen.getByText('收款方：北京绿能智行充电科技有限公司')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '登录后支付' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(OTHER_BILL)}`);
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(backend.calls.list('/charge/v2/api/visitorPay/orders', 'POST')).toHaveLength(1));
  expect(backend.calls.list('/charge/v2/api/visitorPay/orders', 'POST')[0]?.body).toMatchObject({ uniqueId: 'U20021', parkId: 'P1009', plateNo: '津C66666' });
  expect(router.state.location.pathname).not.toBe('/login');
  expect(backend.calls.list('/driver/v2/api/plates')).toEqual([]);
  expect(backend.calls.list().filter((c) => c.path.startsWith('/driver/'))).toEqual([]);
});

test('a scanned bill shown to a visitor (no plates to compare): the plate, the payee and "cannot confirm", with signing in offered beside paying', async () => {
  const { store, platform } = storeWithFakes({ at: OTHER_BILL });
  render(
    <Provider store={store}>
      <PlatformProvider platform={platform}>
        <MemoryRouter initialEntries={[OTHER_BILL]}>
          <BillPay title="出口缴费" uniqueId="U20021" parkId="P1009" backTo={OTHER_BILL} scanned="bill" />
        </MemoryRouter>
      </PlatformProvider>
    </Provider>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('无法确认该账单车牌 津C·66666 是您绑定的车辆，请确认是否为他人代付');
  expect(screen.getByText('收款方：北京绿能智行充电科技有限公司')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '登录后支付' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(OTHER_BILL)}`);
  expect(await screen.findByRole('button', { name: '立即支付' })).toBeInTheDocument();
  expect(backend.calls.list('/driver/v2/api/plates')).toEqual([]);
});
