import type { Cents } from '../../lib/wire';

/**
 * What a driver can invoice, grouped by the operator that issues the invoice. Not in endpoints.json:
 * this app's design on the invoice service, served by mocks/services/invoice/*. One invoice covers orders of one
 * issuer; the amount of an order is what was paid for it (after coupons, less refunds).
 */

/** 停车费, 充电费, 月卡, 充值 (only top-ups of an operator's own wallet: the general balance is invoiced as it is spent). */
export type InvoiceOrderKind = 'parking' | 'charging' | 'pass' | 'topUp';

export interface InvoiceOrderRef {
  kind: InvoiceOrderKind;
  /** uniqueId (parking), orderNo (charging), bagId (pass), topUpNo (top-up). */
  orderNo: string;
}

export interface InvoiceableOrder extends InvoiceOrderRef {
  kindText: string;
  /** The lot, station, pass or wallet. */
  title: string;
  /** The plate, the pile, the pass's months, the channel. */
  subTitle: string;
  /** When it was paid. */
  time: string;
  amountCents: Cents;
}

/** The operator that issues the invoice (销售方). */
export interface InvoiceIssuer {
  issuerId: string;
  issuerName: string;
  /** Its unified social credit code. */
  taxNo: string;
}

export interface InvoiceableGroup extends InvoiceIssuer {
  orders: InvoiceableOrder[];
  totalCents: Cents;
}

/** GET /invoice/v2/api/invoiceableOrders?kind: paid in the last 365 days, not invoiced (or the invoice failed or was reversed). */
export interface InvoiceableOrdersParams {
  kind?: InvoiceOrderKind;
}

export interface InvoiceableOrders {
  groups: InvoiceableGroup[];
  /** Orders in all groups. */
  total: number;
}
