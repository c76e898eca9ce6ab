import type { ParkingRule } from '@/api/cps/estimate.types';

const MIN = 60_000;

/**
 * The lot's fee for a charging car from the order's start to the session's end: the started minutes after the free
 * period, each started hour of them at the hourly price, up to the cap. Paid to the lot at the exit.
 */
export function parkingPart(rule: ParkingRule | null, from: number, to: number): { minutes: number; cents: number } {
  if (!rule) return { minutes: 0, cents: 0 };
  const minutes = Math.max(0, Math.ceil((to - from) / MIN) - rule.freeMinutes);
  const cents = Math.ceil(minutes / 60) * rule.centsPerHour;
  return { minutes, cents: rule.capCents === null ? cents : Math.min(rule.capCents, cents) };
}
