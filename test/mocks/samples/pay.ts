import type { ServiceSamples } from './types';

export const paySamples: ServiceSamples = {
  'GET /pay/v2/api/payModel': {
    valid: { query: { parkId: 'P1001' } },
    invalid: { headers: { ClientType: '9' } },
  },
};
