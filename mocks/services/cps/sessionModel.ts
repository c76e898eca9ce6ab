import type { ChargingSessionRecord } from '../../db/charging';
import type { BandPart, ChargeCurve } from '../../../src/api/cps/estimate.types';
import type { SessionState, StopReason } from '../../../src/api/cps/session.types';
import { meterBands } from './bandMeter';

/**
 * The pile, simulated: everything about a session at a moment follows from its record's times, so the mock's clock
 * can be moved an hour on and the session is an hour further along. A DC pile charges at its power up to 80 % and
 * at 40 % of it above (the taper every car has); an AC pile at its power throughout. A session that kept its
 * station's day of bands (every one started now) is metered by band: see bandMeter.ts.
 */
export const PLUG_TIMEOUT_MS = 120_000;
/** The car is plugged in this long after the start (the driver walks to the gun), unless the fault says never. */
export const PLUG_AFTER_MS = 10_000;
/** From plugged in to energy flowing: the pile's handshake with the car. */
export const STARTING_MS = 8_000;
/** The pile confirms a stop this long after it is asked. */
export const STOP_CONFIRM_MS = 5_000;
/** A full car rests (SuspendedEV) this long before the pile ends the session. */
export const SUSPENDED_MS = 120_000;
/** Under this power for this long while charging: a phantom session, worth telling the driver. */
export const LOW_POWER_KW = 0.5;
export const LOW_ENERGY_AFTER_MS = 5 * 60_000;

const TAPER_SOC = 80;
const TAPER_SHARE = 0.4;
const HOUR = 3_600_000;

/** What the phone must know of this simulation to estimate a session as it will run (the station's `curve`). */
export const CHARGE_CURVE: ChargeCurve = {
  taperSoc: TAPER_SOC,
  taperShare: TAPER_SHARE,
  startDelaySeconds: (PLUG_AFTER_MS + STARTING_MS) / 1000,
  fullRestSeconds: SUSPENDED_MS / 1000,
};

export interface SessionNow {
  /**
   * The pile's state; a scheduled session before its time reads waitingPlug here with awaitingSchedule set (the
   * answer's state 'scheduled'), so callers that only tell live from ended sessions need not know schedules.
   */
  state: Exclude<SessionState, 'scheduled'>;
  /** Plugged in and waiting for the driver's scheduled start. */
  awaitingSchedule?: boolean;
  stopReason: StopReason | null;
  chargingStartedAt: number | null;
  endedAt: number | null;
  plugDeadline: number | null;
  kwh: number;
  powerKw: number;
  soc: number;
  energyFeeCents: number;
  serviceFeeCents: number;
  /** Each band's energy and fees (null for a session without its station's bands: the seed's). */
  bands: BandPart[] | null;
  estimatedEndAt: number | null;
  lowEnergy: boolean;
}

const power = (s: ChargingSessionRecord) => (s.noEnergy ? 0.02 : s.powerKw);

/** kWh from empty to the taper point and from there to full. */
function energyLimits(s: ChargingSessionRecord) {
  const toFull = ((100 - s.socStart) / 100) * s.batteryKwh;
  if (s.gunType === 'slow') return { beforeTaper: toFull, afterTaper: 0 };
  const beforeTaper = Math.max(0, ((TAPER_SOC - s.socStart) / 100) * s.batteryKwh);
  return { beforeTaper, afterTaper: toFull - beforeTaper };
}

/** kWh delivered after `ms` of charging. */
function energyAfter(s: ChargingSessionRecord, ms: number): number {
  const p = power(s);
  const { beforeTaper, afterTaper } = energyLimits(s);
  const h = Math.max(0, ms) / HOUR;
  const tTaper = beforeTaper / p;
  if (h <= tTaper) return p * h;
  return Math.min(beforeTaper + afterTaper, beforeTaper + p * TAPER_SHARE * (h - tTaper));
}

/** Milliseconds of charging until `kwh` is delivered (Infinity when it never will be). */
function msUntil(s: ChargingSessionRecord, kwh: number): number {
  const p = power(s);
  const { beforeTaper, afterTaper } = energyLimits(s);
  if (kwh > beforeTaper + afterTaper + 1e-9) return Infinity;
  if (kwh <= beforeTaper) return (kwh / p) * HOUR;
  return (beforeTaper / p + (kwh - beforeTaper) / (p * TAPER_SHARE)) * HOUR;
}

/** The bill for `kwh` as the pile meters it: energy and service fee on the kWh rounded to 0.01, each to the cent. */
export function billFor(s: Pick<ChargingSessionRecord, 'energyCentsPerKwh' | 'serviceCentsPerKwh'>, kwh: number) {
  const metered = round2(kwh);
  return { kwh: metered, energyFeeCents: Math.round(metered * s.energyCentsPerKwh), serviceFeeCents: Math.round(metered * s.serviceCentsPerKwh) };
}

const billCents = (s: ChargingSessionRecord, kwh: number) => {
  const b = billFor(s, kwh);
  return b.energyFeeCents + b.serviceFeeCents;
};

