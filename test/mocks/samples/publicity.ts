import type { ServiceSamples } from './types';

export const publicitySamples: ServiceSamples = {};
