import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_A } from '@mocks/db/ids';
import { INVOICE_SENDS_PER_DAY } from '@/api/invoice/records.types';
import { http, HttpResponse } from 'msw';
import { backend, server } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { fastPolling, failNext, heading, INVOICE_PAGES, INVOICES, ISSUE_AFTER_MS, mergedInvoiceOfA, restoreTiming } from './invoiceKit';

beforeAll(() => warmPages(INVOICE_PAGES), 60_000);
afterEach(restoreTiming);

const records = async () => within(await screen.findByRole('list', { name: '开票记录' }, { timeout: 15_000 })).getAllByRole('listitem');
const status = () => screen.findByRole('region', { name: '开票状态' }, { timeout: 15_000 });

test('the records: each state in words, newest first; the list asks again while one is 开票中 and shows it reach 已开票', async () => {
  fastPolling();
  const invoiceNo = await mergedInvoiceOfA();
  signInAs('A');
  renderApp('/invoiceRecord');
  const [mine, inProgress, issued, reversed] = await records();
  expect(mine).toHaveTextContent('北京示例科技有限公司');
  expect(mine).toHaveTextContent('开票中');
  expect(mine).toHaveTextContent('电子普通发票 · 2笔订单');
  expect(mine).toHaveTextContent('21.00元');
  expect(mine).toHaveTextContent(invoiceNo);
  expect(within(mine!).getByRole('link')).toHaveAttribute('href', `/invoiceRecordDetail?invoiceNo=${invoiceNo}`);
  expect(inProgress).toHaveTextContent('FP24110003');
  expect(issued).toHaveTextContent('已开票');
  expect(reversed).toHaveTextContent('已红冲');
  expect(screen.getByText(/共 4 张发票，开票中的发票开具完成后会自动更新/)).toBeInTheDocument();

  backend.clock.advance(ISSUE_AFTER_MS);
  await waitFor(async () => expect((await records())[0]).toHaveTextContent('已开票'), { timeout: 5000 });
  expect(screen.getByText('共 4 张发票')).toBeInTheDocument();
  // Nothing in progress any more: the polling stops.
  const asked = backend.calls.list(INVOICES, 'GET').length;
  await new Promise((r) => setTimeout(r, 500));
  expect(backend.calls.list(INVOICES, 'GET').length).toBe(asked);
});

