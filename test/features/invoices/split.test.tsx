import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateInvoiceBody } from '@/api/invoice/records.types';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { heading, INVOICE_PAGES, INVOICES, invoiceInDb, invoicesOfA } from './invoiceKit';

/**
 * Choosing orders of two issuers was refused (一张发票只能包含同一开票方的订单). The driver now chooses
 * freely and the app makes one invoice per issuer in one go, each request with its own key, saying before it
 * submits how the choice splits and after, exactly which invoices were asked for and which were not.
 */

// Lazy pages and real API calls on a shared 2-core machine.
configure({ asyncUtilTimeout: 4000 });

beforeAll(() => warmPages(INVOICE_PAGES), 60_000);

const ISS01 = '北京静态交通运营管理有限公司';
const ISS02 = '北京绿能智行充电科技有限公司';
const SPLIT = `将开具2张发票：${ISS01} 2笔 21.00元；${ISS02} 1笔 59.30元`;
const CHOSEN = '/makeInvoice?orders=parking%3AU20005%2Cparking%3AU20006%2Ccharging%3AC30002';
const sent = () => backend.calls.list(INVOICES, 'POST').map((c) => c.body as CreateInvoiceBody);
const orderNos = (b: CreateInvoiceBody | undefined) => b?.orders.map((o) => o.orderNo);
/** The pinned bar: the submit button and the total beside it. */
const footer = () => screen.getByRole('button', { name: /提交申请|重新提交未开具的发票/ }).closest('.bar') as HTMLElement;

/** A's default title (张伟) fills the form; the e-mail is the one field left. */
async function fillEmail() {
  await heading('开具发票');
  expect(await screen.findByRole('textbox', { name: '个人名称' })).toHaveValue('张伟');
  await userEvent.type(screen.getByRole('textbox', { name: '接收邮箱' }), 'zhangwei@example.com');
}

test('orders of two issuers are chosen together; /makeInvoice says how they split; one request per issuer; both in the records', async () => {
  signInAs('A');
  const before = invoicesOfA().length;
  const { router, ui } = renderApp('/invoiceOrderList');
  await heading('选择开票订单');
  await userEvent.click(await screen.findByRole('checkbox', { name: /U20005/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /U20006/ }));
  const charging = within(screen.getByRole('region', { name: ISS02 })).getByRole('checkbox', { name: /C30002/ });
  await userEvent.click(charging);
  expect(charging).toBeChecked();
  const bar = screen.getByText(/已选 \d+ 笔/).closest('p') as HTMLElement;
  await waitFor(() => expect(bar).toHaveTextContent('已选 3 笔 合计 80.30元 · 分2张发票开具'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(ui.toasts).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: '下一步' }));
  await fillEmail();
  expect(router.state.location.pathname).toBe('/makeInvoice');
  const chosen = screen.getByRole('region', { name: '开票订单' });
  expect(chosen).toHaveTextContent(SPLIT);
  expect(within(chosen).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([ISS01, ISS02]);
  expect(footer()).toHaveTextContent('开票金额 80.30元 · 3笔 · 2张发票');

  // A slow answer and a double tap: still one request per issuer.
  backend.faults.add({ path: INVOICES, method: 'POST', delayMs: 300 });
  const submit = screen.getByRole('button', { name: '提交申请' });
  await userEvent.dblClick(submit);
  await waitFor(() => expect(router.state.location.pathname).toBe('/makeInvoiceSuccess'), { timeout: 10_000 });

  const bodies = sent();
  expect(bodies.map(orderNos)).toEqual([['U20005', 'U20006'], ['C30002']]);
  expect(bodies.map((b) => [b.invoiceType, b.email, b.titleId])).toEqual([[1, 'zhangwei@example.com', 'IT900001'], [1, 'zhangwei@example.com', 'IT900001']]);
  expect(new Set(bodies.map((b) => b.requestId)).size).toBe(2);
  const made = invoicesOfA().slice(before);
  expect(made.map((i) => [i.issuerId, i.amountCents, i.items.map((x) => x.orderNo)])).toEqual([
    ['ISS01', 2100, ['U20005', 'U20006']],
    ['ISS02', 5930, ['C30002']],
  ]);
  const invoiceNos = made.map((i) => i.invoiceNo);
  expect(new URLSearchParams(router.state.location.search).get('invoiceNo')).toBe(invoiceNos.join(','));

  const result = (await screen.findByRole('heading', { name: '已提交2张开票申请' })).closest('section') as HTMLElement;
  const cards = within(within(result).getByRole('list', { name: '开票申请' })).getAllByRole('listitem');
  await waitFor(() => expect(cards[1]).toHaveTextContent('59.30元'));
  expect(cards[0]).toHaveTextContent(`${ISS01}开票中张伟 · 2笔21.00元申请编号 ${invoiceNos[0]}`);
  expect(cards[1]).toHaveTextContent(`${ISS02}开票中张伟 · 1笔59.30元申请编号 ${invoiceNos[1]}`);

  await userEvent.click(within(result).getByRole('button', { name: '查看开票记录' }));
  await heading('开票记录');
  for (const no of invoiceNos) expect(await screen.findByText(new RegExp(no))).toBeInTheDocument();
}, 40_000);

