import type { MockRouter } from '../core/router';

/** The charge service of the mock backend. */
export function registerCharge(_r: MockRouter) {
  // routes are added here
}
