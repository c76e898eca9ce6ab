import type { ServiceSamples } from './types';

const here = { destLng: 116.397, destLat: 39.909 };

export const dealerSamples: ServiceSamples = {
  'POST /dealer/v2/api/nearbyParks': {
    valid: { body: { ...here, pageNo: 1, pageSize: 20 } },
    invalid: { body: { destLng: 116.397 } },
  },
  'POST /dealer/v2/api/nearbyParks/home': {
    valid: { body: here },
    invalid: { body: { destLng: 'abc', destLat: 39.909 } },
  },
  'POST /dealer/v2/api/nearbyBagParks': {
    valid: { body: here },
    invalid: { body: { destLng: 200, destLat: 39.909 } },
  },
  'POST /dealer/v2/api/nearbyDiffTimeParks': {
    valid: { body: here },
    invalid: { body: { ...here, diffTimeType: 9 } },
  },
  'POST /dealer/v2/api/nearByCanBookParks': {
    valid: { body: here },
    invalid: { body: {} },
  },
  'POST /dealer/v2/api/nearbySearchByName': {
    valid: { body: { keyword: '停车场', ...here } },
    invalid: { body: { keyword: '' } },
  },
  'GET /dealer/v2/api/parksByName': {
    valid: { query: { parkName: '王府井' } },
    invalid: { query: {} },
  },
  'GET /dealer/v2/api/citys': {
    valid: {},
    invalid: { query: { initial: '北' } },
  },
  'GET /dealer/v2/api/collectParks': {
    valid: { as: 'A', query: here },
    invalid: {},
  },
  'POST /dealer/v2/api/collectParks': {
    valid: { as: 'A', body: { parkId: 'P1005' } },
    invalid: { as: 'A', body: { parkId: 'P9999' } },
  },
  'DELETE /dealer/v2/api/collectParks/{id}': {
    valid: { as: 'A', path: '/dealer/v2/api/collectParks/P1001', query: { parkIds: 'P1003' } },
    invalid: { as: 'A', path: '/dealer/v2/api/collectParks/P1012' },
  },
  'GET /dealer/v2/api/parkPayTypesFetch': {
    valid: { query: { parkId: 'P1001' } },
    invalid: { query: { parkId: 'P0000' } },
  },
};
