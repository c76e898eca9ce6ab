import type { MockRouter } from '../../core/router';

/** Charging bills, their payment, complaints and appeals (issue 10). */
export function registerCpsBills(r: MockRouter) {
  void r;
}
