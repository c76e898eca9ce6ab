import type { MockRouter } from '../core/router';

/** The special service of the mock backend. */
export function registerSpecial(_r: MockRouter) {
  // routes are added here
}
