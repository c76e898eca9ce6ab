/**
 * Invoice titles (发票抬头), typed on the invoice form or saved for reuse. A company (单位) needs its name
 * and its unified social credit code (GB 32100-2015, src/lib/creditCode.ts); address, phone, bank and account are
 * optional, but a special VAT invoice (专票) needs all four. A person (个人) gives a name only.
 */

/** 1 company (单位), 2 personal (个人). */
export type InvoiceTitleType = 1 | 2;

export interface InvoiceTitleFields {
  titleType: InvoiceTitleType;
  name: string;
  /** Company only: the unified social credit code (税号). */
  taxNo?: string | null;
  /** 注册地址 */
  address?: string | null;
  /** 注册电话, e.g. 010-65001234 */
  phone?: string | null;
  /** 开户银行 */
  bank?: string | null;
  /** 银行账号, digits */
  account?: string | null;
}

/** A saved title (GET /invoice/v2/api/titles). */
export interface InvoiceTitle {
  titleId: string;
  titleType: InvoiceTitleType;
  name: string;
  taxNo: string | null;
  address: string | null;
  phone: string | null;
  bank: string | null;
  account: string | null;
  isDefault: boolean;
}

export interface InvoiceTitleList {
  results: InvoiceTitle[];
}

/** POST /invoice/v2/api/titles, PUT /invoice/v2/api/titles/{titleId} */
export interface SaveInvoiceTitleBody extends InvoiceTitleFields {
  isDefault?: boolean;
}

export const MAX_INVOICE_TITLES = 10;
