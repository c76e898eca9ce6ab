import * as v from 'valibot';
import { InvoiceableOrder, InvoiceIssuer } from './orders.types';
import { InvoiceDetail, InvoiceType } from './records.types';
import { InvoiceTitleFields } from './titles.types';

/**
 * Self-service invoicing (/makeInvoiceBySelf) for a driver without an account: a paid parking order named by its
 * plate and order number (uniqueId), no login. The invoice then moves like any other (开票中 → 已开票).
 */

/** GET /invoice/v2/api/selfService/order?plateNo&orderNo */
export const SelfInvoiceLookupParams = v.object({
  plateNo: v.string(),
  orderNo: v.string(),
});
export type SelfInvoiceLookupParams = v.InferOutput<typeof SelfInvoiceLookupParams>;

export const SelfInvoiceLookup = v.object({
  issuer: InvoiceIssuer,
  order: InvoiceableOrder,
  /** The order's invoice when it has one (开票中 or 已开票): nothing more to request. */
  invoice: v.nullable(InvoiceDetail),
});
export type SelfInvoiceLookup = v.InferOutput<typeof SelfInvoiceLookup>;

/** POST /invoice/v2/api/selfService/invoices */
export const SelfInvoiceBody = v.object({
  plateNo: v.string(),
  orderNo: v.string(),
  invoiceType: v.optional(InvoiceType),
  title: InvoiceTitleFields,
  email: v.string(),
});
export type SelfInvoiceBody = v.InferOutput<typeof SelfInvoiceBody>;

/** GET /invoice/v2/api/selfService/invoices/{invoiceNo}?plateNo: the plate is the proof of ownership. */
export const SelfInvoiceParams = v.object({
  invoiceNo: v.string(),
  plateNo: v.string(),
});
export type SelfInvoiceParams = v.InferOutput<typeof SelfInvoiceParams>;

/** What that call sends as its query: the invoice is in the path. */
export const SelfInvoiceQuery = v.pick(SelfInvoiceParams, ['plateNo']);
export type SelfInvoiceQuery = v.InferOutput<typeof SelfInvoiceQuery>;
