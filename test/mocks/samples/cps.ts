import type { ServiceSamples } from './types';

const here = { destLng: 116.397, destLat: 39.909 };

export const cpsSamples: ServiceSamples = {
  'POST /cps/v2/api/nearbyStations': {
    valid: { body: { ...here, source: 1 } },
    invalid: { body: { ...here, source: 7 } },
  },
  'GET /cps/v2/api/collectStations': {
    valid: { as: 'A' },
    invalid: {},
  },
  'POST /cps/v2/api/collectStations': {
    valid: { as: 'A', body: { stationId: 'S2002' } },
    invalid: { as: 'A', body: { stationId: 'S2001' } },
  },
  'DELETE /cps/v2/api/collectStations/{id}': {
    valid: { as: 'A', path: '/cps/v2/api/collectStations/S2001' },
    invalid: { as: 'A', path: '/cps/v2/api/collectStations/S2006' },
  },
  'GET /cps/v2/api/chargingOrders/msp': {
    valid: { as: 'A', query: { requestType: 1, pageNo: 1, pageSize: 20 } },
    invalid: { as: 'A', query: { requestType: 8, pageNo: 1, pageSize: 20 } },
  },
  'POST /cps/v2/api/occupyOrders/exist': {
    valid: { as: 'B', body: {} },
    invalid: { body: {} },
  },
  'PUT /cps/v2/api/charging/cards/password': {
    valid: { as: 'A', body: { cardNo: '8800100000000001', oldPassword: '123456', newPassword: '654321' } },
    invalid: { as: 'A', body: { cardNo: '8800100000000001', oldPassword: '000000', newPassword: '654321' } },
  },
};
