import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { warmPages } from '../../payment/kit';
import { fastPolling, heading, INVOICE_PAGES, ISSUE_AFTER_MS, restoreTiming } from './invoiceKit';

beforeAll(() => warmPages(INVOICE_PAGES), 60_000);
afterEach(restoreTiming);

const SELF = '/invoice/v2/api/selfService';
const user = userEvent.setup({ delay: null });
const key = (name: string) => within(screen.getByRole('group', { name: '车牌键盘' })).getByLabelText(name, { selector: 'button' });

async function typePlate(...keys: string[]) {
  await user.click(screen.getByLabelText(/^车牌第1位/));
  for (const k of keys) await user.click(key(k));
  await user.click(screen.getByRole('button', { name: '完成' }));
}

test('a visitor invoices a parking order by plate and order number, and watches it reach 已开票', async () => {
  fastPolling();
  const { router } = renderApp('/makeInvoiceBySelf');
  await heading('自助开票');
  await user.click(screen.getByRole('button', { name: '查询订单' }));
  expect(await screen.findByText('请输入完整的车牌号（新能源车牌为8位）')).toBeInTheDocument();
  expect(screen.getByText('请输入停车订单编号')).toBeInTheDocument();
  expect(backend.calls.list(`${SELF}/order`)).toHaveLength(0);

  await typePlate('京', 'A', '1', '2', '3', '4', '5');
  await user.type(screen.getByRole('textbox', { name: '停车订单编号' }), 'U20099');
  await user.click(screen.getByRole('button', { name: '查询订单' }));
  expect(await screen.findByText('未找到该车牌的停车订单，请核对车牌号和订单编号')).toBeInTheDocument();

  await user.clear(screen.getByRole('textbox', { name: '停车订单编号' }));
  await user.type(screen.getByRole('textbox', { name: '停车订单编号' }), 'u20005');
  await user.click(screen.getByRole('button', { name: '查询订单' }));
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('orderNo')).toBe('U20005'));
  const order = await screen.findByRole('region', { name: '开票订单' });
  expect(order).toHaveTextContent('北京静态交通运营管理有限公司');
  expect(order).toHaveTextContent('王府井百货地下停车场');
  expect(order).toHaveTextContent('15.00元');
  expect(backend.calls.list(`${SELF}/order`).at(-1)?.query).toEqual({ plateNo: '京A12345', orderNo: 'U20005' });

  await user.click(screen.getByRole('radio', { name: '个人' }));
  await user.type(screen.getByRole('textbox', { name: '个人名称' }), '李雷');
  await user.type(screen.getByRole('textbox', { name: '接收邮箱' }), 'lilei@example.com');
  await user.click(screen.getByRole('button', { name: '提交开票申请' }));
  const progress = await screen.findByRole('region', { name: '开票进度' });
  expect(progress).toHaveTextContent('开票中');
  expect(progress).toHaveTextContent('li****@example.com');
  expect(progress).not.toHaveTextContent('lilei@example.com');
  const created = backend.calls.list(`${SELF}/invoices`, 'POST');
  expect(created).toHaveLength(1);
  expect(created[0]?.body).toEqual({ plateNo: '京A12345', orderNo: 'U20005', invoiceType: 1, title: { titleType: 2, name: '李雷' }, email: 'lilei@example.com' });
  // No token: the visitor was never asked to sign in.
  expect(created[0]?.headers.authorization ?? created[0]?.headers.Authorization).toBeFalsy();
  expect(router.state.location.pathname).toBe('/makeInvoiceBySelf');
  expect(router.state.location.search).toMatch(/invoiceNo=FP/);

  backend.clock.advance(ISSUE_AFTER_MS);
  await waitFor(() => expect(screen.getByRole('region', { name: '开票进度' })).toHaveTextContent('已开票'), { timeout: 5000 });
  expect(screen.getByRole('link', { name: '打开电子发票' })).toHaveAttribute('href', expect.stringMatching(/^http:\/\/localhost\/__mock\/invoice\/FP/));
});

test('an order already invoiced shows its invoice instead of a new form', async () => {
  renderApp('/makeInvoiceBySelf?plateNo=%E4%BA%ACA12345&orderNo=U20004');
  expect(await screen.findByText('该订单已申请过发票，以下是开票进度。', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: '开票进度' })).toHaveTextContent('已开票');
  expect(screen.queryByRole('button', { name: '提交开票申请' })).not.toBeInTheDocument();
  // The plate typed before is still in the cells.
  expect(screen.getByLabelText(/^车牌第1位/)).toHaveAccessibleName('车牌第1位：京');
});

