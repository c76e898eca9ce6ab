import type { ServiceSamples } from './types';

export const chargeSamples: ServiceSamples = {};
