import * as v from 'valibot';
import { entriesOf } from '../../lib/schema';

/**
 * Invoice titles (发票抬头), typed on the invoice form or saved for reuse. A company (单位) needs its name
 * and its unified social credit code (GB 32100-2015, src/lib/creditCode.ts); address, phone, bank and account are
 * optional, but a special VAT invoice (专票) needs all four. A person (个人) gives a name only.
 */

/** 1 company (单位), 2 personal (个人). Strict: a title is sent back as it was saved, and the form switches on it. */
export const InvoiceTitleType = v.picklist([1, 2]);
export type InvoiceTitleType = v.InferOutput<typeof InvoiceTitleType>;

export const InvoiceTitleFields = v.object({
  titleType: InvoiceTitleType,
  name: v.string(),
  /** Company only: the unified social credit code (税号). */
  taxNo: v.nullish(v.string()),
  /** 注册地址 */
  address: v.nullish(v.string()),
  /** 注册电话, e.g. 010-65001234 */
  phone: v.nullish(v.string()),
  /** 开户银行 */
  bank: v.nullish(v.string()),
  /** 银行账号, digits */
  account: v.nullish(v.string()),
});
export type InvoiceTitleFields = v.InferOutput<typeof InvoiceTitleFields>;

/** A saved title (GET /invoice/v2/api/titles). */
export const InvoiceTitle = v.object({
  titleId: v.string(),
  titleType: InvoiceTitleType,
  name: v.string(),
  taxNo: v.nullable(v.string()),
  address: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  bank: v.nullable(v.string()),
  account: v.nullable(v.string()),
  isDefault: v.boolean(),
});
export type InvoiceTitle = v.InferOutput<typeof InvoiceTitle>;

export const InvoiceTitleList = v.object({
  results: v.array(InvoiceTitle),
});
export type InvoiceTitleList = v.InferOutput<typeof InvoiceTitleList>;

/** POST /invoice/v2/api/titles, PUT /invoice/v2/api/titles/{titleId} */
export const SaveInvoiceTitleBody = v.object({
  ...entriesOf(InvoiceTitleFields),
  isDefault: v.optional(v.boolean()),
});
export type SaveInvoiceTitleBody = v.InferOutput<typeof SaveInvoiceTitleBody>;

export const MAX_INVOICE_TITLES = 10;
