import type { MockRouter } from '../../core/router';

/** Idle-fee (占位费) bills: list, detail, pay, appeals (issue 10). */
export function registerCpsOccupy(r: MockRouter) {
  void r;
}
