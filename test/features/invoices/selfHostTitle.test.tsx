import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform } from '@/platform';
import { createWechatPlatform } from '@/platform/wechat';
import type { DialogOptions } from '@/ui/feedback/types';
import { installFakeAlipay, installFakeWechat, removeBridges, restoreUserAgent, setUserAgent, userAgents } from '../../support/bridges';
import type { FakePlatform } from '../../support/fakes';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { warmPages } from '../../payment/kit';
import { GOOD_CODE, INVOICE_PAGES } from './invoiceKit';

/**
 * The visitor's self-service form (/makeInvoiceBySelf) with the host's own invoice titles: the host is faked at its
 * bridge (test/support/bridges.ts) and reached through the real WeChat implementation, so what the visitor sees is
 * what the host's answer maps to. Alipay gives a page no titles: there the form is the plain one.
 */

beforeAll(() => warmPages(INVOICE_PAGES), 60_000);
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  removeBridges(window);
  restoreUserAgent(window);
});

const SELF_INVOICES = '/invoice/v2/api/selfService/invoices';
const URL = '/makeInvoiceBySelf?plateNo=%E4%BA%ACA12345&orderNo=U20005';
const COMPANY = '北京示例科技有限公司';
const REPLACE = '替换已填写的抬头？';
const user = userEvent.setup({ delay: null });

/** The page's fake platform picks titles through the real host implementation over a fake bridge. */
function throughWechat(platform: FakePlatform, invoiceTitle: { err_msg: string; choose_invoice_title_info?: string }) {
  const fake = installFakeWechat(window, { invoiceTitle });
  const host = createWechatPlatform(2, window, { sign: () => Promise.reject(new Error('no SDK is needed for the picker')) });
  Object.assign(platform, { chooseInvoiceTitle: () => host.chooseInvoiceTitle!() });
  return fake;
}

const wechatCompany = { err_msg: 'chooseInvoiceTitle:ok', choose_invoice_title_info: JSON.stringify({ type: '0', title: COMPANY, taxNumber: GOOD_CODE }) };

const openForm = (options: { clientType: 2 | 3; answer?: (d: DialogOptions) => string | null }) => renderApp(URL, options);

const formReady = () => screen.findByRole('region', { name: '开票订单' }, { timeout: 15_000 });

test('inside WeChat the visitor picks a company title of theirs: 单位, its name and 税号 filled, and sent as shown', async () => {
  const view = openForm({ clientType: 2 });
  const info = { type: '0', title: COMPANY, taxNumber: GOOD_CODE.toLowerCase(), telephone: '13800138000' };
  const fake = throughWechat(view.platform, { err_msg: 'chooseInvoiceTitle:ok', choose_invoice_title_info: JSON.stringify(info) });
  await formReady();
  await user.click(screen.getByRole('button', { name: '从微信选择抬头' }));

  expect(await screen.findByRole('textbox', { name: '单位名称' })).toHaveValue(COMPANY);
  expect(screen.getByRole('radio', { name: '单位' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: '统一社会信用代码（税号）' })).toHaveValue(GOOD_CODE);
  expect(fake.invokes).toEqual([{ name: 'chooseInvoiceTitle', params: { scene: '1' } }]);
  // An empty form loses nothing: no question asked. The title's phone is not taken for the delivery number.
  expect(view.ui.dialogs).toEqual([]);
  expect(screen.queryByDisplayValue('13800138000')).not.toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: '接收邮箱' }), 'finance@example.com');
  await user.click(screen.getByRole('button', { name: '提交开票申请' }));
  expect(await screen.findByRole('region', { name: '开票进度' })).toHaveTextContent('开票中');
  const sent = backend.calls.list(SELF_INVOICES, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({
    plateNo: '京A12345', orderNo: 'U20005', invoiceType: 1, email: 'finance@example.com',
    title: { titleType: 1, name: COMPANY, taxNo: GOOD_CODE, address: null, phone: null, bank: null, account: null },
  });
  expect(view.ui.toasts).toEqual([]);
});

