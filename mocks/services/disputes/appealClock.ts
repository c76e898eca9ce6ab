const MIN = 60_000;
/** A charging or idle-fee appeal is taken up after 10 minutes and handled after 2 hours of the mock's clock. */
export const APPEAL_ACCEPT_AFTER_MS = 10 * MIN;
export const APPEAL_HANDLE_AFTER_MS = 120 * MIN;

/**
 * 1 submitted, 2 taken up, 3 handled: the charging domain's appeals move with the clock alone. Kept apart from the
 * domains' services so the blockers can ask it without importing them (no import circle).
 */
export function clockAppealState(createdAt: number, now: number): 1 | 2 | 3 {
  const age = now - createdAt;
  return age >= APPEAL_HANDLE_AFTER_MS ? 3 : age >= APPEAL_ACCEPT_AFTER_MS ? 2 : 1;
}
