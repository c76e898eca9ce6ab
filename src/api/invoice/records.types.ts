import type { Cents, PageParams, Paged } from '../../lib/wire';
import type { InvoiceIssuer, InvoiceOrderKind, InvoiceOrderRef } from './orders.types';
import type { InvoiceTitle, InvoiceTitleFields, InvoiceTitleType } from './titles.types';

/**
 * Invoice requests and their records. A request is 开票中 until the tax platform answers (5 minutes of
 * the mock's clock), then 已开票, or 开票失败 with the reason; an issued invoice can be reversed (已红冲), which frees
 * its orders to be invoiced again.
 */

/** Business refusals of the invoice calls (a malformed field is a 400 whose message says which). */
export const INVOICE_CODES = {
  /** getInvoiceUrlByUnid: the bill is not paid yet. */
  unpaid: '0xd08510001',
  /** getInvoiceUrlByUnid: nothing was paid for the bill. */
  nothingPaid: '0xd08510002',
  /** The orders belong to different issuers: one invoice per issuer. */
  mixedIssuers: '0xd08510003',
  /** An order is not (or no longer) invoiceable: invoiced already, not paid, too old, not the driver's. */
  notInvoiceable: '0xd08510004',
  /** The invoice is still being issued (开票中): nothing to view or send yet. */
  notIssued: '0xd08510005',
  /** Only an issued invoice can be reversed or resent. */
  wrongState: '0xd08510006',
  /** MAX_INVOICE_TITLES titles saved already, or the same company saved twice. */
  titleRefused: '0xd08510007',
} as const;

/** 1 电子普通发票, 2 增值税专用发票 (/invoiceSpe: company titles with address, phone, bank and account). */
export type InvoiceType = 1 | 2;

/** 1 开票中, 2 已开票, 3 开票失败, 4 已红冲 */
export type InvoiceState = 1 | 2 | 3 | 4;

/** POST /invoice/v2/api/invoices: the orders (one issuer) and the title, typed or saved. */
export interface CreateInvoiceBody {
  orders: InvoiceOrderRef[];
  invoiceType?: InvoiceType;
  /** The title as typed; or titleId for a saved one. */
  title?: InvoiceTitleFields;
  titleId?: string;
  email: string;
  /** 备注, at most 100 characters. */
  remark?: string;
  /** Save the typed title for next time. */
  saveTitle?: boolean;
  /** One per invoice asked for: the same key sent again answers with the invoice it made, never a second one. */
  requestId?: string;
}

/** One invoice in the records list (/invoiceRecord). */
export interface InvoiceSummary extends InvoiceIssuer {
  invoiceNo: string;
  invoiceType: InvoiceType;
  invoiceTypeText: string;
  titleType: InvoiceTitleType;
  titleName: string;
  amountCents: Cents;
  orderCount: number;
  state: InvoiceState;
  stateText: string;
  /** Why it failed (state 3). */
  failReason: string | null;
  email: string | null;
  createTime: string;
  /** When it was issued (states 2 and 4). */
  issueTime: string | null;
}

/** An order an invoice covers (/invoiceBillList). */
export interface InvoiceCoveredOrder {
  kind: InvoiceOrderKind;
  kindText: string;
  orderNo: string;
  title: string;
  subTitle: string;
  time: string;
  amountCents: Cents;
}

/** GET /invoice/v2/api/invoices/{invoiceNo} (/invoiceRecordDetail). */
export interface InvoiceDetail extends InvoiceSummary {
  /** The title as printed on the invoice (购买方). */
  title: Omit<InvoiceTitle, 'titleId' | 'isDefault'>;
  orders: InvoiceCoveredOrder[];
  remark: string;
  /** 发票号码 (20 digits), once issued. */
  taxInvoiceNo: string | null;
  /** The invoice to view (issued or reversed), else null; getInvoiceUrlByUnid?unid=invoiceNo gives the same. */
  invoiceUrl: string | null;
  /** When it was reversed (state 4). */
  reverseTime: string | null;
  /** Every address it was sent to, the first being the request's. */
  sentTo: { email: string; time: string }[];
}

export interface InvoicesParams extends PageParams {
  state?: InvoiceState;
}

export type InvoicePage = Paged<InvoiceSummary>;

/** POST /invoice/v2/api/invoices/{invoiceNo}/resend (/reSendInvoice) */
export interface ResendInvoiceBody {
  email: string;
}

export interface ResendInvoiceResult {
  invoiceNo: string;
  email: string;
  sentTime: string;
}