test('what the visitor typed is replaced only when they say so', async () => {
  let choice: 'keep' | 'replace' = 'keep';
  const view = openForm({ clientType: 2, answer: (d) => (d.title === REPLACE ? choice : null) });
  throughWechat(view.platform, wechatCompany);
  await formReady();
  await user.click(screen.getByRole('radio', { name: '个人' }));
  await user.type(screen.getByRole('textbox', { name: '个人名称' }), '李雷');

  await user.click(screen.getByRole('button', { name: '从微信选择抬头' }));
  await waitFor(() => expect(view.ui.dialogs.map((d) => [d.title, d.safeKey])).toEqual([[REPLACE, 'keep']]));
  expect(view.ui.dialogs[0]?.content).toContain(COMPANY);
  expect(screen.getByRole('textbox', { name: '个人名称' })).toHaveValue('李雷');
  expect(screen.getByRole('radio', { name: '个人' })).toBeChecked();

  choice = 'replace';
  await user.click(screen.getByRole('button', { name: '从微信选择抬头' }));
  expect(await screen.findByRole('textbox', { name: '单位名称' })).toHaveValue(COMPANY);
  expect(screen.getByRole('textbox', { name: '统一社会信用代码（税号）' })).toHaveValue(GOOD_CODE);
  expect(screen.getByRole('radio', { name: '单位' })).toBeChecked();
  expect(view.ui.dialogs).toHaveLength(2);

  // The same title again takes nothing away: not asked.
  await user.click(screen.getByRole('button', { name: '从微信选择抬头' }));
  await waitFor(() => expect(screen.getByRole('button', { name: '从微信选择抬头' })).toBeEnabled());
  expect(view.ui.dialogs).toHaveLength(2);
});

test("the host's 税号 is held to the credit-code check: said at once, and nothing is sent until it is right", async () => {
  const view = openForm({ clientType: 2 });
  const info = { type: '0', title: COMPANY, taxNumber: '91110000802100433A' };
  throughWechat(view.platform, { err_msg: 'chooseInvoiceTitle:ok', choose_invoice_title_info: JSON.stringify(info) });
  await formReady();
  await user.click(screen.getByRole('button', { name: '从微信选择抬头' }));
  expect(await screen.findByText('校验位（第18位）与前17位不符，请逐位核对')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: '接收邮箱' }), 'finance@example.com');
  await user.click(screen.getByRole('button', { name: '提交开票申请' }));
  expect(backend.calls.list(SELF_INVOICES, 'POST')).toHaveLength(0);
});

test('a cancel changes nothing and says nothing; a failure leaves the form and says to type it, never as a toast', async () => {
  const view = openForm({ clientType: 2 });
  throughWechat(view.platform, { err_msg: 'chooseInvoiceTitle:cancel' });
  await formReady();
  await user.type(screen.getByRole('textbox', { name: '单位名称' }), '自己输入的公司');
  const button = screen.getByRole('button', { name: '从微信选择抬头' });
  await user.click(button);
  await waitFor(() => expect(button).toBeEnabled());
  expect(screen.getByRole('textbox', { name: '单位名称' })).toHaveValue('自己输入的公司');
  const status = within(button.closest('div') as HTMLElement).getByRole('status');
  expect(status).toBeEmptyDOMElement();

  removeBridges(window);
  throughWechat(view.platform, { err_msg: 'chooseInvoiceTitle:fail' });
  await user.click(button);
  expect(await screen.findByText('无法获取抬头，请手动填写')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '单位名称' })).toHaveValue('自己输入的公司');
  expect(view.ui.toasts).toEqual([]);
  expect(view.ui.dialogs).toEqual([]);
});

test('a plain browser (no host picker) shows the plain form, no button', async () => {
  const view = renderApp(URL);
  // As createPlatform makes it in a browser: no picker (test/platform/invoiceTitle.test.ts).
  Object.assign(view.platform, { kind: 'browser' });
  expect(view.platform.chooseInvoiceTitle).toBeUndefined();
  await formReady();
  expect(screen.getByRole('textbox', { name: '单位名称' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /选择抬头$/ })).not.toBeInTheDocument();
});

test('inside Alipay (which gives a page no titles) the visitor types the title: no button, nothing asked of the bridge', async () => {
  setUserAgent(window, userAgents.androidAlipay);
  const alipay = installFakeAlipay(window);
  const host = createPlatform(3, window);
  const view = openForm({ clientType: 3 });
  Object.assign(view.platform, { kind: host.kind, chooseInvoiceTitle: host.chooseInvoiceTitle });
  await formReady();
  expect(view.platform.kind).toBe('alipay');
  expect(screen.getByRole('textbox', { name: '单位名称' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /选择抬头$/ })).not.toBeInTheDocument();
  expect(alipay.calls).toEqual([]);
});
