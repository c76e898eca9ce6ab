import type { ServiceSamples } from './types';

export const specialSamples: ServiceSamples = {
  'GET /special/v2/api/bagMultiRules': {
    valid: { query: { parkId: 'P1001' } },
    invalid: { query: {} },
  },
  'POST /special/v2/api/checkRenewable': {
    valid: { as: 'A', body: { bagId: 'BG9001' } },
    // B's pass, asked by A.
    invalid: { as: 'A', body: { bagId: 'BG9003' } },
  },
};
