import { invoiceOrdersApi } from '@/api/invoice/orders';
import { invoiceRecordsApi } from '@/api/invoice/records';
import { INVOICE_CODES } from '@/api/invoice/records.types';
import { invoiceSelfApi } from '@/api/invoice/self';
import { INVOICE_SENDS_PER_DAY } from '@/api/invoice/records.types';
import { setupStore } from '@/app/store';
import { DRIVER_A } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { beijingDay, call, movements, ok, statement } from './statement/call';

/**
 * Self-service invoicing's delivery (an e-mail or a mobile number), sending an issued invoice again, and a refunded
 * parking bill, against the mock: through the app's own API where the app can send it, by hand where it cannot
 * (neither or both ways: the app's types refuse to build such a body).
 */

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
const self = invoiceSelfApi.endpoints;
const fresh = { forceRefetch: true } as const;
const MIN = 60_000;
const DAY = 86_400_000;
const TITLE = { titleType: 2 as const, name: '王先生' };
/** 京A12345's U20005 (15.00元 paid from A's balance after a 5.00元 coupon), invoiceable and never invoiced. */
const ORDER = { plateNo: '京A12345', orderNo: 'U20005' };

interface Delivery {
  channel: 'email' | 'sms';
  to: string;
  why: 'issued' | 'resend';
  at: string;
}
const deliveries = (invoiceNo: string) => ok<{ results: Delivery[] }>('GET', `/__mock/invoices/${invoiceNo}/deliveries`).then((d) => d.results);

