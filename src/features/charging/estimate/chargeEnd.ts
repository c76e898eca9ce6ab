import type { StopCondition } from '@/api/cps/session.types';
import type { CarCurve } from './carCurve';

/** When energy stops flowing, and whether the car is full then (it rests before the pile ends the session). */
export interface ChargeEnd {
  /** Epoch ms of the last energy. */
  at: number;
  full: boolean;
}

/**
 * Ms of charging until the pile stops for the driver's amount (Infinity when the car is full within it). By band, the
 * bill of the first k hundredths of a kWh depends on when they flowed; it only grows with k, so the stop is the
 * largest k whose bill is within the amount, found by halving, as the pile finds it.
 */
function msWithin(curve: CarCurve, amountCents: number, billAt: (ms: number) => number): number {
  const fullMs = curve.msUntil(curve.toFull);
  if (billAt(fullMs) <= amountCents) return Infinity;
  let lo = 0;
  let hi = Math.round(curve.energyAfter(fullMs) * 100) - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (billAt(curve.msUntil(mid / 100)) <= amountCents) lo = mid;
    else hi = mid - 1;
  }
  return curve.msUntil(lo / 100);
}

/**
 * When a session that starts charging at `start` stops by itself: the driver's condition, or full if that comes
 * first. `billAt` is the energy and service fee of the first `ms` of charging (for a stop by amount).
 */
export function chargeEnd(start: number, curve: CarCurve, stop: StopCondition, billAt: (ms: number) => number): ChargeEnd {
  const fullAt = start + curve.msUntil(curve.toFull);
  let conditionAt = Infinity;
  if (stop.type === 'minutes') conditionAt = start + stop.minutes * 60_000;
  if (stop.type === 'kwh') conditionAt = start + curve.msUntil(stop.kwh);
  if (stop.type === 'amount') conditionAt = start + msWithin(curve, stop.amountCents, billAt);
  // The pile stops when the battery reports the driver's level (DC piles only; the start form offers it there only).
  if (stop.type === 'soc') conditionAt = start + curve.msUntil(curve.kwhToSoc(stop.soc));
  return conditionAt < fullAt ? { at: conditionAt, full: false } : { at: fullAt, full: true };
}
