import * as v from 'valibot';
import { wireTime } from '../../lib/schema';
import { InvoiceableOrder, InvoiceIssuer } from './orders.types';
import { InvoiceDetail, InvoiceType } from './records.types';
import { InvoiceTitleFields } from './titles.types';

/**
 * Self-service invoicing (/makeInvoiceBySelf) for a driver without an account: a paid parking order named by its
 * plate and order number (uniqueId), no login. The invoice then moves like any other (开票中 → 已开票), and goes to an
 * e-mail address (the PDF) or a mobile number (a text message with its link); once issued it can be sent again.
 */

/**
 * Where the invoice goes: `email` or `phone` (11 digits), exactly one — the other absent. Neither or both is refused
 * (INVOICE_CODES.oneDelivery); a malformed one is a 400 naming it.
 */
export const SelfInvoiceDelivery = v.union([
  v.object({ email: v.string(), phone: v.optional(v.never()) }),
  v.object({ phone: v.string(), email: v.optional(v.never()) }),
]);
export type SelfInvoiceDelivery = v.InferOutput<typeof SelfInvoiceDelivery>;

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

/** POST /invoice/v2/api/selfService/invoices: the order, the title, and where the invoice goes. */
export const SelfInvoiceBody = v.intersect([
  v.object({
    plateNo: v.string(),
    orderNo: v.string(),
    invoiceType: v.optional(InvoiceType),
    title: InvoiceTitleFields,
  }),
  SelfInvoiceDelivery,
]);
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

/**
 * POST /invoice/v2/api/selfService/invoices/{invoiceNo}/send: an issued invoice sent again, to an e-mail or a mobile
 * number; the plate is the proof of ownership, as for the GET.
 */
export const SelfInvoiceSendBody = v.intersect([v.object({ plateNo: v.string() }), SelfInvoiceDelivery]);
export type SelfInvoiceSendBody = v.InferOutput<typeof SelfInvoiceSendBody>;

/** What the app asks for: the invoice (in the path) and the body. */
export type SelfInvoiceSendArg = SelfInvoiceSendBody & { invoiceNo: string };

export const SelfInvoiceSent = v.object({
  invoiceNo: v.string(),
  /** Where it went, masked by the server (ma***@example.com, 138****8000): what the visitor is told, nothing more. */
  to: v.string(),
  sentTime: wireTime,
});
export type SelfInvoiceSent = v.InferOutput<typeof SelfInvoiceSent>;
