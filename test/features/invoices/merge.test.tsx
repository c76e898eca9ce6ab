import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateInvoiceBody } from '@/api/invoice/records.types';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { GOOD_CODE, heading, INVOICE_PAGES, INVOICES, invoiceInDb, TITLES } from './invoiceKit';

beforeAll(() => warmPages(INVOICE_PAGES), 60_000);

const group = (name: string) => screen.getByRole('region', { name });
const ISS01 = '北京静态交通运营管理有限公司';
const ISS02 = '北京绿能智行充电科技有限公司';
const bar = () => screen.getByText(/已选 \d+ 笔/).closest('p') as HTMLElement;
/** The choice lives in the URL: the bar follows once the router has moved. */
const expectBar = (text: string) => waitFor(() => expect(bar()).toHaveTextContent(text));

async function chooseU20005AndU20006() {
  signInAs('A');
  const view = renderApp('/invoiceOrderList');
  await heading('选择开票订单');
  const first = await screen.findByRole('region', { name: ISS01 });
  expect(within(first).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
    expect.stringContaining('U20005'), expect.stringContaining('U20006'), expect.stringContaining('BG9002'),
  ]);
  expect(within(first).getByRole('checkbox', { name: /U20005/ })).toHaveAccessibleName(expect.stringContaining('王府井百货地下停车场'));
  expect(bar()).toHaveTextContent('已选 0 笔 合计 0.00元');
  expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  await userEvent.click(within(first).getByRole('checkbox', { name: /U20005/ }));
  await expectBar('已选 1 笔 合计 15.00元');
  return view;
}

test('another issuer\'s orders join the choice (one invoice each); one issuer\'s orders merge with a live total, kept in the URL', async () => {
  const { router, ui } = await chooseU20005AndU20006();
  const charging = within(group(ISS02)).getByRole('checkbox', { name: /C30002/ });
  await userEvent.click(charging);
  expect(charging).toBeChecked();
  await expectBar('已选 2 笔 合计 74.30元 · 分2张发票开具');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(ui.toasts).toEqual([]);
  await userEvent.click(charging);
  await expectBar('已选 1 笔 合计 15.00元');
  expect(bar()).not.toHaveTextContent('张发票');

  await userEvent.click(within(group(ISS01)).getByRole('checkbox', { name: /U20006/ }));
  await expectBar('已选 2 笔 合计 21.00元');
  expect(new URLSearchParams(router.state.location.search).get('orders')).toBe('parking:U20005,parking:U20006');

  // Narrowed to 月卡, the choice stays and still counts.
  await userEvent.click(screen.getByRole('button', { name: '月卡' }));
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: /U20005/ })).not.toBeInTheDocument());
  expect(screen.getByRole('checkbox', { name: /BG9002/ })).not.toBeChecked();
  await expectBar('已选 2 笔 合计 21.00元');
  await userEvent.click(screen.getByRole('button', { name: '全部' }));
  expect(await screen.findByRole('checkbox', { name: /U20005/ })).toBeChecked();

  await userEvent.click(screen.getByRole('button', { name: '下一步' }));
  await heading('开具发票');
  expect(router.state.location.pathname).toBe('/makeInvoice');
  const chosen = screen.getByRole('region', { name: '开票订单' });
  expect(chosen).toHaveTextContent(ISS01);
  expect(chosen).toHaveTextContent('将开具1张发票');
  expect(chosen).toHaveTextContent('共 2 笔订单');
  expect(chosen).toHaveTextContent('开票金额 21.00元');
});

