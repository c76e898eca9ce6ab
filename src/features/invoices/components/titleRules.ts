import type { InvoiceTitle, InvoiceTitleFields, InvoiceTitleType } from '@/api/invoice/titles.types';
import { creditCodeCheckChar, creditCodeProblem, CREDIT_CODE_LENGTH, normalizeCreditCode } from '@/lib/creditCode';
import { emailProblem } from '@/lib/email';
import { hasDirectionOverride, hasEmoji } from '@/lib/validators';

/**
 * The invoice form's rules, the invoice service's too (mocks/services/invoice/titles.ts), so what the form accepts
 * the server accepts: a title (company with its credit code, or a person), the e-mail, the remark. A special VAT
 * invoice (专票) needs a company with its address, phone, bank and account.
 */

export const MAX_REMARK = 100;

/** What the form holds (text only, so the draft keeps it); `titleId` is a saved title chosen as it was. */
export interface InvoiceFormValues {
  titleType: number;
  name: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  email: string;
  remark: string;
  /** The saved title chosen and left untouched ('' once any title field is edited). */
  titleId: string;
  /** Save the typed title for next time. */
  saveTitle: boolean;
}

export const EMPTY_INVOICE_FORM: InvoiceFormValues = {
  titleType: 1, name: '', taxNo: '', address: '', phone: '', bank: '', account: '', email: '', remark: '', titleId: '', saveTitle: false,
};

/** A title emptied (another type chosen after a saved title, or a personal draft on a special invoice). */
export const BLANK_TITLE: Partial<InvoiceFormValues> = { titleId: '', name: '', taxNo: '', address: '', phone: '', bank: '', account: '' };

/** The fields that make the title: editing one of them turns a chosen saved title into a typed one. */
export const TITLE_FIELDS = ['titleType', 'name', 'taxNo', 'address', 'phone', 'bank', 'account'] as const;

export type InvoiceFormErrors = Partial<Record<keyof InvoiceFormValues, string | null>>;

/** A draft may hold anything: only 2 is personal. */
export function titleTypeOf(v: { titleType: number }): InvoiceTitleType {
  return v.titleType === 2 ? 2 : 1;
}

const PHONE = /^[0-9+\-() ]{7,20}$/;

function textProblem(value: string, label: string, max: number, required: boolean): string | null {
  const v = value.trim();
  if (!v) return required ? `请填写${label}` : null;
  if ([...v].length > max) return `${label}不能超过${max}个字`;
  if (hasEmoji(v) || /[<>]/.test(v)) return `${label}不能包含表情或<>符号`;
  if (hasDirectionOverride(v)) return `${label}不能包含不可见的文字方向控制字符`;
  return null;
}

export function accountDigits(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/**
 * The credit code's fault as it is being typed: characters and the region digits are told at once, the length
 * and the check character only once 18 are there (until then the counter says how many). Blur and submit use
 * creditCodeProblem, which names the length too.
 */
export function liveCreditCodeProblem(raw: string): string | null {
  const code = normalizeCreditCode(raw);
  if (code === '' || code.length >= CREDIT_CODE_LENGTH) return code === '' ? null : creditCodeProblem(code);
  // Padded with a valid tail, so only faults of what was typed remain (the check char is then right by construction).
  const first17 = code.padEnd(CREDIT_CODE_LENGTH - 1, '0');
  return creditCodeProblem(first17 + creditCodeCheckChar(first17));
}

export function validateInvoiceForm(v: InvoiceFormValues, special: boolean): InvoiceFormErrors {
  const company = titleTypeOf(v) === 1;
  const errors: InvoiceFormErrors = {
    name: textProblem(v.name, company ? '单位名称' : '个人名称', 100, true),
    email: emailProblem(v.email),
    remark: [...v.remark.trim()].length > MAX_REMARK ? `备注不能超过${MAX_REMARK}个字` : null,
  };
  if (special && !company) errors.titleType = '增值税专用发票仅限单位抬头';
  if (!company) return errors;
  errors.taxNo = creditCodeProblem(normalizeCreditCode(v.taxNo));
  errors.address = textProblem(v.address, '注册地址', 100, special);
  errors.bank = textProblem(v.bank, '开户银行', 50, special);
  const phone = v.phone.trim();
  errors.phone = textProblem(phone, '注册电话', 20, special) ?? (phone && !PHONE.test(phone) ? '注册电话格式不正确，如010-65001234' : null);
  const account = accountDigits(v.account);
  errors.account = !account ? (special ? '请填写银行账号' : null) : /^\d{8,30}$/.test(account) ? null : '银行账号应为8至30位数字';
  return errors;
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The title to send, as typed: a person's is the name only; a company's code normalised, the account digits only. */
export function titleFields(v: InvoiceFormValues): InvoiceTitleFields {
  if (titleTypeOf(v) === 2) return { titleType: 2, name: v.name.trim() };
  return {
    titleType: 1, name: v.name.trim(), taxNo: normalizeCreditCode(v.taxNo), address: orNull(v.address), phone: orNull(v.phone),
    bank: orNull(v.bank), account: orNull(accountDigits(v.account)),
  };
}

/** A saved title laid into the form (chosen as it is: its id goes with it). */
export function fromSaved(t: InvoiceTitle): Partial<InvoiceFormValues> {
  return {
    titleId: t.titleId, titleType: t.titleType, name: t.name, taxNo: t.taxNo ?? '', address: t.address ?? '', phone: t.phone ?? '',
    bank: t.bank ?? '', account: t.account ?? '', saveTitle: false,
  };
}
