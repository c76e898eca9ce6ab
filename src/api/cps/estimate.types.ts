import * as v from 'valibot';
import { cents, entriesOf, int, known, num, wireTime } from '../../lib/schema';

/**
 * What a charge will cost, all in: energy and service fee by each time band the session crosses, the
 * lot's parking fee after its free charging period, and when the idle fee would start. The station gives the
 * rules; the phone works the estimate out itself (features/charging/estimate), so it follows every change of the
 * driver's choice without a call on a weak network; the start sends it, and the bill sets its parts beside it.
 */

/**
 * A band of the day: 尖 (the sharp peak some provinces' tariffs add on the hottest and coldest days) / 峰 / 平 / 谷, or
 * UNKNOWN for a band the app does not know yet (shown 未知).
 */
export const BandName = known(['尖', '峰', '平', '谷']);
export type BandName = v.InferOutput<typeof BandName>;

/** The lot's parking fee for a charging car: free for freeMinutes from the start, then per started hour, up to a cap. */
export const ParkingRule = v.object({
  freeMinutes: int,
  centsPerHour: cents,
  /** The most for one visit; null without a cap. */
  capCents: v.nullable(cents),
});
export type ParkingRule = v.InferOutput<typeof ParkingRule>;

/**
 * How a session runs in time: energy flows startDelaySeconds after the start (the walk to the gun and the pile's
 * handshake with the car); a DC pile's power falls to taperShare of it from taperSoc % on (AC piles do not taper);
 * a full car rests fullRestSeconds before the pile ends the session (the idle fee's grace counts from that end).
 */
export const ChargeCurve = v.object({
  taperSoc: num,
  taperShare: num,
  startDelaySeconds: num,
  fullRestSeconds: num,
});
export type ChargeCurve = v.InferOutput<typeof ChargeCurve>;

/** The car as the driver states it before plugging in (the pile reports the real state of charge once plugged). */
export const CarHint = v.object({
  batteryKwh: num,
  /** State of charge now, 0–99 %. */
  soc: num,
});
export type CarHint = v.InferOutput<typeof CarHint>;

/** The energy of one time band: 'YYYY-MM-DD HH:mm:ss' from and to within the session. */
export const BandPart = v.object({
  name: BandName,
  from: wireTime,
  to: wireTime,
  kwh: num,
  energyFeeCents: cents,
  serviceFeeCents: cents,
});
export type BandPart = v.InferOutput<typeof BandPart>;

/** The parts of a charge's cost, estimated before or billed after. */
export const ChargeCostParts = v.object({
  startTime: wireTime,
  endTime: wireTime,
  kwh: num,
  bands: v.array(BandPart),
  energyFeeCents: cents,
  serviceFeeCents: cents,
  /** Minutes of parking charged (after the free period), and the fee the lot takes at the exit. */
  parkingMinutes: int,
  parkingFeeCents: cents,
  /** Energy + service + parking (the idle fee is apart: it happens only if the car stays). */
  totalCents: cents,
});
export type ChargeCostParts = v.InferOutput<typeof ChargeCostParts>;

export const ChargeEstimate = v.object({
  ...entriesOf(ChargeCostParts),
  /** From when the idle fee would run if the car stays (null where the station charges none). */
  idleFeeFrom: v.nullable(wireTime),
  /** The car as assumed. */
  car: CarHint,
});
export type ChargeEstimate = v.InferOutput<typeof ChargeEstimate>;
