import type { MockRouter } from '../../core/router';

/** Plug-and-charge VINs and charging cards (issue 10). */
export function registerCpsVinsCards(r: MockRouter) {
  void r;
}
