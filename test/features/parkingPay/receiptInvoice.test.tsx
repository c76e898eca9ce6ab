import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { fastTiming, payWhenReady, restoreTiming, settle, warmPages } from '../../payment/kit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/payPage', '/visitorReceipt', '/makeInvoiceBySelf']), 60_000);
afterEach(() => {
  restoreTiming();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const SELF = '/invoice/v2/api/selfService';
const user = userEvent.setup({ delay: null });

/** A visitor pays U20001 (京A12345, 30.00元) in WeChat and is shown its receipt. */
async function paidAsVisitor() {
  fastTiming();
  const app = renderApp('/payPage?uniqueId=U20001&parkId=P1001');
  Object.assign(app.platform, { silentIdentity: () => Promise.resolve('oWx_visitor_1') });
  app.platform.answers.pay = async () => {
    await settle(backend.db.payOrders.at(-1)!.payOrderId, 'paid');
    return 'ok' as const;
  };
  await user.click(await payWhenReady());
  expect(await screen.findByRole('heading', { name: '已支付' }, { timeout: 8000 })).toBeInTheDocument();
  return app;
}

const invoicesOf = (orderNo: string) => backend.db.invoices.filter((i) => i.items.some((x) => x.orderNo === orderNo));

test('a visitor gets the invoice of a payment from its receipt with no account: asked once, then where it stands', async () => {
  const { router } = await paidAsVisitor();
  const receipt = router.state.location.pathname + router.state.location.search;
  const block = await screen.findByRole('region', { name: '电子发票' });
  const ask = await within(block).findByRole('link', { name: '开具电子发票' });
  expect(ask).toHaveAttribute('href', `/makeInvoiceBySelf?plateNo=${encodeURIComponent('京A12345')}&orderNo=U20001`);
  expect(invoicesOf('U20001')).toHaveLength(0);

  await user.click(ask);
  const order = await screen.findByRole('region', { name: '开票订单' }, { timeout: 15_000 });
  expect(order).toHaveTextContent('30.00元');
  await user.click(screen.getByRole('radio', { name: '个人' }));
  await user.type(screen.getByRole('textbox', { name: '个人名称' }), '韩梅梅');
  await user.type(screen.getByRole('textbox', { name: '接收邮箱' }), 'meimei@example.com');
  const submit = screen.getByRole('button', { name: '提交开票申请' });
  await user.dblClick(submit);
  expect(await screen.findByRole('region', { name: '开票进度' })).toHaveTextContent('开票中');
  // One request for the double tap, no token, one invoice on the server.
  const sent = backend.calls.list(`${SELF}/invoices`, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.headers.authorization ?? '').toBe('');
  expect(invoicesOf('U20001')).toHaveLength(1);
  const invoiceNo = invoicesOf('U20001')[0]!.invoiceNo;

  // Back on the receipt: the invoice's state and number, and its progress; nothing to ask for again.
  await router.navigate(receipt);
  const again = await screen.findByRole('region', { name: '电子发票' });
  await waitFor(() => expect(again).toHaveTextContent(`申请编号 ${invoiceNo}`));
  expect(again).toHaveTextContent('开票中');
  expect(within(again).queryByRole('link', { name: '开具电子发票' })).not.toBeInTheDocument();
  expect(within(again).getByRole('link', { name: '查看开票进度' })).toHaveAttribute('href', expect.stringContaining(`invoiceNo=${invoiceNo}`));
});

test('a payment the server will not invoice says the server\'s words, with no 重试 and nothing to ask for', async () => {
  backend.faults.add({ path: `${SELF}/order`, method: 'GET', code: '0xd08510004', msg: '该订单已超过开票期限（支付后365天内可开票）', times: 1 });
  await paidAsVisitor();
  const block = await screen.findByRole('region', { name: '电子发票' });
  await within(block).findByText('该订单已超过开票期限（支付后365天内可开票）');
  expect(within(block).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  expect(within(block).queryByRole('link', { name: '开具电子发票' })).not.toBeInTheDocument();
});

test('a lookup the network lost offers 重试, which brings the offer back', async () => {
  backend.faults.add({ path: `${SELF}/order`, method: 'GET', code: '500', msg: '服务繁忙', times: 1 });
  await paidAsVisitor();
  const block = await screen.findByRole('region', { name: '电子发票' });
  expect(await within(block).findByText('发票信息暂未取到，网络不佳或服务繁忙')).toBeInTheDocument();
  await user.click(within(block).getByRole('button', { name: '重试' }));
  expect(await within(block).findByRole('link', { name: '开具电子发票' })).toBeInTheDocument();
});

/** The receipt read afresh, as a visitor coming back to it does (its invoice line asks the server each time it opens). */
async function backToReceipt(router: Awaited<ReturnType<typeof paidAsVisitor>>['router'], receipt: string) {
  await act(() => router.navigate('/makeInvoiceBySelf'));
  await screen.findByRole('heading', { name: '自助开票', level: 1 }, { timeout: 15_000 });
  await act(() => router.navigate(receipt));
  return screen.findByRole('region', { name: '电子发票' });
}

test('重新发送 from the receipt of an issued invoice: to a phone, one send for a double tap, what the server did said with the number masked', async () => {
  const { router } = await paidAsVisitor();
  const receipt = router.state.location.pathname + router.state.location.search;
  // The visitor asked for it on another visit; the tax platform has answered.
  const made = await fetch(`http://localhost/api${SELF}/invoices`, {
    method: 'POST', headers: { ClientType: '2', 'Content-Type': 'application/json' },
    body: JSON.stringify({ plateNo: '京A12345', orderNo: 'U20001', title: { titleType: 2, name: '韩梅梅' }, email: 'meimei@example.com' }),
  });
  const invoiceNo = ((await made.json()) as { data: { invoiceNo: string } }).data.invoiceNo;
  await fetch(`http://localhost/__mock/invoices/${invoiceNo}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state: 'issued' }) });

  const block = await backToReceipt(router, receipt);
  await within(block).findByText('已开票');
  await user.click(within(block).getByRole('button', { name: '重新发送' }));
  const form = within(block).getByRole('form', { name: '重新发送发票' });
  await user.click(within(form).getByRole('radio', { name: '手机号' }));
  await user.type(within(form).getByRole('textbox', { name: '接收手机号' }), '13900139000');
  await user.dblClick(within(form).getByRole('button', { name: '发送' }));
  expect(await within(block).findByText('已发送至 139****9000')).toBeInTheDocument();
  expect(block).not.toHaveTextContent('13900139000');
  const sends = backend.calls.list(`${SELF}/invoices/{invoiceNo}/send`, 'POST');
  expect(sends).toHaveLength(1);
  expect(sends[0]?.body).toEqual({ plateNo: '京A12345', phone: '13900139000' });
  expect(sends[0]?.headers.authorization ?? '').toBe('');
  expect(invoicesOf('U20001')[0]?.sends).toEqual([{ phone: '13900139000', at: expect.any(Number) }]);
});

test('a payment the operator refunded: the receipt says the server\'s words, with no 重试 and nothing to ask for', async () => {
  const { router } = await paidAsVisitor();
  const receipt = router.state.location.pathname + router.state.location.search;
  await within(await screen.findByRole('region', { name: '电子发票' })).findByRole('link', { name: '开具电子发票' });
  await fetch('http://localhost/__mock/bills/U20001/refund', { method: 'POST' });

  const block = await backToReceipt(router, receipt);
  expect(await within(block).findByText('该订单已退款，无需开具发票')).toBeInTheDocument();
  expect(within(block).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  expect(within(block).queryByRole('link', { name: '开具电子发票' })).not.toBeInTheDocument();
  expect(invoicesOf('U20001')).toHaveLength(0);
});
