import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_A } from '@mocks/db/ids';
import { unbindPlate } from '@mocks/services/plates';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { BY_PLATE, fastPolling, heading, INVOICE_PAGES, ISSUE_AFTER_MS, restoreTiming, visitorInvoice, visitorPaysAtLane } from './invoiceKit';

/**
 * 按车牌 on /invoiceRecord: a driver who paid and asked for an invoice as a visitor (no account) finds it once signed in
 * with the plate bound, and a plate the account does not hold is refused in the server's words.
 */

beforeAll(() => warmPages(INVOICE_PAGES), 60_000);
afterEach(restoreTiming);

const user = userEvent.setup({ delay: null });
const VISITOR_EMAIL = 'zhang.exit@example.com';
const visitorList = async () => within(await screen.findByRole('list', { name: '游客开具的发票' }, { timeout: 15_000 })).getAllByRole('listitem');
const plates = () => screen.getByRole('group', { name: /选择车辆/ });
const lastRead = () => backend.calls.list(BY_PLATE, 'GET').at(-1);

test('paid at the exit as a visitor, invoiced without an account; signed in with the plate bound, 按车牌 shows it, and it opens', async () => {
  fastPolling();
  await visitorPaysAtLane();
  const invoiceNo = await visitorInvoice('京A12345', 'U20001', { email: VISITOR_EMAIL });

  signInAs('A');
  const { router } = renderApp('/invoiceRecord');
  // The account's own records do not hold it: it belongs to no account.
  const own = within(await screen.findByRole('list', { name: '开票记录' }, { timeout: 15_000 })).getAllByRole('listitem');
  expect(own.map((r) => r.textContent).join('')).not.toContain(invoiceNo);

  await user.click(screen.getByRole('tab', { name: '按车牌' }));
  await waitFor(() => expect(router.state.location.search).toBe('?view=plate'));
  await waitFor(() => expect(screen.getByRole('tab', { name: '按车牌' })).toHaveAttribute('aria-selected', 'true'));
  // A's plates as real radios; the default plate is the one shown first.
  await waitFor(() => expect(within(plates()).getAllByRole('radio')).toHaveLength(3));
  expect(within(plates()).getByRole('radio', { name: /京A·12345/ })).toBeChecked();

  const [row, ...more] = await visitorList();
  expect(more).toEqual([]);
  expect(row).toHaveTextContent('张伟');
  expect(row).toHaveTextContent('开票中');
  expect(row).toHaveTextContent('30.00元');
  expect(row).toHaveTextContent('停车费 · 王府井百货地下停车场');
  expect(row).toHaveTextContent('订单U20001');
  expect(row).toHaveTextContent(invoiceNo);
  expect(screen.getByText('共 1 张游客开具的发票')).toBeInTheDocument();
  // Where the visitor had it sent is nowhere on the page.
  expect(document.body).not.toHaveTextContent('example.com');
  expect(document.body).not.toHaveTextContent('zh***');
  // What the server received: the plate, the first page, with A's token.
  expect(lastRead()?.query).toEqual({ plateNo: '京A12345', pageNo: '1', pageSize: '10' });
  expect(lastRead()?.headers.authorization).toBeTruthy();

  // It reaches 已开票 in view (asked again while 开票中).
  backend.clock.advance(ISSUE_AFTER_MS);
  await waitFor(async () => expect((await visitorList())[0]).toHaveTextContent('已开票'), { timeout: 5000 });

  // It opens on the self-service status page, read by plate and number as the visitor would.
  await user.click(within(row!).getByRole('link'));
  await heading('自助开票');
  expect(router.state.location.pathname).toBe('/makeInvoiceBySelf');
  expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ plateNo: '京A12345', orderNo: 'U20001', invoiceNo });
  const progress = await screen.findByRole('region', { name: '开票进度' });
  expect(progress).toHaveTextContent('已开票');
  expect(screen.getByRole('link', { name: '打开电子发票' })).toHaveAttribute('href', `http://localhost/__mock/invoice/${invoiceNo}`);

  // Back, and A's 京AD12345: the seed's visitor invoice of U20007, paid at the exit 40 days ago without signing in.
  await router.navigate(-1);
  await user.click(await within(await waitFor(plates)).findByRole('radio', { name: /京A·D12345/ }));
  await waitFor(async () => expect((await visitorList()).map((r) => r.textContent)).toEqual([expect.stringContaining('FP24110004')]));
  const [seeded] = await visitorList();
  expect(seeded).toHaveTextContent('已开票');
  expect(seeded).toHaveTextContent('停车费 · 国家大剧院地下停车场');
  expect(seeded).toHaveTextContent('订单U20007');
  expect(new URLSearchParams(router.state.location.search).get('plateNo')).toBe('京AD12345');
  expect(lastRead()?.query).toMatchObject({ plateNo: '京AD12345' });
  expect(document.body).not.toHaveTextContent('example.com');

  // 粤B12345: none of its invoices were asked for without an account, and the page says what that means.
  await user.click(within(plates()).getByRole('radio', { name: /粤B·12345/ }));
  // Chosen at once, as tapped: not the plate before until the address has changed.
  expect(within(plates()).getByRole('radio', { name: /粤B·12345/ })).toBeChecked();
  expect(await screen.findByText('该车牌暂无游客开具的发票')).toBeInTheDocument();
  expect(screen.getByText('未登录时凭该车牌和停车订单编号自助开具的发票，会显示在这里')).toBeInTheDocument();
  expect(lastRead()?.query).toMatchObject({ plateNo: '粤B12345' });
});

