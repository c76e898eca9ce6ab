import type { Cents } from '../../lib/wire';

/** The invoice service (/invoice/v2/api). */

/**
 * GET getInvoiceUrlByUnid: unid is an invoice's invoiceNo (/invoicePage of a record), or a paid parking bill's
 * uniqueId (its invoice, issued on first request with a personal title when it has none).
 */
export interface InvoiceUrlParams {
  unid: string;
}

export interface InvoiceUrl {
  /** As asked. */
  unid: string;
  invoiceNo: string;
  /** The e-invoice page (PDF view) to open. */
  invoiceUrl: string;
  amount: Cents;
  issueTime: string;
  /** 1 issued just now by this call, 0 issued before. */
  newlyIssued: 0 | 1;
}