/** The meter's register `ms` into charging, in hundredths of a kWh. */
const reading = (s: ChargingSessionRecord, ms: number) => Math.round(energyAfter(s, ms) * 100);

/** What the meter bills from energy's start to `until`: by band where the session kept its station's bands. */
function meter(s: ChargingSessionRecord, start: number, until: number) {
  if (!s.priceBands) return { ...billFor(s, energyAfter(s, until - start)), bands: null };
  const bands = meterBands(s.priceBands, start, until, (at) => reading(s, at - start));
  return {
    kwh: reading(s, until - start) / 100,
    energyFeeCents: bands.reduce((sum, b) => sum + b.energyFeeCents, 0),
    serviceFeeCents: bands.reduce((sum, b) => sum + b.serviceFeeCents, 0),
    bands,
  };
}

/**
 * The most energy whose bill stays within the driver's amount: the pile stops before the 0.01 kWh whose rounding
 * would take the bill past it (dividing the amount by the price and rounding the kWh bills a cent over at some
 * prices, e.g. 10.00元 at 2.28元/度 → 4.39 度 → 10.01元).
 */
export function kwhWithin(s: ChargingSessionRecord, amountCents: number): number {
  const price = s.energyCentsPerKwh + s.serviceCentsPerKwh;
  if (price <= 0) return Infinity;
  let hundredths = Math.floor((amountCents / price) * 100);
  while (hundredths > 0 && billCents(s, hundredths / 100) > amountCents) hundredths -= 1;
  while (billCents(s, (hundredths + 1) / 100) <= amountCents) hundredths += 1;
  return hundredths / 100;
}

/**
 * Milliseconds of charging until the pile stops for the driver's amount (Infinity when the car is full within it).
 * By band, the bill of the first k hundredths depends on when they flowed; it only grows with k, so the stop is the
 * largest k whose bill is within the amount, found by halving.
 */
function msWithin(s: ChargingSessionRecord, start: number, amountCents: number): number {
  if (!s.priceBands) return msUntil(s, kwhWithin(s, amountCents));
  const { beforeTaper, afterTaper } = energyLimits(s);
  const fullMs = msUntil(s, beforeTaper + afterTaper);
  const billAt = (ms: number) => {
    const m = meter(s, start, start + ms);
    return m.energyFeeCents + m.serviceFeeCents;
  };
  if (billAt(fullMs) <= amountCents) return Infinity;
  let lo = 0;
  let hi = reading(s, fullMs) - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (billAt(msUntil(s, mid / 100)) <= amountCents) lo = mid;
    else hi = mid - 1;
  }
  return msUntil(s, lo / 100);
}

/** When the pile stops by itself: the car full (after resting), or the driver's condition met. */
function naturalEnd(s: ChargingSessionRecord, start: number): { at: number; reason: StopReason; fullAt: number } {
  const { beforeTaper, afterTaper } = energyLimits(s);
  const fullAt = start + msUntil(s, beforeTaper + afterTaper);
  const full = { at: fullAt + SUSPENDED_MS, reason: 'full' as const, fullAt };
  const c = s.stopCondition;
  let conditionAt = Infinity;
  if (c.type === 'minutes') conditionAt = start + c.minutes * 60_000;
  if (c.type === 'kwh') conditionAt = start + msUntil(s, c.kwh);
  if (c.type === 'amount') conditionAt = start + msWithin(s, start, c.amountCents);
  // The pile reports the state of charge (DC): it stops when the battery reaches the driver's level.
  if (c.type === 'soc') conditionAt = start + msUntil(s, kwhToSoc(s, c.soc));
  return conditionAt < fullAt ? { at: conditionAt, reason: 'condition', fullAt } : full;
}

/** kWh from the car's charge at the start to `soc` % (0 when it is there already). */
export function kwhToSoc(s: Pick<ChargingSessionRecord, 'socStart' | 'batteryKwh'>, soc: number): number {
  return Math.max(0, ((soc - s.socStart) / 100) * s.batteryKwh);
}