test('one of the two refused: the screen says which was asked for and which not; resubmitting sends only that one, with its key', async () => {
  signInAs('A');
  const before = invoicesOfA().length;
  const { router } = renderApp(CHOSEN);
  await fillEmail();
  expect(screen.getByRole('region', { name: '开票订单' })).toHaveTextContent(SPLIT);

  // The first issuer's request is refused once; the second goes through.
  backend.faults.add({ path: INVOICES, method: 'POST', code: '0xd08599999', msg: '开票方税控服务繁忙，请稍后重试', times: 1 });
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  const outcome = await screen.findByRole('alert', { name: '开票结果' }, { timeout: 10_000 });
  expect(outcome).toHaveTextContent('已提交1张发票，1张未开具');
  expect(outcome).toHaveTextContent(`已提交：${ISS02} 1笔 59.30元`);
  expect(outcome).toHaveTextContent(`未开具：${ISS01} 2笔 21.00元（开票方税控服务繁忙，请稍后重试）`);
  expect(outcome).toHaveTextContent('重新提交只会提交未开具的1张，已提交的发票不会重复开具。');
  expect(router.state.location.pathname).toBe('/makeInvoice');
  expect(sent().map(orderNos)).toEqual([['U20005', 'U20006'], ['C30002']]);
  const issued = invoicesOfA().slice(before);
  expect(issued.map((i) => [i.issuerId, i.amountCents])).toEqual([['ISS02', 5930]]);
  // Each invoice's card says what became of it, though the invoiceable list no longer has C30002.
  const chosen = screen.getByRole('region', { name: '开票订单' });
  expect(chosen).toHaveTextContent('未开具：开票方税控服务繁忙，请稍后重试');
  expect(within(chosen).getByRole('link', { name: '查看开票进度' })).toHaveAttribute('href', `/invoiceRecordDetail?invoiceNo=${issued[0]!.invoiceNo}`);
  expect(footer()).toHaveTextContent('开票金额 21.00元 · 2笔');

  await userEvent.click(screen.getByRole('button', { name: '重新提交未开具的发票' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/makeInvoiceSuccess'), { timeout: 10_000 });
  const bodies = sent();
  expect(bodies.map(orderNos)).toEqual([['U20005', 'U20006'], ['C30002'], ['U20005', 'U20006']]);
  expect(bodies[2]?.requestId).toBe(bodies[0]?.requestId);
  const made = invoicesOfA().slice(before);
  expect(made.map((i) => [i.issuerId, i.amountCents])).toEqual([['ISS02', 5930], ['ISS01', 2100]]);
  // Both, in the order they were shown.
  expect(new URLSearchParams(router.state.location.search).get('invoiceNo')).toBe(`${made[1]!.invoiceNo},${made[0]!.invoiceNo}`);
  expect(await screen.findByRole('heading', { name: '已提交2张开票申请' })).toBeInTheDocument();
  expect(invoiceInDb(made[1]!.invoiceNo)?.items.map((x) => x.orderNo)).toEqual(['U20005', 'U20006']);
}, 40_000);

test('both refused: nothing was made and the screen says so', async () => {
  signInAs('A');
  const before = invoicesOfA().length;
  renderApp(CHOSEN);
  await fillEmail();
  backend.faults.add({ path: INVOICES, method: 'POST', code: '0xd08599999', msg: '开票方税控服务繁忙，请稍后重试', times: 2 });
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  const outcome = await screen.findByRole('alert', { name: '开票结果' }, { timeout: 10_000 });
  expect(outcome).toHaveTextContent('2张发票均未开具');
  expect(outcome).toHaveTextContent(`未开具：${ISS01} 2笔 21.00元（开票方税控服务繁忙，请稍后重试）`);
  expect(outcome).toHaveTextContent(`未开具：${ISS02} 1笔 59.30元（开票方税控服务繁忙，请稍后重试）`);
  expect(invoicesOfA()).toHaveLength(before);
  expect(footer()).toHaveTextContent('开票金额 80.30元 · 3笔 · 2张发票');
}, 40_000);
