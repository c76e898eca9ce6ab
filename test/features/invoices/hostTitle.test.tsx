import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateInvoiceBody } from '@/api/invoice/records.types';
import { PlatformError, type HostInvoiceTitle } from '@/platform/types';
import { hostInvoiceTitle } from '@/platform/wechat';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { GOOD_CODE, INVOICE_PAGES, INVOICES } from './invoiceKit';

beforeAll(() => warmPages(INVOICE_PAGES), 60_000);

const COMPANY: HostInvoiceTitle = { titleType: 1, name: '北京示例科技有限公司', taxNo: GOOD_CODE, address: '北京市朝阳区示例路1号', phone: '010-12345678', bank: '中国银行北京分行', account: '1234567890' };

function openWithPicker(url: string, picked: () => Promise<HostInvoiceTitle>) {
  signInAs('A');
  const view = renderApp(url);
  const asked: number[] = [];
  Object.assign(view.platform, { chooseInvoiceTitle: () => (asked.push(1), picked()) });
  return { ...view, asked };
}

test("WeChat's own title picker fills a company title, which is sent as typed", async () => {
  const { router, asked } = openWithPicker('/makeInvoice?orders=parking%3AU20005', () => Promise.resolve(COMPANY));
  expect(await screen.findByRole('textbox', { name: '个人名称' })).toHaveValue('张伟');
  await userEvent.click(screen.getByRole('button', { name: '从微信选择抬头' }));
  expect(asked).toHaveLength(1);
  expect(await screen.findByRole('textbox', { name: '单位名称' })).toHaveValue('北京示例科技有限公司');
  expect(screen.getByRole('radio', { name: '单位' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: '统一社会信用代码（税号）' })).toHaveValue(GOOD_CODE);
  await userEvent.type(screen.getByRole('textbox', { name: '接收邮箱' }), 'finance@example.com');
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/makeInvoiceSuccess'));
  const body = backend.calls.list(INVOICES, 'POST')[0]?.body as CreateInvoiceBody;
  expect(body).toMatchObject({ title: { titleType: 1, name: '北京示例科技有限公司', taxNo: GOOD_CODE } });
  expect(body).not.toHaveProperty('titleId');
});

test('a personal title from WeChat is refused on a special invoice; a closed picker changes nothing and says nothing', async () => {
  let answer: () => Promise<HostInvoiceTitle> = () => Promise.resolve({ ...COMPANY, titleType: 2, name: '李雷', taxNo: '' });
  openWithPicker('/invoiceSpe?orders=parking%3AU20005', () => answer());
  const name = await screen.findByRole('textbox', { name: '单位名称' });
  const before = (name as HTMLInputElement).value;
  await userEvent.click(screen.getByRole('button', { name: '从微信选择抬头' }));
  expect(await screen.findByText('专票仅限单位抬头，请选择单位抬头')).toBeInTheDocument();
  expect(name).toHaveValue(before);
  answer = () => Promise.reject(new PlatformError('已取消选择发票抬头', 'cancelled'));
  await userEvent.click(screen.getByRole('button', { name: '从微信选择抬头' }));
  await waitFor(() => expect(screen.queryByText('专票仅限单位抬头，请选择单位抬头')).not.toBeInTheDocument());
  expect(screen.queryByText('已取消选择发票抬头')).not.toBeInTheDocument();
});

test('a client without the picker shows no button', async () => {
  signInAs('A');
  renderApp('/makeInvoice?orders=parking%3AU20005');
  await screen.findByRole('textbox', { name: '个人名称' });
  expect(screen.queryByRole('button', { name: '从微信选择抬头' })).not.toBeInTheDocument();
});

test("the host's answer is read defensively", () => {
  expect(hostInvoiceTitle(JSON.stringify({ type: '0', title: ' 示例公司 ', taxNumber: '91110000802100433b' }))).toEqual({
    titleType: 1, name: '示例公司', taxNo: '91110000802100433B', address: '', phone: '', bank: '', account: '',
  });
  expect(hostInvoiceTitle(JSON.stringify({ type: '1', title: '张三' }))?.titleType).toBe(2);
  expect(hostInvoiceTitle(JSON.stringify({ type: '0' }))).toBeNull();
  expect(hostInvoiceTitle('not json')).toBeNull();
  expect(hostInvoiceTitle(undefined)).toBeNull();
});
