import type { SelfInvoiceDelivery } from '@/api/invoice/self.types';
import { emailProblem, normalizeEmail } from '@/lib/email';
import { normalisePhone, validatePhone } from '@/lib/validators';

/**
 * Where a visitor's invoice goes (接收方式): an e-mail (the PDF) or a mobile number (a text message with its link),
 * exactly one, as the invoice service takes it (mocks/services/invoice/self.ts holds the same rules: the invoices'
 * e-mail rule and the app's phone rule). Shared by the self-service form and 重新发送 on the receipt and the status.
 */

export type DeliverBy = 'email' | 'phone';

/**
 * What a form holds for it (text only, so a draft may keep it). `mobile`, not `phone`: the invoice form's `phone` is
 * a company's 注册电话.
 */
export interface DeliveryValues {
  deliverBy: string;
  email: string;
  mobile: string;
}

export const EMPTY_DELIVERY: DeliveryValues = { deliverBy: 'email', email: '', mobile: '' };

/**
 * The number never reaches storage: a form's draft (sessionStorage) leaves it out, so it lives only as long as the
 * page (the personal data a plate and an order number must not lead to on a shared phone).
 */
export const DELIVERY_SECRET_FIELDS = ['mobile'] as const;

/** A draft may hold anything: only 'phone' is the phone. */
export function deliverByOf(v: Pick<DeliveryValues, 'deliverBy'>): DeliverBy {
  return v.deliverBy === 'phone' ? 'phone' : 'email';
}

/** As typed on a Chinese keyboard (full-width digits, spaces or dashes between groups), down to what the rule reads. */
function tidyMobile(raw: string): string {
  return raw.normalize('NFKC').replace(/[\s-]/g, '');
}

export function mobileProblem(raw: string): string | null {
  const v = tidyMobile(raw);
  if (v === '') return '请填写接收发票的手机号';
  return validatePhone(v);
}

/** The message of the chosen way's field; the other field says nothing (it is not sent). */
export function deliveryProblems(v: DeliveryValues): { email: string | null; mobile: string | null } {
  return deliverByOf(v) === 'phone' ? { email: null, mobile: mobileProblem(v.mobile) } : { email: emailProblem(v.email), mobile: null };
}

/** The body's part: `email` or `phone`, never both (the server refuses both, and neither). */
export function deliveryOf(v: DeliveryValues): SelfInvoiceDelivery {
  return deliverByOf(v) === 'phone' ? { phone: normalisePhone(tidyMobile(v.mobile)) } : { email: normalizeEmail(v.email) };
}

/** The field a 400 about the delivery is for, by its words; null when it is about neither. */
export function deliveryFieldOf(msg: string): 'email' | 'mobile' | null {
  if (/手机号/.test(msg) && !/邮箱/.test(msg)) return 'mobile';
  if (/邮箱/.test(msg) && !/手机号/.test(msg)) return 'email';
  return null;
}
