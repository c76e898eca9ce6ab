import { invoiceApi } from '@/api/invoice';
import { invoiceOrdersApi } from '@/api/invoice/orders';
import { invoiceRecordsApi } from '@/api/invoice/records';
import type { InvoiceOrderRef } from '@/api/invoice/orders.types';
import { INVOICE_CODES, type CreateInvoiceBody } from '@/api/invoice/records.types';
import type { InvoiceTitleFields } from '@/api/invoice/titles.types';
import { setupStore } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const fresh = { forceRefetch: true } as const;
const MIN = 60_000;
const rec = invoiceRecordsApi.endpoints;

const COMPANY: InvoiceTitleFields = { titleType: 1, name: '北京顺达物流有限公司', taxNo: '91110105MA00F8KX30' };
const parking = (orderNo: string): InvoiceOrderRef => ({ kind: 'parking', orderNo });

const invoiceable = (s: Store) => s.dispatch(invoiceOrdersApi.endpoints.invoiceableOrders.initiate({}, fresh)).unwrap();
const create = (s: Store, body: Partial<CreateInvoiceBody> = {}) =>
  s.dispatch(rec.createInvoice.initiate({ orders: [parking('U20005'), parking('U20006')], title: COMPANY, email: 'finance@shunda.example.com', ...body })).unwrap();
const detail = (s: Store, invoiceNo: string) => s.dispatch(rec.invoiceRecord.initiate({ invoiceNo }, fresh)).unwrap();
const orderNos = (o: Awaited<ReturnType<typeof invoiceable>>) => o.groups.flatMap((g) => g.orders.map((x) => x.orderNo));

async function control(path: string, body: unknown = {}) {
  const res = await fetch(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: string };
}

test("A's invoiceable orders, by issuer: parking, charging and passes paid, less what is invoiced or being invoiced", async () => {
  signInAs('A');
  const list = await invoiceable(store());
  expect(list.groups.map((g) => [g.issuerId, g.issuerName, g.taxNo])).toEqual([
    ['ISS01', '北京静态交通运营管理有限公司', '91110101MA01JT8K4C'],
    ['ISS02', '北京绿能智行充电科技有限公司', '91110105MA01R2GW7Y'],
  ]);
  const [first, second] = list.groups;
  expect(first!.orders.map((o) => [o.kind, o.orderNo, o.amountCents])).toEqual([['parking', 'U20005', 1500], ['parking', 'U20006', 600], ['pass', 'BG9002', 35000]]);
  expect(first!.totalCents).toBe(37100);
  expect(first!.orders[0]).toMatchObject({ kindText: '停车费', title: '王府井百货地下停车场', subTitle: '京A·12345', time: expect.stringMatching(/^\d{4}-/) });
  // C30014's appeal refunded 5.95元 of 20.83元; C30013 is being invoiced; U20004 was invoiced.
  expect(second!.orders.map((o) => [o.orderNo, o.amountCents])).toEqual(expect.arrayContaining([['C30002', 5930], ['C30012', 3480], ['C30014', 1488], ['BG9001', 90000]]));
  expect(orderNos(list)).not.toContain('C30013');
  expect(orderNos(list)).not.toContain('U20004');
  expect(list.total).toBe(7);
});

