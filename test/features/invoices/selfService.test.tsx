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
