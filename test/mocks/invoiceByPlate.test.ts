import { isDefiniteRefusal } from '@/api/apiError';
import { invoiceByPlateApi } from '@/api/invoice/byPlate';
import type { PlateInvoicePage } from '@/api/invoice/byPlate.types';
import { INVOICE_CODES } from '@/api/invoice/records.types';
import { setupStore } from '@/app/store';
import { vinCheckDigit } from '@/lib/vin';
import { DRIVER_A } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { BY_PLATE, visitorInvoice, visitorPaysAtLane } from '../features/invoices/invoiceKit';
import { call, ok } from './statement/call';

/**
 * 按车牌 against the mock: the invoices a visitor asked for without an account, listed to the driver who holds the
 * plate now — never where they were sent — and refused for a plate the account does not hold at the time of the read.
 */

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
const MIN = 60_000;
const VISITOR_EMAIL = 'wang.visitor@example.com';
const VISITOR_PHONE = '13912345678';
const list = (plateNo: string, paging: { pageNo?: number; pageSize?: number } = {}, who: 'A' | 'B' = 'A') =>
  call<PlateInvoicePage>('GET', BY_PLATE, { plateNo, ...paging }, who);

/** Two visitor invoices of 京A12345: U20005's by e-mail, then (a minute later) U20001's, paid at the lane, by phone. */
async function twoVisitorInvoices() {
  const older = await visitorInvoice('京A12345', 'U20005', { email: VISITOR_EMAIL }, '王先生');
  backend.clock.advance(MIN);
  await visitorPaysAtLane();
  const newer = await visitorInvoice('京A12345', 'U20001', { phone: VISITOR_PHONE });
  return { older, newer };
}

test("a held plate's visitor invoices, newest first, with state, number, amount, title and the order; the account's own are not among them", async () => {
  const { older, newer } = await twoVisitorInvoices();
  // U20004 is invoiced from A's account (FP24110001): self-service answers that invoice, which stays A's own.
  expect(await visitorInvoice('京A12345', 'U20004', { email: VISITOR_EMAIL })).toBe('FP24110001');

  signInAs('A');
  const s = store();
  const first = await s.dispatch(invoiceByPlateApi.endpoints.plateInvoices.initiate({ plateNo: '京A12345' })).unwrap();
  expect(first.pages).toHaveLength(1);
  expect(first.pages[0]).toMatchObject({ total: 2, pageNo: 1, pageSize: 10 });
  expect(first.pages[0]?.results).toEqual([
    expect.objectContaining({
      invoiceNo: newer, state: 1, stateText: '开票中', titleType: 2, titleName: '张伟', amountCents: 3000, orderCount: 1, issueTime: null,
      issuerName: '北京静态交通运营管理有限公司', order: expect.objectContaining({ kind: 'parking', orderNo: 'U20001', title: '王府井百货地下停车场', amountCents: 3000 }),
    }),
    expect.objectContaining({ invoiceNo: older, titleName: '王先生', amountCents: 1500, order: expect.objectContaining({ orderNo: 'U20005' }) }),
  ]);
  // What the app sent: the plate and the first page, with A's token.
  expect(backend.calls.list(BY_PLATE, 'GET').at(-1)).toMatchObject({ query: { plateNo: '京A12345', pageNo: '1', pageSize: '10' } });

  // The tax platform answers five minutes on: both read 已开票 with when.
  backend.clock.advance(5 * MIN);
  const later = await ok<PlateInvoicePage>('GET', BY_PLATE, { plateNo: '京A12345' });
  expect(later.results.map((r) => [r.invoiceNo, r.stateText, typeof r.issueTime])).toEqual([[newer, '已开票', 'string'], [older, '已开票', 'string']]);
  // Nothing of another plate of A's.
  expect((await ok<PlateInvoicePage>('GET', BY_PLATE, { plateNo: '粤B12345' })).results).toEqual([]);
});

test('paged as the records are: pageNo and pageSize, the total on every page', async () => {
  const { older, newer } = await twoVisitorInvoices();
  const page = async (pageNo: number) => (await list('京A12345', { pageNo, pageSize: 1 })).data;
  expect(await page(1)).toMatchObject({ total: 2, pageNo: 1, pageSize: 1, results: [expect.objectContaining({ invoiceNo: newer })] });
  expect(await page(2)).toMatchObject({ total: 2, pageNo: 2, results: [expect.objectContaining({ invoiceNo: older })] });
  expect(await page(3)).toMatchObject({ total: 2, pageNo: 3, results: [] });
  expect(await list('京A12345', { pageNo: 0 })).toMatchObject({ code: '400', msg: '分页参数不正确', data: null });

  // The app's infinite query reads the next page while the server's total says there is one.
  signInAs('A');
  const s = store();
  const arg = { plateNo: '京A12345' };
  backend.db.invoices.push(...Array.from({ length: 10 }, (_, i) => ({ ...backend.db.invoices.find((x) => x.invoiceNo === older)!, invoiceNo: `FPX${i}`, createdAt: 0 })));
  const before = backend.calls.list(BY_PLATE, 'GET').length;
  await s.dispatch(invoiceByPlateApi.endpoints.plateInvoices.initiate(arg)).unwrap();
  const both = await s.dispatch(invoiceByPlateApi.endpoints.plateInvoices.initiate(arg, { direction: 'forward' })).unwrap();
  expect(both.pages.map((p) => p.results.length)).toEqual([10, 2]);
  expect(backend.calls.list(BY_PLATE, 'GET').slice(before).map((c) => c.query)).toEqual([
    { plateNo: '京A12345', pageNo: '1', pageSize: '10' }, { plateNo: '京A12345', pageNo: '2', pageSize: '10' },
  ]);
});

