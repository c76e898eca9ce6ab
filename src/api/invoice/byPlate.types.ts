import * as v from 'valibot';
import { entriesOf } from '../../lib/schema';
import { PageParams, paged } from '../../lib/wire';
import { InvoiceCoveredOrder, InvoiceSummary } from './records.types';

/**
 * 按车牌: the invoices a visitor (no account) asked for through self-service (/makeInvoiceBySelf) for the parking
 * orders of a plate, shown to the signed-in driver who holds that plate now. The plate binding is the proof: the
 * server reads it at every call and refuses a plate not bound to the account (INVOICE_CODES.plateNotHeld). The rule:
 * docs/rules/money.md#invoices.
 */

/** The list's filter (the app's infinite query pages it). */
export const PlateInvoicesFilter = v.object({
  plateNo: v.string(),
});
export type PlateInvoicesFilter = v.InferOutput<typeof PlateInvoicesFilter>;

/** GET /invoice/v2/api/invoices/byPlate?plateNo&pageNo&pageSize */
export const PlateInvoicesParams = v.object({
  ...entriesOf(PageParams),
  ...entriesOf(PlateInvoicesFilter),
});
export type PlateInvoicesParams = v.InferOutput<typeof PlateInvoicesParams>;

/**
 * One visitor-issued invoice of the plate. Where it was sent is not part of it, not even masked: the e-mail or the
 * phone number is the personal data of whoever asked, who need not be the plate's holder now.
 */
export const PlateInvoice = v.object({
  ...entriesOf(v.omit(InvoiceSummary, ['email'])),
  /** The parking order it covers: a self-service invoice covers exactly one. */
  order: InvoiceCoveredOrder,
});
export type PlateInvoice = v.InferOutput<typeof PlateInvoice>;

export const PlateInvoicePage = paged(PlateInvoice);
export type PlateInvoicePage = v.InferOutput<typeof PlateInvoicePage>;
