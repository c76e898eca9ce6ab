import type { MockRouter } from '../core/router';

/** The publicity service of the mock backend. */
export function registerPublicity(_r: MockRouter) {
  // routes are added here
}
