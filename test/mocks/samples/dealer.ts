import type { ServiceSamples } from './types';

export const dealerSamples: ServiceSamples = {};
