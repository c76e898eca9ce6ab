import type { PlateInvoice, PlateInvoicePage } from '../../../src/api/invoice/byPlate.types';
import { INVOICE_CODES } from '../../../src/api/invoice/records.types';
import { MockFail } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { page, paginate, plateNo } from '../../core/validate';
import type { Db } from '../../db';
import type { InvoiceRecord } from '../../db/invoices';
import { platesOf } from '../charge/bills';
import { coveredOrders, summaryOf } from './views';

/**
 * 按车牌: the invoices asked for through self-service (no account) for a plate's parking orders, to the signed-in
 * driver who holds the plate now. The binding is the proof, read at every call: a plate unbound, or claimed away with
 * the licence (申请车牌认领), stops answering at once. The plate's bills are already its holder's (records, the
 * invoiceable list); what this adds is their invoices' state, number, title and amount — never where they were sent.
 */

/** The list's row: built field by field, so nothing of the delivery (e-mail, phone, sends) can slip onto the wire. */
function rowOf(db: Db, inv: InvoiceRecord, now: number): PlateInvoice[] {
  const s = summaryOf(db, inv, now);
  const [order] = coveredOrders(db, inv);
  if (!order) return [];
  return [{
    issuerId: s.issuerId, issuerName: s.issuerName, taxNo: s.taxNo, invoiceNo: s.invoiceNo, invoiceType: s.invoiceType, invoiceTypeText: s.invoiceTypeText,
    titleType: s.titleType, titleName: s.titleName, amountCents: s.amountCents, orderCount: s.orderCount, state: s.state, stateText: s.stateText,
    failReason: s.failReason, createTime: s.createTime, issueTime: s.issueTime, order,
  }];
}

function plateInvoices(ctx: MockContext): PlateInvoicePage {
  const driver = ctx.requireDriver();
  const plate = plateNo(ctx.req.input);
  const paging = page(ctx.req.input, 10);
  if (!platesOf(ctx.db, driver.driverId).some((p) => p.plateNo === plate)) throw new MockFail(INVOICE_CODES.plateNotHeld, '该车牌不在您的账户中');
  const now = ctx.now();
  // Only self-service invoices (driverId null): one asked for from an account is that account's, listed in its records.
  const rows = ctx.db.invoices
    .filter((i) => i.driverId === null && i.plateNo === plate)
    .sort((a, b) => b.createdAt - a.createdAt)
    .flatMap((i) => rowOf(ctx.db, i, now));
  return paginate(rows, paging);
}

export function registerPlateInvoices(r: MockRouter) {
  // An exact template: the router takes it before /invoices/{invoiceNo}.
  r.get('/invoice/v2/api/invoices/byPlate', plateInvoices);
}
