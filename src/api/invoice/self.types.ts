import type { InvoiceableOrder, InvoiceIssuer } from './orders.types';
import type { InvoiceDetail, InvoiceType } from './records.types';
import type { InvoiceTitleFields } from './titles.types';

/**
 * Self-service invoicing (/makeInvoiceBySelf) for a driver without an account: a paid parking order named by its
 * plate and order number (uniqueId), no login. The invoice then moves like any other (开票中 → 已开票).
 */

/** GET /invoice/v2/api/selfService/order?plateNo&orderNo */
export interface SelfInvoiceLookupParams {
  plateNo: string;
  orderNo: string;
}

export interface SelfInvoiceLookup {
  issuer: InvoiceIssuer;
  order: InvoiceableOrder;
  /** The order's invoice when it has one (开票中 or 已开票): nothing more to request. */
  invoice: InvoiceDetail | null;
}

/** POST /invoice/v2/api/selfService/invoices */
export interface SelfInvoiceBody {
  plateNo: string;
  orderNo: string;
  invoiceType?: InvoiceType;
  title: InvoiceTitleFields;
  email: string;
}

/** GET /invoice/v2/api/selfService/invoices/{invoiceNo}?plateNo: the plate is the proof of ownership. */
export interface SelfInvoiceParams {
  invoiceNo: string;
  plateNo: string;
}
