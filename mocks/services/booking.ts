import type { MockRouter } from '../core/router';

/** The booking service of the mock backend. */
export function registerBooking(_r: MockRouter) {
  // routes are added here
}
