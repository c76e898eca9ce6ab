import * as v from 'valibot';
import { cents, entriesOf, int, known, wireTime } from '../../lib/schema';
import { PageParams, paged } from '../../lib/wire';
import { InvoiceIssuer, InvoiceOrderKind, InvoiceOrderRef } from './orders.types';
import { InvoiceTitle, InvoiceTitleFields, InvoiceTitleType } from './titles.types';

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
  /** Self-service: the invoice goes to an e-mail or a mobile number, exactly one; neither or both is refused. */
  oneDelivery: '0xd08510008',
  /** The payment was refunded: nothing is left to invoice (self-service, and a bill's quick invoice). */
  refunded: '0xd08510009',
  /** An invoice is sent again at most INVOICE_SENDS_PER_DAY times a Beijing day (self-service and signed-in alike). */
  sendLimit: '0xd08510010',
  /** 按车牌: the plate is not bound to the signed-in driver's account now (the binding is the proof, read each time). */
  plateNotHeld: '0xd08510011',
} as const;

/**
 * How often one invoice may be sent again in a Beijing day, by a visitor (its plate is the proof) or its signed-in
 * owner alike (INVOICE_CODES.sendLimit past it): sending must not become a way to flood an inbox or a phone.
 */
export const INVOICE_SENDS_PER_DAY = 5;

/** 1 电子普通发票, 2 增值税专用发票 (/invoiceSpe: company titles with address, phone, bank and account). */
export const InvoiceType = v.picklist([1, 2]);
export type InvoiceType = v.InferOutput<typeof InvoiceType>;

/** 1 开票中, 2 已开票, 3 开票失败, 4 已红冲. Strict as a filter asked for; an answer's may be UNKNOWN. */
export const InvoiceState = v.picklist([1, 2, 3, 4]);
export type InvoiceState = v.InferOutput<typeof InvoiceState>;

/** POST /invoice/v2/api/invoices: the orders (one issuer) and the title, typed or saved. */
export const CreateInvoiceBody = v.object({
  orders: v.array(InvoiceOrderRef),
  invoiceType: v.optional(InvoiceType),
  /** The title as typed; or titleId for a saved one. */
  title: v.optional(InvoiceTitleFields),
  titleId: v.optional(v.string()),
  email: v.string(),
  /** 备注, at most 100 characters. */
  remark: v.optional(v.string()),
  /** Save the typed title for next time. */
  saveTitle: v.optional(v.boolean()),
  /** One per invoice asked for: the same key sent again answers with the invoice it made, never a second one. */
  requestId: v.optional(v.string()),
});
export type CreateInvoiceBody = v.InferOutput<typeof CreateInvoiceBody>;

/** One invoice in the records list (/invoiceRecord). */
export const InvoiceSummary = v.object({
  ...entriesOf(InvoiceIssuer),
  invoiceNo: v.string(),
  invoiceType: known(InvoiceType.options),
  invoiceTypeText: v.string(),
  titleType: InvoiceTitleType,
  titleName: v.string(),
  amountCents: cents,
  orderCount: int,
  state: known(InvoiceState.options),
  stateText: v.string(),
  /** Why it failed (state 3). */
  failReason: v.nullable(v.string()),
  email: v.nullable(v.string()),
  createTime: wireTime,
  /** When it was issued (states 2 and 4). */
  issueTime: v.nullable(wireTime),
});
export type InvoiceSummary = v.InferOutput<typeof InvoiceSummary>;

/** An order an invoice covers (/invoiceBillList). */
export const InvoiceCoveredOrder = v.object({
  kind: known(InvoiceOrderKind.options),
  kindText: v.string(),
  orderNo: v.string(),
  title: v.string(),
  subTitle: v.string(),
  time: wireTime,
  amountCents: cents,
});
export type InvoiceCoveredOrder = v.InferOutput<typeof InvoiceCoveredOrder>;

/** GET /invoice/v2/api/invoices/{invoiceNo} (/invoiceRecordDetail). */
export const InvoiceDetail = v.object({
  ...entriesOf(InvoiceSummary),
  /** The title as printed on the invoice (购买方). */
  title: v.omit(InvoiceTitle, ['titleId', 'isDefault']),
  orders: v.array(InvoiceCoveredOrder),
  remark: v.string(),
  /** 发票号码 (20 digits), once issued. */
  taxInvoiceNo: v.nullable(v.string()),
  /** The invoice to view (issued or reversed), else null; getInvoiceUrlByUnid?unid=invoiceNo gives the same. */
  invoiceUrl: v.nullable(v.string()),
  /** When it was reversed (state 4). */
  reverseTime: v.nullable(wireTime),
  /** Every e-mail address it was sent to, the first being the request's (text messages are not listed: see phone). */
  sentTo: v.array(v.object({ email: v.string(), time: wireTime })),
  /**
   * The mobile number a self-service invoice goes to by text message (its link), masked by the server (138****8000):
   * the self-service answers are read with a plate and a number alone. Null (or absent) when it goes by e-mail.
   */
  phone: v.optional(v.nullable(v.string())),
});
export type InvoiceDetail = v.InferOutput<typeof InvoiceDetail>;

/** The records list's filter (the app's infinite query pages it). */
export const InvoicesFilter = v.object({
  state: v.optional(InvoiceState),
});
export type InvoicesFilter = v.InferOutput<typeof InvoicesFilter>;

/** GET /invoice/v2/api/invoices?state&pageNo&pageSize */
export const InvoicesParams = v.object({
  ...entriesOf(PageParams),
  ...entriesOf(InvoicesFilter),
});
export type InvoicesParams = v.InferOutput<typeof InvoicesParams>;

export const InvoicePage = paged(InvoiceSummary);
export type InvoicePage = v.InferOutput<typeof InvoicePage>;

/** POST /invoice/v2/api/invoices/{invoiceNo}/resend (/reSendInvoice) */
export const ResendInvoiceBody = v.object({
  email: v.string(),
});
export type ResendInvoiceBody = v.InferOutput<typeof ResendInvoiceBody>;

export const ResendInvoiceResult = v.object({
  invoiceNo: v.string(),
  email: v.string(),
  sentTime: wireTime,
});
export type ResendInvoiceResult = v.InferOutput<typeof ResendInvoiceResult>;

/** POST /invoice/v2/api/invoices/{invoiceNo}/reverse: an empty body (the invoice is in the path). */
export const ReverseInvoiceBody = v.object({});
export type ReverseInvoiceBody = v.InferOutput<typeof ReverseInvoiceBody>;
