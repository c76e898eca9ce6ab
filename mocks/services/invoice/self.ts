import type { InvoiceDetail } from '../../../src/api/invoice/records.types';
import { INVOICE_CODES } from '../../../src/api/invoice/records.types';
import type { SelfInvoiceLookup, SelfInvoiceSent } from '../../../src/api/invoice/self.types';
import { normalisePhone, validatePhone } from '../../../src/lib/validators';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { plateNo, str, type Input } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { InvoiceRecord } from '../../db/invoices';
import { maskEmail } from '../driver/statement/routes';
import { allCandidates, coveringInvoice, INVOICE_WINDOW_DAYS, INVOICE_WINDOW_MS, invoiceState, type Candidate } from './orders';
import { invoiceTypeOf, newInvoice, notIssuedRefusal, refuseBeyondSendLimit } from './records';
import { emailFrom, titleFrom } from './titles';
import { deliveriesOf, detailOf, issuerOf } from './views';
import { maskPhone } from '../driver/account';

/**
 * Self-service invoicing (/makeInvoiceBySelf): no login; a paid parking order named by its plate and its order
 * number is the proof. The invoice is found again, and sent again, the same way (plate + invoice number). It goes
 * to an e-mail or, by text message, to a mobile number.
 */

const REFUNDED = '该订单已退款，无需开具发票';

/** The paid parking order with this plate and number, or one refusal for all the ways it is not there. */
function orderOf(ctx: MockContext): Candidate {
  const { db, req } = ctx;
  const plate = plateNo(req.input);
  const orderNo = str(req.input, 'orderNo', '订单编号').trim();
  const bill = db.parkOrders.find((b) => b.uniqueId === orderNo && b.plateNo === plate);
  if (!bill) notFound('未找到该车牌的停车订单，请核对车牌号和订单编号');
  const c = allCandidates(db).find((x) => x.view.kind === 'parking' && x.view.orderNo === orderNo);
  if (!c) throw new MockFail(INVOICE_CODES.notInvoiceable, bill.state === 'paid' ? '该订单实付金额为0，无需开票' : '该订单尚未支付完成，暂不能开票');
  if (ctx.now() - c.paidAt > INVOICE_WINDOW_MS) throw new MockFail(INVOICE_CODES.notInvoiceable, `该订单已超过开票期限（支付后${INVOICE_WINDOW_DAYS}天内可开票）`);
  return c;
}

/**
 * A refunded order is not invoiced: refused, unless an invoice was asked for before the refund — that one stands as
 * it is (开票中 goes on to 已开票; its reversal is the operator's), so it is what the visitor is shown.
 */
function refuseRefunded(c: Candidate): void {
  if (c.refunded) throw new MockFail(INVOICE_CODES.refunded, REFUNDED);
}

function lookup(ctx: MockContext): SelfInvoiceLookup {
  const c = orderOf(ctx);
  const inv = coveringInvoice(ctx.db, c.view, ctx.now());
  if (!inv) refuseRefunded(c);
  return { issuer: issuerOf(ctx.db, c.issuerId), order: c.view, invoice: inv ? visitorDetailOf(ctx.db, inv, ctx.now(), ctx.req.origin) : null };
}

type Delivery = { email: string } | { phone: string };

function given(input: Input, key: string): boolean {
  const v = input[key];
  return typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null;
}

/**
 * Where the invoice goes: an e-mail (the invoice form's rule) or a mobile number (the app's phone rule,
 * src/lib/validators.ts, +86 and spaces dropped), exactly one of them.
 */
function deliveryFrom(input: Input): Delivery {
  const email = given(input, 'email');
  const phone = given(input, 'phone');
  if (email && phone) throw new MockFail(INVOICE_CODES.oneDelivery, '邮箱和手机号只能选择一种接收方式');
  if (!email && !phone) throw new MockFail(INVOICE_CODES.oneDelivery, '请填写接收发票的邮箱或手机号');
  if (email) return { email: emailFrom(input) };
  const raw = typeof input.phone === 'string' ? input.phone.replace(/[\s-]/g, '') : '';
  const problem = validatePhone(raw);
  if (problem) badRequest(problem);
  return { phone: normalisePhone(raw) };
}

