import { invoiceOrdersApi } from '@/api/invoice/orders';
import { invoiceRecordsApi } from '@/api/invoice/records';
import { invoiceSelfApi } from '@/api/invoice/self';
import { invoiceTitlesApi } from '@/api/invoice/titles';
import { INVOICE_CODES } from '@/api/invoice/records.types';
import { MAX_INVOICE_TITLES, type SaveInvoiceTitleBody } from '@/api/invoice/titles.types';
import { setupStore } from '@/app/store';
import { creditCodeCheckChar } from '@/lib/creditCode';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const fresh = { forceRefetch: true } as const;
const MIN = 60_000;
const t = invoiceTitlesApi.endpoints;
const self = invoiceSelfApi.endpoints;

const titles = (s: Store) => s.dispatch(t.invoiceTitles.initiate(undefined, fresh)).unwrap().then((l) => l.results);
const add = (s: Store, body: SaveInvoiceTitleBody) => s.dispatch(t.addInvoiceTitle.initiate(body)).unwrap();
/** A valid code for company number n (positions 9-17 vary), completed by the rule's own check character. */
const codeFor = (n: number) => {
  const first17 = `91110108${String(n).padStart(9, '0')}`;
  return first17 + creditCodeCheckChar(first17);
};

test("saved titles: A's two (the default first); add, refuse a wrong code or a duplicate, update, delete", async () => {
  signInAs('A');
  const s = store();
  expect((await titles(s)).map((x) => [x.titleId, x.titleType, x.name, x.isDefault])).toEqual([
    ['IT900001', 2, '张伟', true], ['IT900002', 1, '北京顺达物流有限公司', false],
  ]);
  await expect(add(s, { titleType: 1, name: '北京某某科技有限公司', taxNo: '91110108MA01C6PD2C' })).rejects.toMatchObject({ code: '400', msg: '校验位（第18位）与前17位不符，请逐位核对' });
  await expect(add(s, { titleType: 1, name: '北京某某科技有限公司', taxNo: '' })).rejects.toMatchObject({ msg: '请输入统一社会信用代码' });
  await expect(add(s, { titleType: 1, name: '', taxNo: '91110108MA01C6PD2B' })).rejects.toMatchObject({ msg: '请填写单位名称' });
  const made = await add(s, { titleType: 1, name: '北京某某科技有限公司', taxNo: '91110108MA01C6PD2B', isDefault: true });
  expect(made).toMatchObject({ titleType: 1, taxNo: '91110108MA01C6PD2B', isDefault: true, address: null });
  await expect(add(s, { titleType: 1, name: '另一个名字', taxNo: '91110108MA01C6PD2B' })).rejects.toMatchObject({ code: INVOICE_CODES.titleRefused, msg: '该抬头已保存，请直接选用' });
  expect((await titles(s)).filter((x) => x.isDefault).map((x) => x.titleId)).toEqual([made.titleId]);

  const updated = await s.dispatch(t.updateInvoiceTitle.initiate({ titleId: made.titleId, titleType: 1, name: '北京某某科技有限公司', taxNo: '91110108MA01C6PD2B', address: '北京市海淀区中关村大街1号' })).unwrap();
  expect(updated).toMatchObject({ address: '北京市海淀区中关村大街1号', isDefault: true });
  // Deleting the default makes the newest of the others the default.
  const left = await s.dispatch(t.deleteInvoiceTitle.initiate({ titleId: made.titleId })).unwrap();
  expect(left.results.map((x) => [x.titleId, x.isDefault])).toEqual([['IT900002', true], ['IT900001', false]]);
  await expect(s.dispatch(t.deleteInvoiceTitle.initiate({ titleId: made.titleId })).unwrap()).rejects.toMatchObject({ code: '404' });
});

test(`at most ${MAX_INVOICE_TITLES} titles; a title typed on the invoice can be saved with it, or be a saved one`, async () => {
  signInAs('A');
  const s = store();
  const inv = await s.dispatch(invoiceRecordsApi.endpoints.createInvoice.initiate({
    orders: [{ kind: 'parking', orderNo: 'U20006' }], title: { titleType: 1, name: '新公司', taxNo: codeFor(1) }, email: 'a@example.com', saveTitle: true,
  })).unwrap();
  expect(inv.titleName).toBe('新公司');
  expect((await titles(s)).map((x) => x.name)).toContain('新公司');
  const bySaved = await s.dispatch(invoiceRecordsApi.endpoints.createInvoice.initiate({ orders: [{ kind: 'parking', orderNo: 'U20005' }], titleId: 'IT900002', email: 'a@example.com' })).unwrap();
  expect(bySaved.title).toMatchObject({ name: '北京顺达物流有限公司', taxNo: '91110105MA00F8KX30' });
  for (let n = 2; (await titles(s)).length < MAX_INVOICE_TITLES; n += 1) await add(s, { titleType: 1, name: `公司${n}`, taxNo: codeFor(n) });
  await expect(add(s, { titleType: 2, name: '李四' })).rejects.toMatchObject({ code: INVOICE_CODES.titleRefused, msg: `最多保存${MAX_INVOICE_TITLES}个抬头，请先删除不用的抬头` });
});

