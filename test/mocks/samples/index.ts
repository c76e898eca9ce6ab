import type { ServiceSamples } from './types';
import { authSamples } from './auth';
import { basicSamples } from './basic';
import { bookingSamples } from './booking';
import { chargeSamples } from './charge';
import { couponSamples } from './coupon';
import { cpsSamples } from './cps';
import { dealerSamples } from './dealer';
import { driverSamples } from './driver';
import { invoiceSamples } from './invoice';
import { paySamples } from './pay';
import { publicitySamples } from './publicity';
import { specialSamples } from './special';

/** Samples of every service, merged. Each service's file is owned by whoever owns that service. */
export const allSamples: ServiceSamples = {
  ...publicitySamples,
  ...dealerSamples,
  ...cpsSamples,
  ...chargeSamples,
  ...driverSamples,
  ...authSamples,
  ...basicSamples,
  ...couponSamples,
  ...invoiceSamples,
  ...bookingSamples,
  ...specialSamples,
  ...paySamples,
};
