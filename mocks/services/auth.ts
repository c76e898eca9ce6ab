import type { MockRouter } from '../core/router';

/** The auth service of the mock backend. */
export function registerAuth(_r: MockRouter) {
  // routes are added here
}