test('self-service: no login, a paid order found by plate and number, invoiced once, issued on the clock, found again by plate', async () => {
  const s = store();
  const found = await s.dispatch(self.selfInvoiceOrder.initiate({ plateNo: '粤B12345', orderNo: 'U20006' })).unwrap();
  expect(found).toMatchObject({ issuer: { issuerId: 'ISS01' }, order: { kind: 'parking', orderNo: 'U20006', amountCents: 600, subTitle: '粤B·12345' }, invoice: null });
  await expect(s.dispatch(self.selfInvoiceOrder.initiate({ plateNo: '京A12345', orderNo: 'U20006' })).unwrap()).rejects.toMatchObject({ code: '404', msg: '未找到该车牌的停车订单，请核对车牌号和订单编号' });
  await expect(s.dispatch(self.selfInvoiceOrder.initiate({ plateNo: '京AD12345', orderNo: 'U20003' })).unwrap()).rejects.toMatchObject({ code: INVOICE_CODES.notInvoiceable, msg: '该订单尚未支付完成，暂不能开票' });

  const body = { plateNo: '粤B12345', orderNo: 'U20006', title: { titleType: 2 as const, name: '王先生' }, email: 'wang@example.com' };
  await expect(s.dispatch(self.createSelfInvoice.initiate({ ...body, email: 'wang' })).unwrap()).rejects.toMatchObject({ code: '400' });
  const inv = await s.dispatch(self.createSelfInvoice.initiate(body)).unwrap();
  expect(inv).toMatchObject({ state: 1, amountCents: 600, titleName: '王先生', orderCount: 1 });
  // One invoice per payment: the same request again (a double tap, a retry) and another phone's with another title
  // answer the invoice there is; the server holds one.
  expect(await s.dispatch(self.createSelfInvoice.initiate(body)).unwrap()).toMatchObject({ invoiceNo: inv.invoiceNo, titleName: '王先生' });
  const otherPhone = store();
  expect(await otherPhone.dispatch(self.createSelfInvoice.initiate({ ...body, title: { titleType: 2, name: '李先生' }, email: 'li@example.com' })).unwrap()).toMatchObject({ invoiceNo: inv.invoiceNo, titleName: '王先生' });
  expect(backend.db.invoices.filter((i) => i.plateNo === '粤B12345' && i.driverId === null).map((i) => i.invoiceNo)).toEqual([inv.invoiceNo]);
  expect((await s.dispatch(self.selfInvoiceOrder.initiate({ plateNo: '粤B12345', orderNo: 'U20006' }, fresh)).unwrap()).invoice?.invoiceNo).toBe(inv.invoiceNo);

  backend.clock.advance(5 * MIN);
  const issued = await s.dispatch(self.selfInvoice.initiate({ invoiceNo: inv.invoiceNo, plateNo: '粤B12345' })).unwrap();
  expect(issued).toMatchObject({ state: 2, invoiceUrl: expect.stringContaining(`/__mock/invoice/${inv.invoiceNo}`) });
  expect(await (await fetch(issued.invoiceUrl!)).text()).toContain('王先生');
  await expect(s.dispatch(self.selfInvoice.initiate({ invoiceNo: inv.invoiceNo, plateNo: '京A12345' })).unwrap()).rejects.toMatchObject({ code: '404' });

  // The order's owner no longer sees it as invoiceable; the self-service invoice is not in their records.
  signInAs('A');
  const a = store();
  const mine = await a.dispatch(invoiceOrdersApi.endpoints.invoiceableOrders.initiate({})).unwrap();
  expect(mine.groups.flatMap((g) => g.orders.map((o) => o.orderNo))).not.toContain('U20006');
  const records = await a.dispatch(invoiceRecordsApi.endpoints.invoiceRecords.initiate({})).unwrap();
  expect(records.pages[0]!.results.map((r) => r.invoiceNo)).not.toContain(inv.invoiceNo);
});
