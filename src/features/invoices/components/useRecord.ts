import { invoiceRecordsApi, useInvoiceRecordQuery } from '@/api/invoice/records';
import { invoiceTiming } from './timing';

/**
 * One invoice, read fresh when a page opens (a list may have seen it move on) and asked again every 30 s while
 * it is 开票中, so the page shows it reach 已开票 (or 开票失败) by itself.
 */
export function useRecord(invoiceNo: string) {
  // What is cached decides the polling (reading it subscribes to nothing).
  const known = invoiceRecordsApi.endpoints.invoiceRecord.useQueryState({ invoiceNo });
  const issuing = known.data?.state === 1;
  return useInvoiceRecordQuery({ invoiceNo }, { pollingInterval: issuing ? invoiceTiming.pollMs : 0, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true });
}
