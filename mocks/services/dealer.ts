import type { MockRouter } from '../core/router';

/** The dealer service of the mock backend. */
export function registerDealer(_r: MockRouter) {
  // routes are added here
}
