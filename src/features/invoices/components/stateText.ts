import type { InvoiceState, InvoiceSummary } from '@/api/invoice/records.types';

/** The four states as filters and tags say them (the server's stateText is shown where it is given). */
export const INVOICE_STATES: { value: InvoiceState; label: string }[] = [
  { value: 1, label: '开票中' },
  { value: 2, label: '已开票' },
  { value: 3, label: '开票失败' },
  { value: 4, label: '已红冲' },
];

/** `?state=` of /invoiceRecord, or undefined for all. */
export function readState(raw: string | null): InvoiceState | undefined {
  const n = Number(raw);
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : undefined;
}

/** An issued or reversed invoice has a document to view (one in a state this app does not know has none it shows). */
export const viewable = (state: InvoiceSummary['state']) => state === 2 || state === 4;
