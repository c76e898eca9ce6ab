import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { receiptTiming } from '@/features/parkingPay/pages/VisitorReceiptPage';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { fastTiming, payWhenReady, restoreTiming, settle, warmPages } from '../../payment/kit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/payPage', '/visitorReceipt', '/login']), 60_000);

const URL_A = '/payPage?uniqueId=U20001&parkId=P1001';
const ORDERS = '/charge/v2/api/visitorPay/orders';
const bill = (id: string) => backend.db.parkOrders.find((o) => o.uniqueId === id)!;
const realReceipt = { ...receiptTiming };
beforeEach(() => {
  fastTiming();
  Object.assign(receiptTiming, { intervalMs: 20, maxPolls: 5 });
});
afterEach(() => {
  restoreTiming();
  Object.assign(receiptTiming, realReceipt);
  window.sessionStorage.clear();
  window.localStorage.clear();
});

test('in WeChat, a visitor pays the bill found by plate with the host\'s pay: no account, the server decides, a receipt', async () => {
  const { platform, router } = renderApp(URL_A);
  Object.assign(platform, { silentIdentity: () => Promise.resolve('oWx_visitor_1') });
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(within(card).getByText('30.00元')).toBeInTheDocument();
  // Plate plus pay: WeChat only (never the balance), signing in offered as a plain link.
  expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeChecked();
  expect(screen.queryByRole('radio', { name: /余额支付/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '登录后支付' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(URL_A)}`);
  // The host's pay says nothing definite: the server is asked.
  platform.answers.pay = async () => {
    await settle(backend.db.payOrders.at(-1)!.payOrderId, 'paid');
    return 'ok' as const;
  };
  const pay = await payWhenReady();
  fireEvent.click(pay);
  fireEvent.click(pay);
  await waitFor(() => expect(router.state.location.pathname).toBe('/visitorReceipt'));
  expect(await screen.findByRole('heading', { name: '已支付' })).toBeInTheDocument();

  // What the server received: one order, no token, the plate and the host's identity, nothing else about the visitor.
  const sent = backend.calls.list(ORDERS, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.headers.authorization ?? '').toBe('');
  expect(sent[0]?.body).toEqual({ uniqueId: 'U20001', parkId: 'P1001', plateNo: '京A12345', payChannel: 3, openid: 'oWx_visitor_1', returnUrl: '/visitorReceipt', expectedCents: 3000 });
  expect(platform.payments).toHaveLength(1);
  expect(platform.payments[0]?.payParams).toMatchObject({ package: expect.stringMatching(/^prepay_id=/) });
  const order = backend.db.payOrders.find((o) => o.payOrderId === platform.payments[0]?.payOrderId)!;
  expect(order.driverId).toBe('');
  expect(bill('U20001').state).toBe('paid');
  // Asked with the payToken, never through a driver's payCharges/sync; nothing sent carried a token.
  expect(backend.calls.list(`${ORDERS}/${order.payOrderId}`, 'GET').length).toBeGreaterThan(0);
  expect(backend.calls.list().filter((c) => c.path.startsWith('/charge/v2/api/payCharges/sync'))).toEqual([]);
  expect(backend.calls.list().filter((c) => c.headers.authorization)).toEqual([]);

  // The receipt: amount, plate, place, time, order numbers, and an offer (not a demand) to keep it in an account.
  const details = screen.getByRole('region', { name: '支付详情' });
  expect(within(details).getByText('30.00元')).toBeInTheDocument();
  expect(within(details).getByText('京A·12345')).toBeInTheDocument();
  expect(within(details).getByText('王府井百货地下停车场')).toBeInTheDocument();
  expect(within(details).getByText(order.payOrderId)).toBeInTheDocument();
  expect(within(details).getByText('U20001')).toBeInTheDocument();
  expect(within(details).getByText('支付时间')).toBeInTheDocument();
  const offer = screen.getByRole('link', { name: '注册/登录后可在账户中保存此记录' });
  expect(offer.getAttribute('href')).toMatch(/^\/login\?redirect=/);
  expect(router.state.location.search).toMatch(new RegExp(`^\\?payOrderId=${order.payOrderId}&payToken=[0-9a-f]{32}$`));
});

test('in a plain browser: the cashier round trip, the receipt read back by its payToken (again after a reload), and the owner sees it paid', async () => {
  const { platform, router, unmount } = renderApp(URL_A);
  Object.assign(platform, { kind: 'browser' });
  platform.answers.pay = 'redirected';
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(platform.payments).toHaveLength(1));
  const cashier = new URL(platform.payments[0]!.cashierUrl!);
  expect(cashier.pathname).toBe('/__mock/cashier');
  const back = cashier.searchParams.get('returnUrl')!;
  expect(back).toMatch(/^\/visitorReceipt\?payOrderId=O\d+&payToken=[0-9a-f]{32}$/);
  expect(backend.calls.list(ORDERS, 'POST')[0]?.body).not.toHaveProperty('openid');

  // Back from the cashier before the provider told the server: still confirming, then paid.
  const payOrderId = platform.payments[0]!.payOrderId;
  await router.navigate(back);
  expect(await screen.findByRole('heading', { name: '正在确认支付结果…' })).toBeInTheDocument();
  await settle(payOrderId, 'paid');
  expect(await screen.findByRole('heading', { name: '已支付' })).toBeInTheDocument();
  unmount();

  // The link opened again (a reload, a new tab): the server answers for the token, no account.
  const reopened = renderApp(back);
  expect(await screen.findByRole('heading', { name: '已支付' })).toBeInTheDocument();
  reopened.unmount();
  // The paid bill's page on this phone offers the kept receipt.
  const paidPage = renderApp(URL_A);
  expect(await screen.findByRole('heading', { name: '该账单已支付' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看本机保存的支付凭证' })).toHaveAttribute('href', back);
  // A visitor's paid bill asks nothing only an account may read (a driver's receipts, covers): no 401 in the log.
  expect(screen.queryByRole('link', { name: '查看停车记录' })).not.toBeInTheDocument();
  expect(backend.calls.list('/charge/v2/api/parkOrders/msp/payRecords')).toEqual([]);
  expect(backend.calls.list().filter((c) => /coverage/i.test(c.path))).toEqual([]);
  paidPage.unmount();

  // The driver who owns the plate sees it paid too.
  signInAs('A');
  renderApp(URL_A);
  expect(await screen.findByRole('heading', { name: '该账单已支付' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
});

test('the provider says it failed: the receipt says so and offers paying again; nothing was taken', async () => {
  const { platform, router } = renderApp(URL_A);
  platform.answers.pay = async () => {
    await settle(backend.db.payOrders.at(-1)!.payOrderId, 'failed');
    return 'fail' as const;
  };
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(router.state.location.pathname).toBe('/visitorReceipt'));
  expect(await screen.findByRole('heading', { name: '支付失败' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重新支付' })).toBeInTheDocument();
  expect(bill('U20001').state).not.toBe('paid');
});

test('a receipt link the server refuses says the server\'s words with the ways on, never a 重试 that gets the same answer; without its token nothing is asked', async () => {
  const wrong = renderApp('/visitorReceipt?payOrderId=O900001&payToken=0000');
  const said = await screen.findByRole('alert');
  expect(said).toHaveTextContent('支付结果查询失败');
  expect(said).not.toHaveTextContent('网络不佳');
  expect(said.textContent).toMatch(/订单|凭证|不存在|无效/);
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '已支付' })).not.toBeInTheDocument();
  wrong.unmount();
  const asked = () => backend.calls.list().filter((c) => c.path.startsWith(ORDERS)).length;
  const before = asked();
  renderApp('/visitorReceipt?payOrderId=O900001');
  expect(await screen.findByText('缺少支付信息')).toBeInTheDocument();
  expect(asked()).toBe(before);
});

test('the host\'s pay closed by the visitor: the receipt says 支付未完成 at once and offers paying again; the same order comes back', async () => {
  const { platform, router } = renderApp(URL_A);
  platform.answers.pay = 'cancel';
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(router.state.location.pathname).toBe('/visitorReceipt'));
  expect(await screen.findByRole('heading', { name: '支付未完成' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'));
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(platform.payments).toHaveLength(2));
  expect(platform.payments[1]?.payOrderId).toBe(platform.payments[0]?.payOrderId);
  expect(backend.db.payOrders.filter((o) => o.items.some((i) => i.uniqueId === 'U20001'))).toHaveLength(1);
});
