import type { MockRouter } from '../core/router';

/** The cps service of the mock backend. */
export function registerCps(_r: MockRouter) {
  // routes are added here
}