/** As a visitor's phone would send it, but by hand (no CustomPayload, so the contract check does not judge the body). */
async function byHand<T>(path: string, body: Record<string, unknown>) {
  const res = await fetch(`http://localhost/api/invoice/v2/api/selfService${path}`, {
    method: 'POST', headers: { ClientType: '2', 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  return (await res.json()) as { code: string; msg: string; data: T | null };
}

test('delivery by phone: the server keeps the number, answers it masked, and texts it once the invoice is issued', async () => {
  const s = store();
  const inv = await s.dispatch(self.createSelfInvoice.initiate({ ...ORDER, invoiceType: 1, title: TITLE, phone: '13900139000' })).unwrap();
  expect(inv).toMatchObject({ state: 1, email: null, phone: '139****9000', sentTo: [] });
  expect(JSON.stringify(inv)).not.toContain('13900139000');
  expect(backend.db.invoices.find((i) => i.invoiceNo === inv.invoiceNo)).toMatchObject({ phone: '13900139000', email: null, driverId: null });
  const found = await s.dispatch(self.selfInvoiceOrder.initiate(ORDER, fresh)).unwrap();
  expect(found.invoice).toMatchObject({ invoiceNo: inv.invoiceNo, phone: '139****9000' });
  // Nothing went out while 开票中; at issue, one text message to the number as given.
  expect(await deliveries(inv.invoiceNo)).toEqual([]);
  backend.clock.advance(5 * MIN);
  expect(await deliveries(inv.invoiceNo)).toEqual([{ channel: 'sms', to: '13900139000', why: 'issued', at: expect.any(String) }]);

  // +86 and the spaces a phone's contacts put in are the same number.
  const other = await byHand<{ invoiceNo: string }>('/invoices', { plateNo: '粤B12345', orderNo: 'U20006', title: TITLE, phone: '+86 139 0013 9001' });
  expect(other.code).toBe('200');
  expect(backend.db.invoices.find((i) => i.invoiceNo === other.data?.invoiceNo)?.phone).toBe('13900139001');
});

test('a request must name one way: neither or both is refused with its code, a malformed number with a 400; nothing is issued', async () => {
  const body = { ...ORDER, title: TITLE };
  expect(await byHand('/invoices', { ...body, email: 'wang@example.com', phone: '13900139000' })).toMatchObject({
    code: INVOICE_CODES.oneDelivery, msg: '邮箱和手机号只能选择一种接收方式', data: null,
  });
  expect(await byHand('/invoices', body)).toMatchObject({ code: INVOICE_CODES.oneDelivery, msg: '请填写接收发票的邮箱或手机号' });
  expect(await byHand('/invoices', { ...body, email: ' ', phone: '' })).toMatchObject({ code: INVOICE_CODES.oneDelivery, msg: '请填写接收发票的邮箱或手机号' });
  expect(await byHand('/invoices', { ...body, phone: '1390013900' })).toMatchObject({ code: '400', msg: '请输入正确的手机号' });
  expect(await byHand('/invoices', { ...body, phone: 13900139000 })).toMatchObject({ code: '400', msg: '请输入正确的手机号' });
  expect(backend.db.invoices.filter((i) => i.items.some((x) => x.orderNo === 'U20005'))).toEqual([]);
});

test(`重新发送: refused while 开票中 in the server's words, then sent to an e-mail or a number, ${INVOICE_SENDS_PER_DAY} times a Beijing day`, async () => {
  const s = store();
  const send = (to: { email: string } | { phone: string }, plateNo = ORDER.plateNo) =>
    s.dispatch(self.sendSelfInvoice.initiate({ invoiceNo: inv.invoiceNo, plateNo, ...to })).unwrap();
  const inv = await s.dispatch(self.createSelfInvoice.initiate({ ...ORDER, title: TITLE, email: 'wang@example.com' })).unwrap();
  await expect(send({ email: 'mama@example.com' })).rejects.toMatchObject({ code: INVOICE_CODES.notIssued, msg: '发票正在开具中，开具完成后才能发送' });

  backend.clock.advance(5 * MIN);
  // The plate is the proof: another plate finds no such invoice.
  await expect(send({ email: 'mama@example.com' }, '粤B12345')).rejects.toMatchObject({ code: '404', msg: '未找到该发票，请核对车牌号和发票编号' });
  expect(await byHand(`/invoices/${inv.invoiceNo}/send`, { plateNo: ORDER.plateNo, email: 'mama@example.com', phone: '13800138000' })).toMatchObject({ code: INVOICE_CODES.oneDelivery });
  expect(await byHand(`/invoices/${inv.invoiceNo}/send`, { plateNo: ORDER.plateNo })).toMatchObject({ code: INVOICE_CODES.oneDelivery });

  // Where it went, masked, is the answer.
  expect(await send({ email: 'mama@example.com' })).toMatchObject({ invoiceNo: inv.invoiceNo, to: 'ma***@example.com', sentTime: expect.any(String) });
  expect(await send({ phone: '13800138000' })).toMatchObject({ to: '138****8000' });
  expect((await deliveries(inv.invoiceNo)).map((d) => [d.channel, d.to, d.why])).toEqual([
    ['email', 'wang@example.com', 'issued'], ['email', 'mama@example.com', 'resend'], ['sms', '13800138000', 'resend'],
  ]);
  // The wire's sentTo lists the e-mails, masked (a plate and an invoice number are all this call asks, and a plate's
  // next holder sees the number); the number went by text message and is not there.
  const detail = await s.dispatch(self.selfInvoice.initiate({ invoiceNo: inv.invoiceNo, plateNo: ORDER.plateNo })).unwrap();
  expect(detail.sentTo.map((x) => x.email)).toEqual(['wa***@example.com', 'ma***@example.com']);
  expect(JSON.stringify(detail)).not.toMatch(/wang@|mama@/);

  for (let n = 2; n < INVOICE_SENDS_PER_DAY; n += 1) await send({ email: 'mama@example.com' });
  await expect(send({ email: 'mama@example.com' })).rejects.toMatchObject({
    code: INVOICE_CODES.sendLimit, msg: `该发票今日已发送${INVOICE_SENDS_PER_DAY}次，请明天再试`,
  });
  expect((await deliveries(inv.invoiceNo)).filter((d) => d.why === 'resend')).toHaveLength(INVOICE_SENDS_PER_DAY);

  // The next Beijing day (the test clock starts at 10:00 Beijing time) it may be sent again.
  backend.clock.advance(DAY - 10 * 60 * MIN + MIN);
  expect(await send({ phone: '13800138000' })).toMatchObject({ to: '138****8000' });
});

test('the operator refunds a paid bill: the money back to its channel, lookup and request refused, nothing invoiceable, the statement says why', async () => {
  const balance = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents;
  const before = balance();
  const refund = await ok<{ refundCents: number; payments: { payOrderId: string; payChannel: number; cents: number }[] }>('POST', '/__mock/bills/U20005/refund', { reason: '计费时长有误' });
  expect(refund).toMatchObject({ refundCents: 1500, payments: [{ payOrderId: 'O900002', payChannel: 6, cents: 1500 }] });
  expect(balance()).toBe(before + 1500);
  expect(backend.db.parkOrders.find((b) => b.uniqueId === 'U20005')).toMatchObject({ state: 'paid', refund: { reason: '计费时长有误' } });
  expect(await call('POST', '/__mock/bills/U20005/refund')).toMatchObject({ code: '409', msg: '该账单已退款，不能重复退款' });
  expect(await call('POST', '/__mock/bills/U20001/refund')).toMatchObject({ code: '409', msg: '该账单尚未支付，没有可退的款项' });

  const s = store();
  await expect(s.dispatch(self.selfInvoiceOrder.initiate(ORDER)).unwrap()).rejects.toMatchObject({ code: INVOICE_CODES.refunded, msg: '该订单已退款，无需开具发票' });
  await expect(s.dispatch(self.createSelfInvoice.initiate({ ...ORDER, title: TITLE, email: 'wang@example.com' })).unwrap()).rejects.toMatchObject({
    code: INVOICE_CODES.refunded, msg: '该订单已退款，无需开具发票',
  });
  expect(backend.db.invoices.filter((i) => i.items.some((x) => x.orderNo === 'U20005'))).toEqual([]);

  // The driver's own ways refuse it too: not in the invoiceable list, refused if named.
  signInAs('A');
  const a = store();
  const invoiceable = await a.dispatch(invoiceOrdersApi.endpoints.invoiceableOrders.initiate({})).unwrap();
  expect(invoiceable.groups.flatMap((g) => g.orders.map((o) => o.orderNo))).not.toContain('U20005');
  await expect(a.dispatch(invoiceRecordsApi.endpoints.createInvoice.initiate({ orders: [{ kind: 'parking', orderNo: 'U20005' }], title: TITLE, email: 'a@example.com' })).unwrap())
    .rejects.toMatchObject({ code: INVOICE_CODES.notInvoiceable, msg: '订单U20005已退款，不能开票' });

  // The money is a refund line against the payment it gives back, on the balance, and the payment is not invoiceable.
  const lines = (await statement({ from: beijingDay(-30), to: beijingDay(0) })).lines;
  const paid = lines.find((l) => l.kind === 'parking' && l.orderNos.includes('U20005'));
  const back = lines.find((l) => l.kind === 'refund' && l.orderNos.includes('U20005'));
  expect(back).toMatchObject({ title: '停车费退款', amountCents: 1500, balanceCents: 1500, refundOf: paid?.lineId, fapiao: { reason: '退款不开票' } });
  expect(paid).toMatchObject({ amountCents: -1500, fapiao: { state: 'notInvoiceable', reason: '已全额退款' } });
  expect((await movements()).find((m) => m.orderNos.includes('U20005') && m.type === 'refund')).toMatchObject({ amountCents: 1500, title: '停车费退款' });
});

test('an order invoiced before its refund keeps its invoice: the lookup and a request show it, and it can still be sent', async () => {
  const s = store();
  const inv = await s.dispatch(self.createSelfInvoice.initiate({ ...ORDER, title: TITLE, email: 'wang@example.com' })).unwrap();
  await ok('POST', '/__mock/bills/U20005/refund');
  const found = await s.dispatch(self.selfInvoiceOrder.initiate(ORDER, fresh)).unwrap();
  expect(found.invoice).toMatchObject({ invoiceNo: inv.invoiceNo, state: 1 });
  expect(await s.dispatch(self.createSelfInvoice.initiate({ ...ORDER, title: { titleType: 2, name: '李先生' }, phone: '13900139000' })).unwrap()).toMatchObject({
    invoiceNo: inv.invoiceNo, titleName: '王先生',
  });
  backend.clock.advance(5 * MIN);
  expect(await s.dispatch(self.sendSelfInvoice.initiate({ invoiceNo: inv.invoiceNo, plateNo: ORDER.plateNo, email: 'wang@example.com' })).unwrap()).toMatchObject({
    to: 'wa***@example.com',
  });
  // A reversal frees the order as ever, and then the refund stands: nothing is issued again.
  backend.db.invoices.find((i) => i.invoiceNo === inv.invoiceNo)!.reversedAt = backend.clock.now();
  await expect(s.dispatch(self.selfInvoiceOrder.initiate(ORDER, fresh)).unwrap()).rejects.toMatchObject({ code: INVOICE_CODES.refunded });
});