test('a lookup the network failed offers 重试', async () => {
  backend.faults.add({ path: `${SELF}/order`, method: 'GET', code: '500', msg: '服务繁忙', times: 1 });
  renderApp('/makeInvoiceBySelf?plateNo=%E4%BA%ACA12345&orderNo=U20005');
  expect(await screen.findByText('订单查询失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('region', { name: '开票订单' })).toHaveTextContent('15.00元');
});

test('the title is kept on this phone only when ticked: laid into the next form, and forgotten at once when unticked', async () => {
  window.localStorage.clear();
  const first = renderApp('/makeInvoiceBySelf?plateNo=%E4%BA%ACA12345&orderNo=U20005');
  await screen.findByRole('region', { name: '开票订单' }, { timeout: 15_000 });
  const remember = screen.getByRole('checkbox', { name: /在本机记住发票抬头/ });
  expect(remember).not.toBeChecked();
  await user.click(screen.getByRole('radio', { name: '个人' }));
  await user.type(screen.getByRole('textbox', { name: '个人名称' }), '李雷');
  await user.type(screen.getByRole('textbox', { name: '接收邮箱' }), 'lilei@example.com');
  await user.click(remember);
  await user.click(screen.getByRole('button', { name: '提交开票申请' }));
  await screen.findByRole('region', { name: '开票进度' });
  // The type and the name, never the address it was sent to.
  expect(JSON.parse(window.localStorage.getItem('driverApp.invoiceTitleOnPhone') ?? 'null')).toEqual({ titleType: 2, name: '李雷', taxNo: '' });
  expect(window.localStorage.getItem('driverApp.invoiceTitleOnPhone')).not.toContain('lilei@');
  first.unmount();
  window.sessionStorage.clear();

  renderApp('/makeInvoiceBySelf?plateNo=%E7%B2%A4B12345&orderNo=U20006');
  await screen.findByRole('region', { name: '开票订单' }, { timeout: 15_000 });
  expect(screen.getByRole('textbox', { name: '个人名称' })).toHaveValue('李雷');
  expect(screen.getByRole('textbox', { name: '接收邮箱' })).toHaveValue('');
  const again = screen.getByRole('checkbox', { name: /在本机记住发票抬头/ });
  expect(again).toBeChecked();
  await user.click(again);
  expect(window.localStorage.getItem('driverApp.invoiceTitleOnPhone')).toBeNull();
});

/** Everything this phone's storage holds, as one text (to find a number in it). */
function stored(): string {
  const all: string[] = [];
  for (const area of [window.localStorage, window.sessionStorage]) {
    for (let i = 0; i < area.length; i += 1) all.push(`${area.key(i)}=${area.getItem(area.key(i) ?? '')}`);
  }
  return all.join('\n');
}

/** A visitor's invoice of 京A12345's U20005 asked for by hand, then issued now by the tax platform (the control API). */
async function issuedInvoice(): Promise<string> {
  const res = await fetch(`http://localhost/api${SELF}/invoices`, {
    method: 'POST', headers: { ClientType: '2', 'Content-Type': 'application/json' },
    body: JSON.stringify({ plateNo: '京A12345', orderNo: 'U20005', title: { titleType: 2, name: '李雷' }, email: 'lilei@example.com' }),
  });
  const invoiceNo = ((await res.json()) as { data: { invoiceNo: string } }).data.invoiceNo;
  await fetch(`http://localhost/__mock/invoices/${invoiceNo}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state: 'issued' }) });
  return invoiceNo;
}

test('手机号 as the way: the number checked by the phone rule, sent as phone (no e-mail), shown masked and kept nowhere on the phone', async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  renderApp('/makeInvoiceBySelf?plateNo=%E4%BA%ACA12345&orderNo=U20005');
  await screen.findByRole('region', { name: '开票订单' }, { timeout: 15_000 });
  await user.click(screen.getByRole('radio', { name: '个人' }));
  await user.type(screen.getByRole('textbox', { name: '个人名称' }), '李雷');
  await user.click(screen.getByRole('checkbox', { name: /在本机记住发票抬头/ }));
  const ways = screen.getByRole('group', { name: '接收方式' });
  expect(within(ways).getByRole('radio', { name: '邮箱' })).toBeChecked();
  await user.click(within(ways).getByRole('radio', { name: '手机号' }));
  expect(screen.queryByRole('textbox', { name: '接收邮箱' })).not.toBeInTheDocument();
  const mobile = screen.getByRole('textbox', { name: '接收手机号' });
  await user.type(mobile, '139 0013 900');
  await user.click(screen.getByRole('button', { name: '提交开票申请' }));
  expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
  expect(backend.calls.list(`${SELF}/invoices`, 'POST')).toHaveLength(0);
  await user.type(mobile, '0');
  // What was typed stays in memory only: no draft or kept title holds the number.
  expect(stored()).not.toMatch(/139 ?0013 ?900/);
  await user.click(screen.getByRole('button', { name: '提交开票申请' }));

  const progress = await screen.findByRole('region', { name: '开票进度' });
  expect(progress).toHaveTextContent('完成后将发送至手机号139****9000（短信）');
  expect(progress).not.toHaveTextContent('13900139000');
  const sent = backend.calls.list(`${SELF}/invoices`, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ plateNo: '京A12345', orderNo: 'U20005', invoiceType: 1, title: { titleType: 2, name: '李雷' }, phone: '13900139000' });
  expect(backend.db.invoices.find((i) => i.items.some((x) => x.orderNo === 'U20005'))).toMatchObject({ phone: '13900139000', email: null });
  // The title was kept as ticked; the number never.
  expect(JSON.parse(window.localStorage.getItem('driverApp.invoiceTitleOnPhone') ?? 'null')).toEqual({ titleType: 2, name: '李雷', taxNo: '' });
  expect(stored()).not.toContain('13900139000');
});

test('重新发送 on the status of an issued invoice: the way chosen, one send for a double tap, what the server did said masked; its refusal kept in the form', async () => {
  const invoiceNo = await issuedInvoice();
  const { ui } = renderApp(`/makeInvoiceBySelf?plateNo=%E4%BA%ACA12345&orderNo=U20005&invoiceNo=${invoiceNo}`);
  const progress = await screen.findByRole('region', { name: '开票进度' }, { timeout: 15_000 });
  await waitFor(() => expect(progress).toHaveTextContent('已开票'));
  await user.click(within(progress).getByRole('button', { name: '重新发送' }));
  const form = within(progress).getByRole('form', { name: '重新发送发票' });
  await user.type(within(form).getByRole('textbox', { name: '接收邮箱' }), 'mama@example.com');
  await user.dblClick(within(form).getByRole('button', { name: '发送' }));
  expect(await within(progress).findByText('已发送至 ma***@example.com')).toBeInTheDocument();
  const sends = backend.calls.list(`${SELF}/invoices/{invoiceNo}/send`, 'POST');
  expect(sends).toHaveLength(1);
  expect(sends[0]?.path).toBe(`${SELF}/invoices/${invoiceNo}/send`);
  expect(sends[0]?.body).toEqual({ plateNo: '京A12345', email: 'mama@example.com' });
  expect(within(progress).queryByRole('form', { name: '重新发送发票' })).not.toBeInTheDocument();

  // The day's sends used up elsewhere: the server's words in the form, which stays to be tried tomorrow.
  const inv = backend.db.invoices.find((i) => i.invoiceNo === invoiceNo)!;
  inv.sends.push(...Array.from({ length: 4 }, () => ({ email: 'x@example.com', at: backend.clock.now() })));
  await user.click(within(progress).getByRole('button', { name: '重新发送' }));
  const again = within(progress).getByRole('form', { name: '重新发送发票' });
  await user.click(within(again).getByRole('radio', { name: '手机号' }));
  await user.type(within(again).getByRole('textbox', { name: '接收手机号' }), '13800138000');
  await user.click(within(again).getByRole('button', { name: '发送' }));
  expect(await within(again).findByText('该发票今日已发送5次，请明天再试')).toBeInTheDocument();
  // Said once, where it was asked: no toast over it.
  expect(ui.toasts).toEqual([]);
  expect(within(progress).queryByText(/^已发送至 /)).not.toBeInTheDocument();
  expect(backend.calls.list(`${SELF}/invoices/{invoiceNo}/send`, 'POST').at(-1)?.body).toEqual({ plateNo: '京A12345', phone: '13800138000' });
});

test('an order the operator refunded is refused in the server\'s words, with no 重试 and no form', async () => {
  await fetch('http://localhost/__mock/bills/U20005/refund', { method: 'POST' });
  renderApp('/makeInvoiceBySelf?plateNo=%E4%BA%ACA12345&orderNo=U20005');
  expect(await screen.findByText('该订单已退款，无需开具发票', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '提交开票申请' })).not.toBeInTheDocument();
});

test('a refusal of the request is said once, in the form, never also as a toast', async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  const { ui } = renderApp('/makeInvoiceBySelf?plateNo=%E4%BA%ACA12345&orderNo=U20005');
  await screen.findByRole('region', { name: '开票订单' }, { timeout: 15_000 });
  await user.click(screen.getByRole('radio', { name: '个人' }));
  await user.type(screen.getByRole('textbox', { name: '个人名称' }), '李雷');
  await user.type(screen.getByRole('textbox', { name: '接收邮箱' }), 'lilei@example.com');
  // The operator refunds the order while the visitor fills the form in.
  await fetch('http://localhost/__mock/bills/U20005/refund', { method: 'POST' });
  await user.click(screen.getByRole('button', { name: '提交开票申请' }));
  const refused = '该订单已退款，无需开具发票';
  expect(await within(screen.getByRole('form', { name: '发票信息' })).findByText(refused)).toBeInTheDocument();
  expect(screen.getAllByText(refused)).toHaveLength(1);
  expect(ui.toasts).toEqual([]);
  expect(backend.calls.list(`${SELF}/invoices`, 'POST')).toHaveLength(1);
  expect(screen.queryByRole('region', { name: '开票进度' })).not.toBeInTheDocument();
});
