import { isApiError } from '@/api/apiError';
import { INVOICE_CODES } from '@/api/invoice/records.types';
import type { InvoiceFormValues } from './titleRules';

/** Where a refused request is shown: under a field, above the button, or as a reason to choose the orders again. */
export type InvoiceRefusal =
  | { kind: 'field'; field: keyof InvoiceFormValues; msg: string }
  | { kind: 'orders'; msg: string }
  | { kind: 'form'; msg: string };

/** The server's 400 names what it refuses in words; these are the fields it can be about. */
const FIELD_WORDS: [RegExp, keyof InvoiceFormValues][] = [
  [/邮箱/, 'email'],
  [/统一社会信用代码|校验位|第\d+位/, 'taxNo'],
  [/单位名称|个人名称/, 'name'],
  [/注册地址/, 'address'],
  [/注册电话/, 'phone'],
  [/开户银行/, 'bank'],
  [/银行账号/, 'account'],
  [/备注/, 'remark'],
];

/**
 * The server's refusal of an invoice request, placed where the driver can act on it; null when it was dealt with
 * already (a refresh that signed the driver out). The form checks the same rules first, so a field refusal is rare.
 */
export function invoiceRefusal(e: unknown): InvoiceRefusal | null {
  if (!isApiError(e)) return { kind: 'form', msg: '提交失败，请检查网络后重试' };
  if (e.handled) return null;
  if (e.code === INVOICE_CODES.notInvoiceable || e.code === INVOICE_CODES.mixedIssuers) return { kind: 'orders', msg: e.msg };
  if (e.code === '400') {
    const hit = FIELD_WORDS.find(([words]) => words.test(e.msg));
    if (hit) return { kind: 'field', field: hit[1], msg: e.msg };
  }
  return { kind: 'form', msg: e.msg };
}
