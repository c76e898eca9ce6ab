import * as v from 'valibot';
import { cents, entriesOf, int, wireTime } from '../../lib/schema';

/**
 * What a driver can invoice, grouped by the operator that issues the invoice. Not in endpoints.json:
 * this app's design on the invoice service, served by mocks/services/invoice/*. One invoice covers orders of one
 * issuer; the amount of an order is what was paid for it (after coupons, less refunds).
 */

/**
 * 停车费, 充电费, 月卡, 充值 (only top-ups of an operator's own wallet: the general balance is invoiced as it is spent).
 * Strict: an invoiceable order's kind is sent back to name it (InvoiceOrderRef).
 */
export const InvoiceOrderKind = v.picklist(['parking', 'charging', 'pass', 'topUp']);
export type InvoiceOrderKind = v.InferOutput<typeof InvoiceOrderKind>;

export const InvoiceOrderRef = v.object({
  kind: InvoiceOrderKind,
  /** uniqueId (parking), orderNo (charging), bagId (pass), topUpNo (top-up). */
  orderNo: v.string(),
});
export type InvoiceOrderRef = v.InferOutput<typeof InvoiceOrderRef>;

export const InvoiceableOrder = v.object({
  ...entriesOf(InvoiceOrderRef),
  kindText: v.string(),
  /** The lot, station, pass or wallet. */
  title: v.string(),
  /** The plate, the pile, the pass's months, the channel. */
  subTitle: v.string(),
  /** When it was paid. */
  time: wireTime,
  amountCents: cents,
});
export type InvoiceableOrder = v.InferOutput<typeof InvoiceableOrder>;

/** The operator that issues the invoice (销售方). */
export const InvoiceIssuer = v.object({
  issuerId: v.string(),
  issuerName: v.string(),
  /** Its unified social credit code. */
  taxNo: v.string(),
});
export type InvoiceIssuer = v.InferOutput<typeof InvoiceIssuer>;

export const InvoiceableGroup = v.object({
  ...entriesOf(InvoiceIssuer),
  orders: v.array(InvoiceableOrder),
  totalCents: cents,
});
export type InvoiceableGroup = v.InferOutput<typeof InvoiceableGroup>;

/** GET /invoice/v2/api/invoiceableOrders?kind: paid in the last 365 days, not invoiced (or the invoice failed or was reversed). */
export const InvoiceableOrdersParams = v.object({
  kind: v.optional(InvoiceOrderKind),
});
export type InvoiceableOrdersParams = v.InferOutput<typeof InvoiceableOrdersParams>;

export const InvoiceableOrders = v.object({
  groups: v.array(InvoiceableGroup),
  /** Orders in all groups. */
  total: int,
});
export type InvoiceableOrders = v.InferOutput<typeof InvoiceableOrders>;