export function sessionAt(s: ChargingSessionRecord, now: number): SessionNow {
  const idle = { kwh: 0, powerKw: 0, soc: s.socStart, energyFeeCents: 0, serviceFeeCents: 0, bands: s.priceBands ? [] : null, estimatedEndAt: null, lowEnergy: false, chargingStartedAt: null };
  // A scheduled start: plugged in at the order, it waits (never idle time) until its time, then runs as any start.
  const scheduledAt = s.scheduledStartAt ?? null;
  if (scheduledAt !== null && now < scheduledAt) {
    if (s.stopConfirmedAt !== null && now >= s.stopConfirmedAt) return { ...idle, state: 'finished', stopReason: 'driver', endedAt: s.stopConfirmedAt, plugDeadline: null };
    return { ...idle, state: 'waitingPlug', awaitingSchedule: true, stopReason: null, endedAt: null, plugDeadline: null };
  }
  if (scheduledAt !== null && s.stopConfirmedAt !== null && s.stopConfirmedAt <= scheduledAt) {
    return { ...idle, state: 'finished', stopReason: 'driver', endedAt: s.stopConfirmedAt, plugDeadline: null };
  }
  const plugDeadline = (scheduledAt ?? s.createdAt) + PLUG_TIMEOUT_MS;
  if (s.pluggedAt === null || s.pluggedAt > plugDeadline) {
    if (now >= plugDeadline) return { ...idle, state: 'failed', stopReason: 'plugTimeout', endedAt: plugDeadline, plugDeadline: null };
    if (s.stopConfirmedAt !== null && now >= s.stopConfirmedAt) return { ...idle, state: 'finished', stopReason: 'driver', endedAt: s.stopConfirmedAt, plugDeadline: null };
    return { ...idle, state: 'waitingPlug', stopReason: null, endedAt: null, plugDeadline };
  }
  // A scheduled car is plugged in already: from its time on the pile checks the plug and starts.
  if (now < s.pluggedAt) return scheduledAt !== null ? { ...idle, state: 'starting', stopReason: null, endedAt: null, plugDeadline: null } : { ...idle, state: 'waitingPlug', stopReason: null, endedAt: null, plugDeadline };
  const start = s.pluggedAt + STARTING_MS;
  if (now < start) {
    if (s.stopConfirmedAt !== null && now >= s.stopConfirmedAt) return { ...idle, state: 'finished', stopReason: 'driver', endedAt: s.stopConfirmedAt, plugDeadline: null };
    return { ...idle, state: 'starting', stopReason: null, endedAt: null, plugDeadline: null };
  }

  const natural = naturalEnd(s, start);
  const driverEnd = s.stopConfirmedAt ?? Infinity;
  const endAt = Math.min(natural.at, driverEnd);
  const until = Math.min(now, endAt);
  const kwh = energyAfter(s, until - start);
  const { beforeTaper } = energyLimits(s);
  const soc = Math.min(100, s.socStart + (kwh / s.batteryKwh) * 100);
  const money = {
    ...meter(s, start, until),
    soc: Math.floor(soc),
    chargingStartedAt: start,
  };
  if (now >= endAt) {
    const reason: StopReason = endAt === driverEnd ? 'driver' : natural.reason;
    // Stopped at the driver's level: the battery reads that level (the meter's rounding aside).
    if (reason === 'condition' && s.stopCondition.type === 'soc') money.soc = s.stopCondition.soc;
    return { ...money, powerKw: 0, state: 'finished', stopReason: reason, endedAt: endAt, plugDeadline: null, estimatedEndAt: null, lowEnergy: false };
  }
  const resting = now >= natural.fullAt;
  const powerNow = resting ? 0 : kwh < beforeTaper || s.gunType === 'slow' ? power(s) : power(s) * TAPER_SHARE;
  const stopping = s.stopRequestedAt !== null && now >= s.stopRequestedAt;
  return {
    ...money,
    powerKw: round2(powerNow),
    state: stopping ? 'stopping' : resting ? 'suspendedEV' : 'charging',
    stopReason: null,
    endedAt: null,
    plugDeadline: null,
    estimatedEndAt: Number.isFinite(natural.at) && !s.noEnergy ? Math.min(natural.at, natural.fullAt) : null,
    lowEnergy: !resting && power(s) < LOW_POWER_KW && now - start >= LOW_ENERGY_AFTER_MS,
  };
}

/** A session's series holds at most this many readings besides the last: a minute apart, further in a long session. */
const MAX_READINGS = 120;

export interface MeterReading {
  at: number;
  powerW: number;
  energyWh: number;
}

/**
 * The pile's readings from energy's start to now (or to the end), as a real pile reports meter values: what the power
 * and energy curves draw. Worked out from the same model as the session at each moment, so the last reading is the
 * session's own kWh and power; the energy in the meter's 0.01 kWh.
 */
export function readingsOf(s: ChargingSessionRecord, at: SessionNow, now: number): MeterReading[] {
  const start = at.chargingStartedAt;
  if (start === null) return [];
  const until = Math.max(start, at.endedAt ?? now);
  const { beforeTaper, afterTaper } = energyLimits(s);
  const fullMs = msUntil(s, beforeTaper + afterTaper);
  const step = 60_000 * Math.max(1, Math.ceil((until - start) / 60_000 / MAX_READINGS));
  const powerAt = (ms: number) => (ms >= fullMs ? 0 : energyAfter(s, ms) < beforeTaper || s.gunType === 'slow' ? power(s) : power(s) * TAPER_SHARE);
  const readings: MeterReading[] = [];
  // The pile's cadence, then the reading now; a cadence reading less than half a step before it would only repeat it.
  for (let t = start; t < until - step / 2; t += step) {
    readings.push({ at: t, powerW: Math.round(powerAt(t - start) * 1000), energyWh: reading(s, t - start) * 10 });
  }
  readings.push({ at: until, powerW: Math.round(at.powerKw * 1000), energyWh: Math.round(at.kwh * 100) * 10 });
  return readings;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
