import type { MockRouter } from '../core/router';

/** The driver service of the mock backend. */
export function registerDriver(_r: MockRouter) {
  // routes are added here
}
