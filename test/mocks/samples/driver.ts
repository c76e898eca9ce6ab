import type { ServiceSamples } from './types';

export const driverSamples: ServiceSamples = {};
