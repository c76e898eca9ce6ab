import * as v from 'valibot';
import { entriesOf, flag, wireTime } from '../../lib/schema';
import { paged } from '../../lib/wire';
import { NearbyPark, NearbyParksParams } from './types';

/**
 * Calls the parks screens need beyond endpoints.json, on the dealer service (/dealer/v2/api): lots that suit the
 * driver, and lots where the wallet balance pays. Schemas; types are inferred from them.
 */

/** The driver's own period pass at a lot (only for a signed-in driver). */
export const MyParkPass = v.object({
  plateNo: v.string(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  endTime: wireTime,
});
export type MyParkPass = v.InferOutput<typeof MyParkPass>;

/**
 * POST /dealer/v2/api/suitParks: lots that suit the driver, nearest first within each group. First the lots where
 * a signed-in driver holds a valid period pass (parking there costs nothing more), then online lots that take
 * payment in the app and have a free space now.
 */
export const SuitParksParams = NearbyParksParams;
export type SuitParksParams = v.InferOutput<typeof SuitParksParams>;

export const SuitPark = v.object({
  ...entriesOf(NearbyPark),
  myPass: v.nullable(MyParkPass),
  /** Why the lot is listed, for the driver: '您的月卡车场' or '有空位，可线上缴费'. */
  suitReason: v.string(),
});
export type SuitPark = v.InferOutput<typeof SuitPark>;

export const SuitParkPage = paged(SuitPark);
export type SuitParkPage = v.InferOutput<typeof SuitParkPage>;

/**
 * POST /dealer/v2/api/balanceParks: lots whose payTypes include 6 (the balance pays), nearest first.
 * onlyAvailable 1 keeps the online ones with a free space now (/suitBalanceParks).
 */
export const BalanceParksParams = v.object({
  ...entriesOf(NearbyParksParams),
  onlyAvailable: v.optional(flag),
});
export type BalanceParksParams = v.InferOutput<typeof BalanceParksParams>;
