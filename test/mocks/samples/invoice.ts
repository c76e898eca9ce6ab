import type { ServiceSamples } from './types';

export const invoiceSamples: ServiceSamples = {
  'GET /invoice/v2/api/getInvoiceUrlByUnid': {
    valid: { as: 'A', query: { unid: 'U20006' } },
    // Still parked, not paid.
    invalid: { as: 'A', query: { unid: 'U20001' } },
  },
};
