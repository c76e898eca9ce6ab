import type { MockRouter } from '../core/router';

/** The invoice service of the mock backend. */
export function registerInvoice(_r: MockRouter) {
  // routes are added here
}
