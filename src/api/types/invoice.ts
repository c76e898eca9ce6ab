import type { Cents } from './envelope';

/** The invoice service (/invoice/v2/api). */

/** GET getInvoiceUrlByUnid: unid is the bill's uniqueId. */
export interface InvoiceUrlParams {
  unid: string;
}

export interface InvoiceUrl {
  unid: string;
  invoiceNo: string;
  /** The e-invoice page (PDF view) to open. */
  invoiceUrl: string;
  amount: Cents;
  issueTime: string;
  /** 1 issued just now by this call, 0 issued before. */
  newlyIssued: 0 | 1;
}