test('two orders of one issuer, a company title: one invoice, 开票中, then 已开票 on the clock, viewable and in the records', async () => {
  signInAs('A');
  const s = store();
  const inv = await create(s);
  expect(inv).toMatchObject({
    issuerId: 'ISS01', invoiceType: 1, invoiceTypeText: '电子普通发票', titleType: 1, titleName: '北京顺达物流有限公司', amountCents: 2100, orderCount: 2,
    state: 1, stateText: '开票中', issueTime: null, taxInvoiceNo: null, invoiceUrl: null, sentTo: [],
    title: { titleType: 1, name: '北京顺达物流有限公司', taxNo: '91110105MA00F8KX30', address: null, phone: null, bank: null, account: null },
  });
  expect(inv.orders.map((o) => [o.orderNo, o.amountCents, o.kindText])).toEqual([['U20005', 1500, '停车费'], ['U20006', 600, '停车费']]);
  expect(orderNos(await invoiceable(s))).not.toContain('U20005');
  await expect(s.dispatch(invoiceApi.endpoints.invoiceUrl.initiate({ unid: inv.invoiceNo })).unwrap()).rejects.toMatchObject({ code: INVOICE_CODES.notIssued });
  await expect(create(s)).rejects.toMatchObject({ code: INVOICE_CODES.notInvoiceable, msg: '订单U20005已开票或正在开票中，不能开票' });

  backend.clock.advance(5 * MIN - 1000);
  expect((await detail(s, inv.invoiceNo)).state).toBe(1);
  backend.clock.advance(1000);
  const issued = await detail(s, inv.invoiceNo);
  expect(issued).toMatchObject({ state: 2, stateText: '已开票', issueTime: expect.any(String), taxInvoiceNo: expect.stringMatching(/^\d{20}$/) });
  expect(issued.sentTo).toEqual([{ email: 'finance@shunda.example.com', time: issued.issueTime }]);
  const link = await s.dispatch(invoiceApi.endpoints.invoiceUrl.initiate({ unid: inv.invoiceNo }, fresh)).unwrap();
  expect(link).toMatchObject({ invoiceNo: inv.invoiceNo, amount: 2100, newlyIssued: 0, invoiceUrl: issued.invoiceUrl });
  const page = await (await fetch(link.invoiceUrl)).text();
  for (const text of ['¥21.00', '北京顺达物流有限公司', '91110105MA00F8KX30', '北京静态交通运营管理有限公司', '*经营租赁*停车服务费', issued.taxInvoiceNo!]) expect(page).toContain(text);

  const records = await s.dispatch(rec.invoiceRecords.initiate({}, fresh)).unwrap();
  expect(records.pages[0]!.results.map((r) => [r.invoiceNo, r.stateText])).toEqual([
    [inv.invoiceNo, '已开票'], ['FP24110003', '已开票'], ['FP24110001', '已开票'], ['FP24110002', '已红冲'],
  ]);
  const onlyIssued = await s.dispatch(rec.invoiceRecords.initiate({ state: 4 }, fresh)).unwrap();
  expect(onlyIssued.pages[0]!.results.map((r) => r.invoiceNo)).toEqual(['FP24110002']);
});

test('orders of two issuers, or not the driver’s, or already invoiced, are refused; nothing is made', async () => {
  signInAs('A');
  const s = store();
  const before = backend.db.invoices.length;
  await expect(create(s, { orders: [parking('U20005'), { kind: 'charging', orderNo: 'C30002' }] })).rejects.toMatchObject({
    code: INVOICE_CODES.mixedIssuers, msg: '所选订单属于不同开票方，请按开票方分别开票',
  });
  await expect(create(s, { orders: [parking('U20004')] })).rejects.toMatchObject({ code: INVOICE_CODES.notInvoiceable, msg: '订单U20004已开票或正在开票中，不能开票' });
  await expect(create(s, { orders: [parking('U20001')] })).rejects.toMatchObject({ code: INVOICE_CODES.notInvoiceable, msg: '订单U20001不存在、未支付或已超过开票期限，不能开票' });
  await expect(create(s, { orders: [{ kind: 'charging', orderNo: 'C30003' }] })).rejects.toMatchObject({ code: INVOICE_CODES.notInvoiceable });
  await expect(create(s, { orders: [] })).rejects.toMatchObject({ code: '400', msg: '请选择要开票的订单' });
  await expect(create(s, { email: 'finance@' })).rejects.toMatchObject({ code: '400', msg: '请输入正确的邮箱地址，如name@example.com' });
  await expect(create(s, { title: { ...COMPANY, taxNo: '91110105MA00F8KX31' } })).rejects.toMatchObject({ code: '400', msg: '校验位（第18位）与前17位不符，请逐位核对' });
  await expect(create(s, { title: { ...COMPANY, taxNo: '9111010SMA00F8KX30' } })).rejects.toMatchObject({ code: '400', msg: '第8位“S”不是有效字符：只能是数字或除I、O、S、V、Z以外的大写字母' });
  expect(backend.db.invoices).toHaveLength(before);
});

