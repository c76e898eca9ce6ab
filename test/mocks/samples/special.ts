import type { ServiceSamples } from './types';

export const specialSamples: ServiceSamples = {};
