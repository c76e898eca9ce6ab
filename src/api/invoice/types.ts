import * as v from 'valibot';
import { cents, flag, wireTime } from '../../lib/schema';

/** The invoice service (/invoice/v2/api). Types are inferred from the schemas. */

/**
 * GET getInvoiceUrlByUnid: unid is an invoice's invoiceNo (/invoicePage of a record), or a paid parking bill's
 * uniqueId (its invoice, issued on first request with a personal title when it has none).
 */
export const InvoiceUrlParams = v.object({
  unid: v.string(),
});
export type InvoiceUrlParams = v.InferOutput<typeof InvoiceUrlParams>;

export const InvoiceUrl = v.object({
  /** As asked. */
  unid: v.string(),
  invoiceNo: v.string(),
  /** The e-invoice page (PDF view) to open. */
  invoiceUrl: v.string(),
  amount: cents,
  issueTime: wireTime,
  /** 1 issued just now by this call, 0 issued before. */
  newlyIssued: flag,
});
export type InvoiceUrl = v.InferOutput<typeof InvoiceUrl>;
