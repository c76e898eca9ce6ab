import { INVOICE_CODES } from '@/api/invoice/records.types';
import { placeRefusal, type Refusal } from '@/api/refusal';
import type { InvoiceFormValues } from './titleRules';

/** Where a refused request is shown: under a field, above the button, or as a reason to choose the orders again. */
export type InvoiceRefusal = Refusal<keyof InvoiceFormValues, 'orders'>;

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
  return placeRefusal<keyof InvoiceFormValues, 'orders'>(e, ({ code, msg }) => {
    if (code === INVOICE_CODES.notInvoiceable || code === INVOICE_CODES.mixedIssuers) return 'orders';
    const hit = code === '400' ? FIELD_WORDS.find(([words]) => words.test(msg)) : undefined;
    return hit ? { field: hit[1] } : null;
  });
}
