import type { ServiceSamples } from './types';

export const authSamples: ServiceSamples = {};