test('a request sent again with its key answers with the invoice it made; another key for the same orders is refused', async () => {
  signInAs('A');
  const s = store();
  const before = backend.db.invoices.length;
  const first = await create(s, { requestId: 'req-split-1' });
  const again = await create(s, { requestId: 'req-split-1' });
  expect(again.invoiceNo).toBe(first.invoiceNo);
  expect(backend.db.invoices).toHaveLength(before + 1);
  await expect(create(s, { requestId: 'req-split-2' })).rejects.toMatchObject({ code: INVOICE_CODES.notInvoiceable });
  await expect(create(s, { requestId: 'x'.repeat(65) })).rejects.toMatchObject({ code: '400', msg: '请求编号不正确' });
  expect(backend.db.invoices).toHaveLength(before + 1);
});

test('a personal title is a name; a typed company code is normalised; a special VAT invoice needs a company and its four fields', async () => {
  signInAs('A');
  const s = store();
  const personal = await create(s, { orders: [parking('U20006')], title: { titleType: 2, name: '张伟', taxNo: 'ignored' } });
  expect(personal.title).toEqual({ titleType: 2, name: '张伟', taxNo: null, address: null, phone: null, bank: null, account: null });
  const typed = await create(s, { orders: [parking('U20005')], title: { ...COMPANY, taxNo: ' 91110105ma00f8kx30 ' } });
  expect(typed.title.taxNo).toBe('91110105MA00F8KX30');

  const special = { titleType: 1 as const, name: '北京顺达物流有限公司', taxNo: '91110105MA00F8KX30', address: '北京市朝阳区建国路88号', phone: '010-65001234', bank: '中国工商银行北京国贸支行', account: '0200 0415 0920 0123 456' };
  const charging = [{ kind: 'charging' as const, orderNo: 'C30002' }];
  await expect(create(s, { orders: charging, invoiceType: 2, title: { titleType: 2, name: '张伟' } })).rejects.toMatchObject({ msg: '增值税专用发票仅限单位抬头' });
  await expect(create(s, { orders: charging, invoiceType: 2, title: { ...special, bank: '' } })).rejects.toMatchObject({ msg: '请填写开户银行' });
  await expect(create(s, { orders: charging, invoiceType: 2, title: { ...special, account: '12-34' } })).rejects.toMatchObject({ msg: '银行账号应为8至30位数字' });
  await expect(create(s, { orders: charging, invoiceType: 2, title: { ...special, phone: '电话' } })).rejects.toMatchObject({ msg: '注册电话格式不正确，如010-65001234' });
  const vat = await create(s, { orders: charging, invoiceType: 2, title: special, remark: '项目：车队充电' });
  expect(vat).toMatchObject({ invoiceType: 2, invoiceTypeText: '增值税专用发票', issuerId: 'ISS02', remark: '项目：车队充电', title: { account: '0200041509200123456', bank: '中国工商银行北京国贸支行' } });
});

