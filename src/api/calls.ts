import type { Calls } from './contract';
import { authCalls } from './auth/calls';
import { basicCalls } from './basic/calls';
import { bookingCalls } from './booking/calls';
import { chargeCalls } from './charge/calls';
import { couponCalls } from './coupon/calls';
import { cpsCalls } from './cps/calls';
import { dealerCalls } from './dealer/calls';
import { driverCalls } from './driver/calls';
import { invoiceCalls } from './invoice/calls';
import { payCalls } from './pay/calls';
import { publicityCalls } from './publicity/calls';
import { specialCalls } from './special/calls';

/**
 * Every call of every service with its schemas: the whole contract, for the tests that hold the mock to it and for
 * the OpenAPI document (scripts/openapi.ts). The app's bundle never imports this: each endpoint names its own schema.
 */
export const allCalls: Calls = {
  ...authCalls,
  ...basicCalls,
  ...bookingCalls,
  ...chargeCalls,
  ...couponCalls,
  ...cpsCalls,
  ...dealerCalls,
  ...driverCalls,
  ...invoiceCalls,
  ...payCalls,
  ...publicityCalls,
  ...specialCalls,
};

/** The service a call belongs to, by its path ('/charge/v2/api/…' → charge, '/api/v1/…' → booking). */
export function serviceOfCall(key: string): string {
  const first = key.split(' ')[1]?.split('/')[1] ?? '';
  // The booking service is its own gateway (./booking/api/v1/…), the others share one (./api/<service>/v2/api/…).
  return first === 'api' ? 'booking' : first;
}