test('a company title: the credit code says what is wrong as it is typed; sent once for a double tap; the success page', async () => {
  backend.faults.add({ path: INVOICES, method: 'POST', delayMs: 400 });
  signInAs('A');
  const { router } = renderApp('/makeInvoice?orders=parking%3AU20005%2Cparking%3AU20006');
  await heading('开具发票');
  // A's default title (personal, 张伟) fills a fresh form.
  expect(await screen.findByRole('textbox', { name: '个人名称' })).toHaveValue('张伟');
  expect(screen.getByRole('radio', { name: '个人' })).toBeChecked();
  expect(screen.getByRole('button', { name: /张伟/ })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(screen.getByRole('radio', { name: '单位' }));
  const name = screen.getByRole('textbox', { name: '单位名称' });
  expect(name).toHaveValue('');
  await userEvent.type(name, '北京示例科技有限公司');
  const code = screen.getByRole('textbox', { name: '统一社会信用代码（税号）' });

  await userEvent.type(code, '91ab');
  expect(code).toHaveValue('91AB');
  expect(await screen.findByText('第3位应为数字：第3至8位是登记管理机关行政区划码')).toBeInTheDocument();
  expect(code).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(code);
  await userEvent.type(code, '911100008021004O');
  expect(await screen.findByText('第16位“O”不是有效字符：只能是数字或除I、O、S、V、Z以外的大写字母')).toBeInTheDocument();
  await userEvent.clear(code);
  await userEvent.type(code, '9111000080210043');
  // Short of 18, only the count says so while typing; leaving the field names the length.
  expect(screen.queryByText(/统一社会信用代码应为18位/)).not.toBeInTheDocument();
  expect(screen.getByText('16/18')).toBeInTheDocument();
  await userEvent.tab();
  expect(await screen.findByText('统一社会信用代码应为18位，当前为16位')).toBeInTheDocument();
  await userEvent.type(code, '3A');
  expect(await screen.findByText('校验位（第18位）与前17位不符，请逐位核对')).toBeInTheDocument();
  await userEvent.clear(code);
  await userEvent.type(code, GOOD_CODE.toLowerCase());
  await waitFor(() => expect(code).not.toHaveAttribute('aria-invalid'));
  expect(code).toHaveValue(GOOD_CODE);

  const email = screen.getByRole('textbox', { name: '接收邮箱' });
  await userEvent.type(email, 'finance@example');
  await userEvent.tab();
  expect(await screen.findByText('请输入正确的邮箱地址，如name@example.com')).toBeInTheDocument();
  await userEvent.type(email, '.com');
  await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  await userEvent.click(screen.getByRole('checkbox', { name: '保存为常用抬头，下次开票直接选用' }));

  const submit = screen.getByRole('button', { name: '提交申请' });
  // The pinned bar: the button and the total beside it.
  expect(submit.closest('.bar')).toHaveTextContent('开票金额 21.00元 · 2笔');
  await userEvent.dblClick(submit);
  await userEvent.click(submit);
  await waitFor(() => expect(router.state.location.pathname).toBe('/makeInvoiceSuccess'));
  const sent = backend.calls.list(INVOICES, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body as CreateInvoiceBody).toEqual({
    orders: [{ kind: 'parking', orderNo: 'U20005' }, { kind: 'parking', orderNo: 'U20006' }],
    invoiceType: 1,
    email: 'finance@example.com',
    title: { titleType: 1, name: '北京示例科技有限公司', taxNo: GOOD_CODE, address: null, phone: null, bank: null, account: null },
    saveTitle: true,
    requestId: expect.any(String),
  });
  const invoiceNo = new URLSearchParams(router.state.location.search).get('invoiceNo') ?? '';
  expect(invoiceInDb(invoiceNo)?.amountCents).toBe(2100);

  const result = (await screen.findByRole('heading', { name: '开票申请已提交' })).closest('section') as HTMLElement;
  expect(result).toHaveAttribute('role', 'status');
  expect(result).toHaveTextContent('发票一般5分钟内开具完成，届时将发送至finance@example.com');
  expect(result).toHaveTextContent('北京示例科技有限公司');
  expect(result).toHaveTextContent('21.00元');
  expect(result).toHaveTextContent('开票中');
  // The title was saved for next time, and the draft is gone.
  expect(backend.db.invoiceTitles.some((t) => t.taxNo === GOOD_CODE)).toBe(true);
  expect(Object.keys(window.sessionStorage).filter((k) => k.includes('makeInvoice'))).toEqual([]);
  expect(backend.calls.list(TITLES, 'GET').length).toBeGreaterThan(0);

  await userEvent.click(screen.getByRole('button', { name: '查看开票进度' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/invoiceRecordDetail'));
  expect(await screen.findByRole('region', { name: '开票状态' })).toHaveTextContent('开票中');
});

test('a saved title chosen as it is goes by its id; what was typed survives a reload', async () => {
  signInAs('A');
  const first = renderApp('/makeInvoice?orders=parking%3AU20005');
  await heading('开具发票');
  await userEvent.click(await screen.findByRole('button', { name: /北京顺达物流有限公司/ }));
  expect(screen.getByRole('radio', { name: '单位' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: '统一社会信用代码（税号）' })).toHaveValue('91110105MA00F8KX30');
  // Its registered details are shown, since it has them.
  expect(screen.getByRole('textbox', { name: '注册地址（选填）' })).toHaveValue('北京市朝阳区建国路88号');
  expect(screen.queryByRole('checkbox', { name: /保存为常用抬头/ })).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: '接收邮箱' }), 'finance@shunda.example.com');
  first.unmount();

  renderApp('/makeInvoice?orders=parking%3AU20005');
  await heading('开具发票');
  expect(await screen.findByRole('textbox', { name: '接收邮箱' })).toHaveValue('finance@shunda.example.com');
  expect(screen.getByRole('button', { name: /北京顺达物流有限公司/ })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  await screen.findByRole('heading', { name: '开票申请已提交' }, { timeout: 10_000 });
  expect(backend.calls.list(INVOICES, 'POST')[0]?.body).toEqual({
    orders: [{ kind: 'parking', orderNo: 'U20005' }], invoiceType: 1, email: 'finance@shunda.example.com', titleId: 'IT900002', requestId: expect.any(String),
  });
});

test('a special VAT invoice needs a company with address, phone, bank and account', async () => {
  signInAs('A');
  const { router } = renderApp('/makeInvoice?orders=parking%3AU20005');
  await heading('开具发票');
  await userEvent.click(await screen.findByRole('link', { name: '需要增值税专用发票？' }));
  await heading('增值税专用发票');
  expect(router.state.location.search).toBe('?orders=parking%3AU20005');
  // A's default title is personal: a special invoice starts from the company one.
  expect(await screen.findByRole('textbox', { name: '单位名称' })).toHaveValue('北京顺达物流有限公司');
  expect(screen.queryByRole('button', { name: /张伟/ })).not.toBeInTheDocument();
  await userEvent.clear(screen.getByRole('textbox', { name: '开户银行' }));
  await userEvent.clear(screen.getByRole('textbox', { name: '银行账号' }));
  await userEvent.type(screen.getByRole('textbox', { name: '银行账号' }), '0200-12');
  await userEvent.type(screen.getByRole('textbox', { name: '接收邮箱' }), 'finance@shunda.example.com');
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  expect(await screen.findByText('请填写开户银行')).toBeInTheDocument();
  expect(screen.getByText('银行账号应为8至30位数字')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '开户银行' })).toHaveFocus();
  expect(backend.calls.list(INVOICES, 'POST')).toHaveLength(0);

  await userEvent.type(screen.getByRole('textbox', { name: '开户银行' }), '中国工商银行北京国贸支行');
  await userEvent.type(screen.getByRole('textbox', { name: '银行账号' }), '3456789');
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  await screen.findByRole('heading', { name: '开票申请已提交' }, { timeout: 10_000 });
  expect(backend.calls.list(INVOICES, 'POST')[0]?.body).toMatchObject({
    invoiceType: 2,
    title: { titleType: 1, name: '北京顺达物流有限公司', taxNo: '91110105MA00F8KX30', bank: '中国工商银行北京国贸支行', account: '0200123456789' },
  });
});

