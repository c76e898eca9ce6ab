import type { ServiceSamples } from './types';

export const cpsSamples: ServiceSamples = {};
