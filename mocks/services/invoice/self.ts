import type { InvoiceDetail } from '../../../src/api/invoice/records.types';
import { INVOICE_CODES } from '../../../src/api/invoice/records.types';
import type { SelfInvoiceLookup } from '../../../src/api/invoice/self.types';
import { MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { plateNo, str } from '../../core/validate';
import { allCandidates, coveringInvoice, INVOICE_WINDOW_DAYS, INVOICE_WINDOW_MS, type Candidate } from './orders';
import { invoiceTypeOf, newInvoice } from './records';
import { emailFrom, titleFrom } from './titles';
import { detailOf, issuerOf } from './views';

/**
 * Self-service invoicing (/makeInvoiceBySelf): no login; a paid parking order named by its plate and its order
 * number is the proof. The invoice is found again the same way (plate + invoice number).
 */

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

function lookup(ctx: MockContext): SelfInvoiceLookup {
  const c = orderOf(ctx);
  const inv = coveringInvoice(ctx.db, c.view, ctx.now());
  return { issuer: issuerOf(ctx.db, c.issuerId), order: c.view, invoice: inv ? detailOf(ctx.db, inv, ctx.now(), ctx.req.origin) : null };
}

/**
 * One invoice per payment: an order already covered (开票中 or 已开票) answers that invoice, whatever this request's
 * title says — a double tap, a retry after a lost answer and a second phone all end on the one invoice, and nothing
 * is issued twice. The title and the address are still checked first: a malformed request is refused as such.
 */
function create(ctx: MockContext): InvoiceDetail {
  const { db, req } = ctx;
  const now = ctx.now();
  const c = orderOf(ctx);
  const invoiceType = invoiceTypeOf(req.input);
  const title = titleFrom(req.input.title, invoiceType);
  const email = emailFrom(req.input);
  const covering = coveringInvoice(db, c.view, now);
  if (covering) return detailOf(db, covering, now, req.origin);
  const inv = newInvoice(db, { driverId: null, plateNo: c.plateNo, invoiceType, title, email, remark: '', orders: [c], now });
  return detailOf(db, inv, now, req.origin);
}

export function registerSelfInvoice(r: MockRouter) {
  r.get('/invoice/v2/api/selfService/order', lookup);
  r.post('/invoice/v2/api/selfService/invoices', create);
  r.get('/invoice/v2/api/selfService/invoices/{invoiceNo}', (ctx) => {
    const plate = plateNo(ctx.req.input);
    const inv = ctx.db.invoices.find((i) => i.invoiceNo === ctx.req.params.invoiceNo && i.plateNo === plate);
    if (!inv) notFound('未找到该发票，请核对车牌号和发票编号');
    return detailOf(ctx.db, inv, ctx.now(), ctx.req.origin);
  });
}