test('never where it was sent: no e-mail, no number, not even masked, also once it has been sent again', async () => {
  const { older } = await twoVisitorInvoices();
  backend.clock.advance(5 * MIN);
  const resent = await fetch(`http://localhost/api/invoice/v2/api/selfService/invoices/${older}/send`, {
    method: 'POST', headers: { ClientType: '2', 'Content-Type': 'application/json' }, body: JSON.stringify({ plateNo: '京A12345', email: 'mama@example.com' }),
  });
  expect(((await resent.json()) as { code: string }).code).toBe('200');

  const raw = await list('京A12345');
  expect(raw.code).toBe('200');
  const wire = JSON.stringify(raw);
  for (const word of [VISITOR_EMAIL, 'mama@example.com', 'example.com', '@', VISITOR_PHONE, '139****5678']) expect(wire).not.toContain(word);
  for (const row of raw.data!.results) {
    expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['email']));
    expect(Object.keys(row).filter((k) => /email|phone|sent/i.test(k))).toEqual([]);
  }
  // The server still holds them: left out of the answer, not lost.
  expect(backend.db.invoices.find((i) => i.invoiceNo === older)).toMatchObject({ email: VISITOR_EMAIL });
});

test('a plate not held is refused in words, for good; a visitor is asked to sign in; a malformed plate is a 400', async () => {
  await twoVisitorInvoices();
  const refused = { code: INVOICE_CODES.plateNotHeld, msg: '该车牌不在您的账户中', data: null };
  expect(await list('京B88888')).toEqual(refused);
  // B does not hold 京A12345: its visitor invoices are not B's to read.
  expect(await list('京A12345', {}, 'B')).toEqual(refused);
  const visitor = await fetch(`http://localhost/api${BY_PLATE}?plateNo=${encodeURIComponent('京A12345')}`, { headers: { ClientType: '2' } });
  expect(((await visitor.json()) as { code: string }).code).toBe('401');
  expect(await list('京A1')).toMatchObject({ code: '400', msg: '车牌号格式不正确' });

  // Through the app: a definite refusal (the page says it with no 重试), never toasted twice (the call is silent).
  signInAs('A');
  const ui = fakeUi();
  const s = setupStore(undefined, { ui, navigator: fakeNavigator(), platform: fakePlatform() });
  const read = await s.dispatch(invoiceByPlateApi.endpoints.plateInvoices.initiate({ plateNo: '京B88888' }));
  expect(read.error).toMatchObject({ code: INVOICE_CODES.plateNotHeld, msg: '该车牌不在您的账户中' });
  expect(isDefiniteRefusal(read.error)).toBe(true);
  expect(ui.toasts).toEqual([]);
});

test('the binding is read at each call: a plate claimed away with the licence answers its new holder, and no longer its old one', async () => {
  const invoiceNo = await visitorInvoice('粤B12345', 'U20006', { email: VISITOR_EMAIL });
  expect((await ok<PlateInvoicePage>('GET', BY_PLATE, { plateNo: '粤B12345' })).results.map((r) => r.invoiceNo)).toEqual([invoiceNo]);

  // B claims 粤B12345 with its licence and the operator approves: the plate moves to B.
  const vin = 'LSVAU2180N2123456';
  const claimed = await ok<{ claimId: string }>('POST', '/driver/v2/api/plateClaims', {
    plateNo: '粤B12345', plateColor: 2, ownerName: '李娜', vin: `${vin.slice(0, 8)}${vinCheckDigit(vin)!}${vin.slice(9)}`,
    licencePictures: ['http://localhost/__mock/pictures/PIC100001.jpg'],
  }, 'B');
  const approved = await fetch(`http://localhost/__mock/reviews/${claimed.claimId}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ decision: 'approve' }),
  });
  expect(approved.status).toBe(200);
  expect(backend.db.plates.filter((p) => p.plateNo === '粤B12345').map((p) => p.driverId)).not.toContain(DRIVER_A);

  expect(await list('粤B12345')).toMatchObject({ code: INVOICE_CODES.plateNotHeld, msg: '该车牌不在您的账户中' });
  expect((await ok<PlateInvoicePage>('GET', BY_PLATE, { plateNo: '粤B12345' }, 'B')).results.map((r) => r.invoiceNo)).toEqual([invoiceNo]);
});