/**
 * One invoice per payment: an order already covered (开票中 or 已开票) answers that invoice, whatever this request's
 * title says — a double tap, a retry after a lost answer and a second phone all end on the one invoice, and nothing
 * is issued twice. The title and the delivery are still checked first: a malformed request is refused as such.
 */
function create(ctx: MockContext): InvoiceDetail {
  const { db, req } = ctx;
  const now = ctx.now();
  const c = orderOf(ctx);
  const invoiceType = invoiceTypeOf(req.input);
  const title = titleFrom(req.input.title, invoiceType);
  const to = deliveryFrom(req.input);
  const covering = coveringInvoice(db, c.view, now);
  if (covering) return visitorDetailOf(db, covering, now, req.origin);
  refuseRefunded(c);
  const email = 'email' in to ? to.email : null;
  const phone = 'phone' in to ? to.phone : null;
  const inv = newInvoice(db, { driverId: null, plateNo: c.plateNo, invoiceType, title, email, phone, remark: '', orders: [c], now });
  return visitorDetailOf(db, inv, now, req.origin);
}

/**
 * An invoice as the calls without a login answer it: a plate and an invoice number are all they ask, so the e-mails
 * it went to are masked as its number is (the visitor knows their own; a plate's next holder, who sees the invoice
 * number in 按车牌, must not learn it).
 */
function visitorDetailOf(db: Db, inv: InvoiceRecord, now: number, origin: string): InvoiceDetail {
  const detail = detailOf(db, inv, now, origin);
  return { ...detail, email: detail.email && maskEmail(detail.email), sentTo: detail.sentTo.map((s) => ({ ...s, email: maskEmail(s.email) })) };
}

/** The invoice with this number asked for with this plate: the plate is the proof, for reading it and sending it. */
function selfInvoiceOf(ctx: MockContext): InvoiceRecord {
  const plate = plateNo(ctx.req.input);
  const inv = ctx.db.invoices.find((i) => i.invoiceNo === ctx.req.params.invoiceNo && i.plateNo === plate);
  if (!inv) notFound('未找到该发票，请核对车牌号和发票编号');
  return inv;
}

/**
 * 重新发送: an issued invoice, to an e-mail or a number, within the day's sends (refuseBeyondSendLimit: a plate and a
 * number are all it takes, so it must not become a way to flood someone's inbox or phone). The answer says where it
 * went, masked.
 */
function send(ctx: MockContext): SelfInvoiceSent {
  const now = ctx.now();
  const inv = selfInvoiceOf(ctx);
  const to = deliveryFrom(ctx.req.input);
  const state = invoiceState(inv, now);
  if (state !== 2) notIssuedRefusal(state, '发送');
  refuseBeyondSendLimit(inv, now);
  inv.sends.push({ ...to, at: now });
  return { invoiceNo: inv.invoiceNo, to: 'email' in to ? maskEmail(to.email) : maskPhone(to.phone), sentTime: wireTime(now) };
}

export function registerSelfInvoice(r: MockRouter) {
  r.get('/invoice/v2/api/selfService/order', lookup);
  r.post('/invoice/v2/api/selfService/invoices', create);
  r.get('/invoice/v2/api/selfService/invoices/{invoiceNo}', (ctx) => visitorDetailOf(ctx.db, selfInvoiceOf(ctx), ctx.now(), ctx.req.origin));
  r.post('/invoice/v2/api/selfService/invoices/{invoiceNo}/send', send);
  // The delivery log, for tests: every e-mail and text message an invoice went out as (control API).
  r.get('/__mock/invoices/{invoiceNo}/deliveries', ({ db, req, now }) => {
    const inv = db.invoices.find((i) => i.invoiceNo === req.params.invoiceNo);
    if (!inv) notFound('发票记录不存在');
    return { results: deliveriesOf(inv, now()).map((d) => ({ ...d, at: wireTime(d.at) })) };
  });
}
