import type { ServiceSamples } from './types';

export const invoiceSamples: ServiceSamples = {};
