import { invoiceApi } from './index';

/**
 * The invoice service with the tags of its injected files (invoice-orders, -records, -titles, -self). Each of them
 * builds on this one, so whichever is loaded first registers every tag the others invalidate.
 */
export const invoiceBase = invoiceApi.enhanceEndpoints({ addTagTypes: ['InvoiceOrders', 'InvoiceRecords', 'InvoiceTitles'] });