test('a fault fails the next invoice with its reason: 开票失败, its orders free again, nothing to view or send', async () => {
  signInAs('A');
  const s = store();
  expect((await control('/__mock/invoices/fail-next', { reason: '购买方名称与税号不匹配' })).code).toBe('200');
  const inv = await create(s);
  backend.clock.advance(5 * MIN);
  expect(await detail(s, inv.invoiceNo)).toMatchObject({ state: 3, stateText: '开票失败', failReason: '购买方名称与税号不匹配', invoiceUrl: null, taxInvoiceNo: null });
  expect(orderNos(await invoiceable(s))).toEqual(expect.arrayContaining(['U20005', 'U20006']));
  await expect(s.dispatch(rec.resendInvoice.initiate({ invoiceNo: inv.invoiceNo, email: 'a@b.cn' })).unwrap()).rejects.toMatchObject({ code: INVOICE_CODES.wrongState });
  await expect(s.dispatch(invoiceApi.endpoints.invoiceUrl.initiate({ unid: inv.invoiceNo })).unwrap()).rejects.toMatchObject({ code: INVOICE_CODES.wrongState, msg: '开票失败：购买方名称与税号不匹配' });
  // The fault was for one invoice: the next is issued.
  const again = await create(s);
  backend.clock.advance(5 * MIN);
  expect((await detail(s, again.invoiceNo)).state).toBe(2);
});

test('the tax platform can be made to answer now; the seed’s invoice in progress is issued 4 minutes on', async () => {
  signInAs('A');
  const s = store();
  expect((await detail(s, 'FP24110003')).stateText).toBe('开票中');
  const inv = await create(s);
  expect((await control(`/__mock/invoices/${inv.invoiceNo}`, { state: 'issued' })).code).toBe('200');
  expect((await detail(s, inv.invoiceNo)).state).toBe(2);
  expect((await control(`/__mock/invoices/${inv.invoiceNo}`, { state: 'failed' })).code).toBe('409');
  backend.clock.advance(4 * MIN);
  expect(await detail(s, 'FP24110003')).toMatchObject({ state: 2, orders: [expect.objectContaining({ orderNo: 'C30013', kind: 'charging' })] });
});

test('resend to another address; reverse (红冲) an issued invoice and invoice its orders again', async () => {
  signInAs('A');
  const s = store();
  const sent = await s.dispatch(rec.resendInvoice.initiate({ invoiceNo: 'FP24110001', email: 'zw@example.cn' })).unwrap();
  expect(sent).toMatchObject({ invoiceNo: 'FP24110001', email: 'zw@example.cn' });
  expect((await detail(s, 'FP24110001')).sentTo.map((x) => x.email)).toEqual(['zhangwei@example.com', 'zw@example.cn']);
  await expect(s.dispatch(rec.resendInvoice.initiate({ invoiceNo: 'FP24110001', email: 'zw' })).unwrap()).rejects.toMatchObject({ code: '400' });
  await expect(s.dispatch(rec.resendInvoice.initiate({ invoiceNo: 'FP24110003', email: 'zw@example.cn' })).unwrap()).rejects.toMatchObject({ code: INVOICE_CODES.notIssued });

  const reversed = await s.dispatch(rec.reverseInvoice.initiate({ invoiceNo: 'FP24110001' })).unwrap();
  expect(reversed).toMatchObject({ state: 4, stateText: '已红冲', reverseTime: expect.any(String), invoiceUrl: expect.any(String) });
  expect(await (await fetch(reversed.invoiceUrl!)).text()).toContain('已红冲');
  await expect(s.dispatch(rec.reverseInvoice.initiate({ invoiceNo: 'FP24110001' })).unwrap()).rejects.toMatchObject({ code: INVOICE_CODES.wrongState });
  expect(orderNos(await invoiceable(s))).toContain('U20004');
  const anew = await create(s, { orders: [parking('U20004')] });
  expect(anew.amountCents).toBe(1000);
});

test("nobody else's invoices: B has no records and cannot open A's", async () => {
  signInAs('B');
  const s = store();
  expect((await s.dispatch(rec.invoiceRecords.initiate({})).unwrap()).pages[0]!.results).toEqual([]);
  await expect(detail(s, 'FP24110001')).rejects.toMatchObject({ code: '404' });
  await expect(s.dispatch(invoiceApi.endpoints.invoiceUrl.initiate({ unid: 'FP24110001' })).unwrap()).rejects.toMatchObject({ code: '404' });
});
