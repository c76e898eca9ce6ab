import { paths, withQuery } from '@/lib/paths';

/**
 * Links to the invoice pages with their query. src/lib/paths.ts names these routes but its RouteQuery does not
 * list their parameters yet, so the feature builds (and reads) them here, in one place, with `withQuery`.
 */

/** The orders chosen on /invoiceOrderList travel in the URL (`orders=parking:U20005,parking:U20006`), so a reload keeps them. */
export const invoiceLinks = {
  orderList: (q: { orders?: string; kind?: string } = {}) => withQuery(paths.invoiceOrderList, q),
  makeInvoice: (orders: string) => withQuery(paths.makeInvoice, { orders }),
  invoiceSpe: (orders: string) => withQuery(paths.invoiceSpe, { orders }),
  /** Several invoices asked for in one go (one per issuer) travel as one list: `invoiceNo=FP1,FP2`. */
  success: (invoiceNos: readonly string[]) => withQuery(paths.makeInvoiceSuccess, { invoiceNo: invoiceNos.join(',') }),
  records: (state?: string) => withQuery(paths.invoiceRecord, { state }),
  /** 按车牌 on the records page: a plate's visitor-issued invoices (without a plate, the default one is shown). */
  byPlate: (plateNo?: string) => withQuery(paths.invoiceRecord, { view: 'plate', plateNo }),
  recordDetail: (invoiceNo: string) => withQuery(paths.invoiceRecordDetail, { invoiceNo }),
  billList: (invoiceNo: string) => withQuery(paths.invoiceBillList, { invoiceNo }),
  resend: (invoiceNo: string) => withQuery(paths.reSendInvoice, { invoiceNo }),
  view: (invoiceNo: string) => withQuery(paths.invoicePage, { invoiceNo }),
  bySelf: (q: { plateNo?: string; orderNo?: string; invoiceNo?: string } = {}) => withQuery(paths.makeInvoiceBySelf, q),
};
