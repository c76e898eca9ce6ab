import type { ServiceSamples } from './types';


export const chargeSamples: ServiceSamples = {
  ['GET /charge/v2/api/parkOrders/msp']: {
    valid: { as: 'A', query: { requestType: 2, pageNo: 1, pageSize: 999 } },
    invalid: { as: 'A', query: { requestType: 7, pageNo: 1, pageSize: 10 } },
  },
  ['GET /charge/v2/api/parkOrders/msp/boundVehicleParkingBills']: {
    valid: { as: 'A' },
    invalid: {},
  },
  ['GET /charge/v2/api/parkOrders/msp/boundVehicleParkingBill']: {
    valid: { as: 'A', query: { plateId: 'PL1' } },
    invalid: { as: 'A', query: { plateId: 'PL4' } },
  },
  ['GET /charge/v2/api/parkOrders/msp/plateNo']: {
    valid: { as: 'A', query: { plateNo: '京A12345', plateColor: 1, dealerId: '1001' } },
    invalid: { query: { plateNo: '京A1' } },
  },
  ['POST /charge/v2/api/parkOrders/msp/detail']: {
    valid: { body: { uniqueId: 'U20001', parkId: 'P1001' } },
    invalid: { as: 'A', body: { uniqueId: 'U20001', parkId: 'P1009' } },
  },
  ['GET /charge/v2/api/parkOrders/msp/payRecords']: {
    valid: { as: 'A', query: { pageNo: 1, pageSize: 10 } },
    invalid: { as: 'A', query: { pageNo: 0, pageSize: 10 } },
  },
  ['GET /charge/v2/api/parkOrders/msp/usableCoupons']: {
    valid: { as: 'A', query: { uniqueId: 'U20001', parkId: 'P1001' } },
    invalid: { as: 'A', query: { parkId: 'P1001' } },
  },
  ['GET /charge/v2/api/parkOrders/msp/countUnfinished']: {
    valid: { as: 'B' },
    invalid: {},
  },
  ['GET /charge/v2/api/parkOrders/msp/driverPlate']: {
    valid: { as: 'A' },
    invalid: { headers: { Authorization: 'at_not_a_token' } },
  },
  ['GET /charge/v2/api/parkOrders/msp/parkingPictures']: {
    valid: { as: 'A', query: { uniqueId: 'U20003' } },
    invalid: { as: 'A', query: { uniqueId: 'U99999' } },
  },
  'GET /charge/v2/api/parkOrderAppeals/msp': {
    valid: { as: 'A', query: { uniqueId: 'U20005', parkId: 'P1001' } },
    invalid: { as: 'A', query: { uniqueId: 'U99999', parkId: 'P1001' } },
  },
  'POST /charge/v2/api/payCharges': {
    valid: { as: 'A', body: { uniqueId: 'U20001', parkId: 'P1001', payChannel: 6 } },
    invalid: { as: 'A', body: { uniqueId: 'U20001', parkId: 'P1001', payChannel: 9 } },
  },
  'POST /charge/v2/api/payCharges/batch': {
    valid: { as: 'B', body: { uniqueIds: ['U20011', 'U20012', 'U20013'], payChannel: 3, returnUrl: '/multiPayPage?arrearsOnly=1' } },
    invalid: { as: 'B', body: { uniqueIds: [], payChannel: 3 } },
  },
  'GET /charge/v2/api/payCharges/sync/{id}': {
    valid: async (ctx) => {
      const made = await ctx.call('POST', '/charge/v2/api/payCharges', { as: 'A', body: { uniqueId: 'U20001', parkId: 'P1001', payChannel: 3 } });
      return { as: 'A', path: `/charge/v2/api/payCharges/sync/${(made.data as { payOrderId: string }).payOrderId}` };
    },
    invalid: { as: 'A', path: '/charge/v2/api/payCharges/sync/O999999' },
  },
  'POST /charge/v2/api/evaluations': {
    valid: { as: 'A', body: { uniqueId: 'U20004', parkId: 'P1004', score: 5, tags: ['收费合理'], content: '出场很快' } },
    invalid: { as: 'A', body: { uniqueId: 'U20004', parkId: 'P1004', score: 6 } },
  },
  'POST /charge/v2/api/canbeEvaluate': {
    valid: { as: 'A', body: { uniqueId: 'U20004', parkId: 'P1004' } },
    invalid: { as: 'A', body: { parkId: 'P1004' } },
  },
  'POST /charge/v2/api/driverActiveCarOut': {
    valid: { as: 'A', body: { uniqueId: 'U20001', parkId: 'P1001' } },
    invalid: { as: 'A', body: { uniqueId: 'U20021', parkId: 'P1009' } },
  },
  'GET /charge/v2/api/plateHistory/record': {
    valid: { as: 'A' },
    invalid: {},
  },
  'DELETE /charge/v2/api/plateHistory/record': {
    valid: { as: 'A', query: { recordId: 'H6001' } },
    invalid: { as: 'B', query: { recordId: 'H6001' } },
  },
};
