import type { ChargingSession } from '@/api/cps/session.types';
import { parseServerTime } from '@/lib/time';

/** The rule charges by the started minute: the fee steps up just after each whole minute from the grace's end. */
export const IDLE_FEE_PERIOD_MS = 60_000;
/**
 * How long after a step the server is asked: its times come to the whole second, so the grace really ends up to a
 * second after the time it writes; asking a little later than that is asking once the step has surely been taken.
 */
export const IDLE_FEE_ASK_MARGIN_MS = 2_000;

/** An idle fee as one answer of the server had it, its times in epoch milliseconds on the server's clock. */
export interface IdleFeeReading {
  graceEndsAt: number;
  serverNow: number;
  accruedCents: number;
  perMinuteCents: number;
  capCents: number;
  carLeft: boolean;
}

/** The fee a reading says can still rise: the car is on the space, the rule charges something and the cap is not reached. */
export function stillRising(f: IdleFeeReading): boolean {
  return !f.carLeft && f.perMinuteCents > 0 && f.accruedCents < f.capCents;
}

/**
 * Milliseconds from the reading's server time to the next moment worth asking the server again: just after the
 * next step of the fee (the countdown's end first), or null when it will not rise any more. The steps the server
 * already counted come from its amount, so a reading taken a moment before or after a step needs no guessing.
 */
export function nextIdleFeeAskIn(f: IdleFeeReading): number | null {
  if (!stillRising(f)) return null;
  const counted = Math.floor(f.accruedCents / f.perMinuteCents);
  const byCount = f.graceEndsAt + counted * IDLE_FEE_PERIOD_MS + IDLE_FEE_ASK_MARGIN_MS;
  // A server whose amount lags its own clock: the next step by the clock, never an ask in the past.
  const sinceGrace = f.serverNow - f.graceEndsAt - IDLE_FEE_ASK_MARGIN_MS;
  const byClock = f.graceEndsAt + Math.max(0, Math.floor(sinceGrace / IDLE_FEE_PERIOD_MS) + 1) * IDLE_FEE_PERIOD_MS + IDLE_FEE_ASK_MARGIN_MS;
  return (byCount > f.serverNow ? byCount : byClock) - f.serverNow;
}

/** The idle fee of a session's answer as a reading, or null when there is none (or its times are unreadable). */
export function idleFeeReading(session: Pick<ChargingSession, 'idleFee' | 'serverTime'>): IdleFeeReading | null {
  const fee = session.idleFee;
  const graceEndsAt = parseServerTime(fee?.graceEndsAt ?? null)?.valueOf();
  const serverNow = parseServerTime(session.serverTime)?.valueOf();
  if (!fee || graceEndsAt === undefined || serverNow === undefined) return null;
  return { graceEndsAt, serverNow, accruedCents: fee.accruedCents, perMinuteCents: fee.perMinuteCents, capCents: fee.capCents, carLeft: fee.carLeft };
}
