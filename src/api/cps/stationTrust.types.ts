import * as v from 'valibot';
import { int, num, wireTime } from '../../lib/schema';
import { GunType } from './gun.types';

/**
 * One station's trust, for its page: how often each pile has really started a charge lately (the platform's own
 * session log of every driver, failed starts included), and how many guns are likely free on arrival. Apart from the
 * lists' summary (trust.types.ts), which the home's first screen carries. Served by mocks/services/cps/trust.ts;
 * times are 'YYYY-MM-DD HH:mm:ss' on the server's clock.
 */

/** GET /cps/v2/api/stations/{stationId}/trust: where the driver is (for the arrival time), or when they will arrive. */
export const StationTrustQuery = v.object({
  lng: v.optional(num),
  lat: v.optional(num),
  /** Asked of the driver when the page has no position: 15, 30 or 60. */
  arriveInMinutes: v.optional(int),
});
export type StationTrustQuery = v.InferOutput<typeof StationTrustQuery>;

/** One pile's record over the last 30 days. */
export const PileTrust = v.object({
  pileCode: v.string(),
  pileName: v.string(),
  gunType: GunType,
  /** Starts asked of the pile (by any driver), failed ones included. */
  starts30d: int,
  /** Of those, the ones that charged. */
  succeeded30d: int,
  /** When the newest start that charged began; null when none did in 30 days. */
  lastSuccessAt: v.nullable(wireTime),
  /** The pile's last three starts all failed. */
  lastThreeFailed: v.boolean(),
});
export type PileTrust = v.InferOutput<typeof PileTrust>;

/** Guns likely free at the driver's arrival: the sessions running now and their ends, and the station's use at that hour over 30 days. */
export const ExpectedFree = v.object({
  arriveAt: wireTime,
  guns: v.object({ fast: int, slow: int }),
  /** Where the figure comes from, in the driver's words. */
  basis: v.string(),
});
export type ExpectedFree = v.InferOutput<typeof ExpectedFree>;

export const StationTrust = v.object({
  stationId: v.string(),
  /** Metres from the driver's position (lng, lat) to the station, as the lists measure it; null when none was sent. */
  distanceMeters: v.nullable(num),
  piles: v.array(PileTrust),
  expectedFree: ExpectedFree,
  /** Where the piles' figures come from, in the driver's words. */
  basis: v.string(),
  serverTime: wireTime,
});
export type StationTrust = v.InferOutput<typeof StationTrust>;