test("a plate not held: the server's words, no 重试 — named in a kept link, or claimed away while the page was open", async () => {
  signInAs('A');
  const reads = () => backend.calls.list(BY_PLATE, 'GET').length;
  const { unmount } = renderApp(`/invoiceRecord?view=plate&plateNo=${encodeURIComponent('京B88888')}`);
  const refused = await screen.findByRole('alert', {}, { timeout: 15_000 });
  expect(refused).toHaveTextContent('该车牌不在您的账户中');
  expect(within(refused).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  expect(within(refused).getByRole('link', { name: '联系客服' })).toBeInTheDocument();
  expect(lastRead()?.query).toMatchObject({ plateNo: '京B88888' });
  // None of A's plates is the one asked about.
  await waitFor(() => expect(within(plates()).getAllByRole('radio')).toHaveLength(3));
  expect(within(plates()).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
  unmount();

  // The page opened with A's plates; meanwhile 粤B12345 was claimed away (approved with its licence).
  renderApp('/invoiceRecord?view=plate');
  expect(await screen.findByText('该车牌暂无游客开具的发票', {}, { timeout: 15_000 })).toBeInTheDocument();
  unbindPlate(backend.db, backend.db.plates.find((p) => p.driverId === DRIVER_A && p.plateNo === '粤B12345')!, backend.clock.now());
  const before = reads();
  await user.click(within(plates()).getByRole('radio', { name: /粤B·12345/ }));
  expect(await screen.findByText('该车牌不在您的账户中')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  expect(screen.queryByText('该车牌暂无游客开具的发票')).not.toBeInTheDocument();
  expect(reads()).toBe(before + 1);
  expect(lastRead()?.query).toMatchObject({ plateNo: '粤B12345' });
});

test('network trouble offers 重试, which asks again and shows the list', async () => {
  await visitorPaysAtLane();
  await visitorInvoice('京A12345', 'U20001', { phone: '13912345678' });
  backend.faults.add({ path: BY_PLATE, method: 'GET', networkError: true, times: 1 });
  signInAs('A');
  renderApp('/invoiceRecord?view=plate');
  expect(await screen.findByText('发票加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('网络不佳或服务繁忙，请稍后重试')).toBeInTheDocument();
  const before = backend.calls.list(BY_PLATE, 'GET').length;
  await user.click(screen.getByRole('button', { name: '重试' }));
  const [row] = await visitorList();
  expect(row).toHaveTextContent('订单U20001');
  expect(backend.calls.list(BY_PLATE, 'GET').slice(before).map((c) => c.query)).toEqual([{ plateNo: '京A12345', pageNo: '1', pageSize: '10' }]);
  // Sent by phone: the number is not on the page, whole or masked.
  expect(document.body).not.toHaveTextContent('13912345678');
  expect(document.body).not.toHaveTextContent('139****5678');
});