test('orders invoiced meanwhile: the link says so and leads back to choose again', async () => {
  signInAs('A');
  renderApp('/makeInvoice?orders=parking%3AU20004%2Cparking%3AU20005');
  expect(await screen.findByText('所选订单中有1笔已开票或暂不可开票', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '重新选择订单' })).toHaveAttribute('href', '/invoiceOrderList?orders=parking%3AU20005');
  expect(screen.queryByRole('button', { name: '提交申请' })).not.toBeInTheDocument();
});

test('the server refusing the orders (invoiced from another phone) keeps the form and offers to choose again', async () => {
  signInAs('A');
  renderApp('/makeInvoice?orders=parking%3AU20005');
  await heading('开具发票');
  await userEvent.type(await screen.findByRole('textbox', { name: '接收邮箱' }), 'zhangwei@example.com');
  backend.faults.add({ path: INVOICES, method: 'POST', code: '0xd08510004', msg: '订单U20005已开票或正在开票中，不能开票', times: 1 });
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  const alert = await screen.findByText('订单U20005已开票或正在开票中，不能开票', { selector: 'p' });
  expect(alert.closest('[role="alert"]')).toContainElement(screen.getByRole('link', { name: '重新选择开票订单' }));
  expect(screen.getByRole('textbox', { name: '接收邮箱' })).toHaveValue('zhangwei@example.com');
});
