import type { MockRouter } from '../core/router';

/** The basic service of the mock backend. */
export function registerBasic(_r: MockRouter) {
  // routes are added here
}
