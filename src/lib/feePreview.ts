/**
 * What a lot's fee rule says about the next minutes of parking, so the driver is never surprised by the bill:
 * free until when, or how much more and when. It reads the rule as the lot applies it (whole minutes parked; free
 * up to and including freeMinutes; then per started unit of unitMinutes, each day capped at dailyCapCents) and is
 * only ever a preview: the amount to pay is the server's bill.
 */
export interface FeeRule {
  freeMinutes: number;
  unitMinutes: number;
  unitCents: number;
  dailyCapCents: number;
}

/** The fee after `minutes` whole minutes parked. */
export function feeAt(rule: FeeRule, minutes: number): number {
  if (minutes <= rule.freeMinutes) return 0;
  const days = Math.floor(minutes / 1440);
  const rest = minutes % 1440;
  return days * rule.dailyCapCents + Math.min(rule.dailyCapCents, Math.ceil(rest / rule.unitMinutes) * rule.unitCents);
}

export interface FeeOutlook {
  /** Still free: the fee is 0 until the rise. */
  free: boolean;
  /** Seconds from now until the fee next goes up. */
  secondsToRise: number;
  /** Seconds parked when it goes up (from the entry). */
  riseAtSeconds: number;
  /** By how much it goes up then. */
  riseCents: number;
}

/**
 * The next rise after `parkedSeconds`, or null when the rule never raises it (nothing to charge) or is unusable.
 * Found minute by minute (at most two days ahead: past a day's cap the next rise is the next day's first minute),
 * so it agrees with feeAt by construction.
 */
export function feeOutlook(rule: FeeRule, parkedSeconds: number): FeeOutlook | null {
  if (!(rule.unitMinutes > 0) || !(rule.unitCents > 0) || !(rule.dailyCapCents > 0) || parkedSeconds < 0) return null;
  const minute = Math.floor(parkedSeconds / 60);
  const now = feeAt(rule, minute);
  for (let m = minute + 1; m <= minute + 2 * 1440 + 1; m += 1) {
    const then = feeAt(rule, m);
    if (then > now) {
      const riseAtSeconds = m * 60;
      return { free: now === 0, secondsToRise: riseAtSeconds - parkedSeconds, riseAtSeconds, riseCents: then - now };
    }
  }
  return null;
}
