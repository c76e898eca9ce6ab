import type { ServiceSamples } from './types';

export const basicSamples: ServiceSamples = {};