test('the detail follows 开票中 to 已开票 on the mock\'s clock, lists both orders, and the invoice is sent again to a corrected address', async () => {
  fastPolling();
  const invoiceNo = await mergedInvoiceOfA();
  signInAs('A');
  const { router, ui } = renderApp(`/invoiceRecordDetail?invoiceNo=${invoiceNo}`);
  expect(await status()).toHaveTextContent('开票中');
  expect(await status()).toHaveTextContent('发票正在开具，一般5分钟内完成，完成后将发送至finance@example.com');
  expect(screen.queryByRole('link', { name: '查看发票' })).not.toBeInTheDocument();

  backend.clock.advance(ISSUE_AFTER_MS);
  await waitFor(async () => expect(await status()).toHaveTextContent('已开票'), { timeout: 5000 });
  expect(await status()).toHaveTextContent('发票已开具，并已发送至finance@example.com');
  expect(screen.getByText(/^\d{20}$/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看发票' })).toHaveAttribute('href', `/invoicePage?invoiceNo=${invoiceNo}`);

  await userEvent.click(screen.getByRole('link', { name: /开票订单/ }));
  await heading('开票订单');
  const orders = within(await screen.findByRole('list', { name: '开票订单' })).getAllByRole('listitem');
  expect(orders.map((o) => o.textContent)).toEqual([expect.stringContaining('U20005'), expect.stringContaining('U20006')]);
  expect(orders[0]).toHaveTextContent('王府井百货地下停车场');
  expect(orders[0]).toHaveTextContent('15.00元');
  expect(orders[1]).toHaveTextContent('6.00元');
  expect(screen.getByText(/共 2 笔订单，合计/)).toHaveTextContent('21.00元');

  await router.navigate(-1);
  await userEvent.click(await screen.findByRole('link', { name: '发送到其他邮箱' }));
  await heading('重发发票');
  const email = await screen.findByRole('textbox', { name: '发送到邮箱' });
  expect(screen.getByText('上次发送至 finance@example.com')).toBeInTheDocument();
  await userEvent.type(email, 'boss@example');
  await userEvent.click(screen.getByRole('button', { name: '发送' }));
  expect(await screen.findByText('请输入正确的邮箱地址，如name@example.com')).toBeInTheDocument();
  expect(email).toHaveFocus();
  expect(backend.calls.list(`${INVOICES}/${invoiceNo}/resend`, 'POST')).toHaveLength(0);
  await userEvent.type(email, '.com');
  await userEvent.dblClick(screen.getByRole('button', { name: '发送' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/invoiceRecordDetail'));
  const sent = backend.calls.list(`${INVOICES}/${invoiceNo}/resend`, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ email: 'boss@example.com' });
  expect(ui.toasts.map((t) => t.text)).toContain('发票已发送至boss@example.com');
  const history = await screen.findByText('发送记录');
  await waitFor(() => expect(history.closest('.adm-list')).toHaveTextContent('boss@example.com'));
  expect(history.closest('.adm-list')).toHaveTextContent('finance@example.com');
});

test('a failure fault: the record says 开票失败 with the reason and offers to invoice again', async () => {
  fastPolling();
  await failNext('购买方税号与名称不匹配，请核对后重新开票');
  const invoiceNo = await mergedInvoiceOfA();
  signInAs('A');
  renderApp(`/invoiceRecordDetail?invoiceNo=${invoiceNo}`);
  expect(await status()).toHaveTextContent('开票中');
  backend.clock.advance(ISSUE_AFTER_MS);
  await waitFor(async () => expect(await status()).toHaveTextContent('开票失败'), { timeout: 5000 });
  expect(await status()).toHaveTextContent('失败原因：购买方税号与名称不匹配，请核对后重新开票');
  expect(within(await status()).getByRole('link', { name: '重新开票' })).toHaveAttribute('href', '/invoiceOrderList');
  expect(screen.queryByRole('link', { name: '查看发票' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '发送到其他邮箱' })).not.toBeInTheDocument();
});

test('the list shows a failed invoice\'s reason and filters by state in the URL', async () => {
  await failNext('开票方税控服务异常，开票失败，请重新提交');
  await mergedInvoiceOfA();
  backend.clock.advance(ISSUE_AFTER_MS);
  signInAs('A');
  const { router } = renderApp('/invoiceRecord');
  const [failed] = await records();
  expect(failed).toHaveTextContent('开票失败');
  expect(failed).toHaveTextContent('失败原因：开票方税控服务异常，开票失败，请重新提交');
  await userEvent.click(screen.getByRole('tab', { name: '已红冲' }));
  await waitFor(() => expect(router.state.location.search).toBe('?state=4'));
  await waitFor(async () => expect((await records()).map((r) => r.textContent)).toEqual([expect.stringContaining('FP24110002')]));
  expect(backend.calls.list(INVOICES, 'GET').at(-1)?.query).toMatchObject({ state: '4', pageNo: '1', pageSize: '10' });
  await userEvent.click(screen.getByRole('tab', { name: '开票中' }));
  expect(await screen.findByText('没有开票中的发票')).toBeInTheDocument();
});

test('no invoices yet: says so, with the way to invoice; a failed list says so and 重试 brings it', async () => {
  backend.db.invoices = backend.db.invoices.filter((i) => i.driverId !== DRIVER_A);
  signInAs('A');
  const first = renderApp('/invoiceRecord');
  expect(await screen.findByText('暂无开票记录', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去开票' })).toHaveAttribute('href', '/invoiceOrderList');
  first.unmount();

  backend.faults.add({ path: INVOICES, method: 'GET', code: '500', msg: '服务繁忙', times: 1 });
  renderApp('/invoiceRecord');
  expect(await screen.findByText('开票记录加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('暂无开票记录')).toBeInTheDocument();
});

test('viewing an invoice opens the link the server gives (ours); one still being issued says so first', async () => {
  signInAs('A');
  const first = renderApp('/invoicePage?invoiceNo=FP24110001');
  const open = await screen.findByRole('link', { name: '打开电子发票' }, { timeout: 15_000 });
  expect(open).toHaveAttribute('href', 'http://localhost/__mock/invoice/FP24110001');
  expect(screen.getByText('10.00元')).toBeInTheDocument();
  expect(backend.calls.list('/invoice/v2/api/getInvoiceUrlByUnid', 'GET')[0]?.query).toEqual({ unid: 'FP24110001' });
  first.unmount();

  renderApp('/invoicePage?invoiceNo=FP24110003');
  expect(await screen.findByText('发票正在开具中', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看发票详情' })).toHaveAttribute('href', '/invoiceRecordDetail?invoiceNo=FP24110003');
  expect(backend.calls.list('/invoice/v2/api/getInvoiceUrlByUnid', 'GET')).toHaveLength(1);
});

test('a link that is neither ours nor https is not opened', async () => {
  const link = { unid: 'FP24110001', invoiceNo: 'FP24110001', invoiceUrl: 'javascript:alert(1)', amount: 1000, issueTime: '2026-01-01 10:00:00', newlyIssued: 0 };
  server.use(http.get('*/api/invoice/v2/api/getInvoiceUrlByUnid', () => HttpResponse.json({ code: '200', msg: 'ok', data: link })));
  signInAs('A');
  renderApp('/invoicePage?invoiceNo=FP24110001');
  expect(await screen.findByText('发票链接无效，请稍后重试或联系客服', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '打开电子发票' })).not.toBeInTheDocument();
});

test('a reversed invoice can be viewed but not sent again; an issued one cannot be resent while still 开票中', async () => {
  signInAs('A');
  const first = renderApp('/invoiceRecordDetail?invoiceNo=FP24110002');
  expect(await status()).toHaveTextContent('已红冲');
  expect(await status()).toHaveTextContent(/该发票已于\d{4}-\d{2}-\d{2} \d{2}:\d{2}红冲作废，所含订单可重新开票。/);
  expect(screen.getByRole('link', { name: '查看发票' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '发送到其他邮箱' })).not.toBeInTheDocument();
  first.unmount();
  renderApp('/reSendInvoice?invoiceNo=FP24110003');
  expect(await screen.findByText('发票正在开具中，开具完成后才能发送', {}, { timeout: 15_000 })).toBeInTheDocument();
});

test('an invoice sent again five times today is not sent a sixth: the server\'s words above 发送, the address kept', async () => {
  const issued = backend.db.invoices.find((i) => i.invoiceNo === 'FP24110001')!;
  const now = backend.clock.now();
  issued.sends = Array.from({ length: INVOICE_SENDS_PER_DAY }, (_, n) => ({ email: `copy${n}@example.com`, at: now - n * 60_000 }));
  signInAs('A');
  const { ui } = renderApp('/reSendInvoice?invoiceNo=FP24110001');
  const email = await screen.findByRole('textbox', { name: '发送到邮箱' }, { timeout: 15_000 });
  expect(screen.getByText(`每张发票每天最多发送${INVOICE_SENDS_PER_DAY}次。`)).toBeInTheDocument();
  await userEvent.type(email, 'boss@example.com');
  await userEvent.click(screen.getByRole('button', { name: '发送' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(`该发票今日已发送${INVOICE_SENDS_PER_DAY}次，请明天再试`);
  // Said once, where it stands: no toast says it again.
  expect(screen.getAllByText(`该发票今日已发送${INVOICE_SENDS_PER_DAY}次，请明天再试`)).toHaveLength(1);
  expect(ui.toasts).toEqual([]);
  expect(email).toHaveValue('boss@example.com');
  expect(email).not.toHaveAttribute('aria-invalid', 'true');
  expect(issued.sends).toHaveLength(INVOICE_SENDS_PER_DAY);
  expect(backend.calls.list(`${INVOICES}/FP24110001/resend`, 'POST')).toHaveLength(1);
});
