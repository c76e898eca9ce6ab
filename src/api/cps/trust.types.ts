import * as v from 'valibot';
import { int } from '../../lib/schema';

/**
 * Trusting a charger before driving there: the station lists' summary per station (按可靠性, 只看近期可用). One
 * station's piles in detail are stationTrust.types.ts: the lists are on the home's first screen, and what only the
 * station page reads stays out of it. Served by mocks/services/cps/trust.ts.
 */

/** Fewer starts than this in 30 days is 记录不足: no share is shown (never a misleading 100 %). */
export const MIN_TRUST_STARTS = 5;

/** GET /cps/v2/api/stationTrust?stationIds=S2001,S2002: the station lists' sort and filter. */
export const StationTrustSummariesQuery = v.object({
  /** Comma-separated, at most 50. */
  stationIds: v.string(),
});
export type StationTrustSummariesQuery = v.InferOutput<typeof StationTrustSummariesQuery>;

export const StationTrustSummary = v.object({
  stationId: v.string(),
  starts30d: int,
  succeeded30d: int,
  /** Every pile's last three starts failed: nothing there has worked lately. */
  allPilesFailing: v.boolean(),
});
export type StationTrustSummary = v.InferOutput<typeof StationTrustSummary>;

export const StationTrustSummaries = v.array(StationTrustSummary);
export type StationTrustSummaries = v.InferOutput<typeof StationTrustSummaries>;
