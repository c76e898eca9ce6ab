import type { ServiceSamples } from './types';

export const couponSamples: ServiceSamples = {};
