import type { ServiceSamples } from './types';

export const bookingSamples: ServiceSamples = {};
