import type { Cents } from '../../lib/wire';

/**
 * What a charge will cost, all in: energy and service fee by each time band the session crosses, the
 * lot's parking fee after its free charging period, and when the idle fee would start. The station gives the
 * rules; the phone works the estimate out itself (features/charging/estimate), so it follows every change of the
 * driver's choice without a call on a weak network; the start sends it, and the bill sets its parts beside it.
 */

/** The lot's parking fee for a charging car: free for freeMinutes from the start, then per started hour, up to a cap. */
export interface ParkingRule {
  freeMinutes: number;
  centsPerHour: Cents;
  /** The most for one visit; null without a cap. */
  capCents: Cents | null;
}

/**
 * How a session runs in time: energy flows startDelaySeconds after the start (the walk to the gun and the pile's
 * handshake with the car); a DC pile's power falls to taperShare of it from taperSoc % on (AC piles do not taper);
 * a full car rests fullRestSeconds before the pile ends the session (the idle fee's grace counts from that end).
 */
export interface ChargeCurve {
  taperSoc: number;
  taperShare: number;
  startDelaySeconds: number;
  fullRestSeconds: number;
}

/** The car as the driver states it before plugging in (the pile reports the real state of charge once plugged). */
export interface CarHint {
  batteryKwh: number;
  /** State of charge now, 0–99 %. */
  soc: number;
}

/** The energy of one time band: 'YYYY-MM-DD HH:mm:ss' from and to within the session. */
export interface BandPart {
  name: '峰' | '平' | '谷';
  from: string;
  to: string;
  kwh: number;
  energyFeeCents: Cents;
  serviceFeeCents: Cents;
}

/** The parts of a charge's cost, estimated before or billed after. */
export interface ChargeCostParts {
  startTime: string;
  endTime: string;
  kwh: number;
  bands: BandPart[];
  energyFeeCents: Cents;
  serviceFeeCents: Cents;
  /** Minutes of parking charged (after the free period), and the fee the lot takes at the exit. */
  parkingMinutes: number;
  parkingFeeCents: Cents;
  /** Energy + service + parking (the idle fee is apart: it happens only if the car stays). */
  totalCents: Cents;
}

export interface ChargeEstimate extends ChargeCostParts {
  /** From when the idle fee would run if the car stays (null where the station charges none). */
  idleFeeFrom: string | null;
  /** The car as assumed. */
  car: CarHint;
}
