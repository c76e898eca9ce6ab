import type { NearbyPark, NearbyParksParams } from './types';

/**
 * Calls the parks screens need beyond endpoints.json, on the dealer service (/dealer/v2/api): lots that suit the
 * driver, and lots where the wallet balance pays.
 */

/** The driver's own period pass at a lot (only for a signed-in driver). */
export interface MyParkPass {
  plateNo: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  endTime: string;
}

/**
 * POST /dealer/v2/api/suitParks: lots that suit the driver, nearest first within each group. First the lots where
 * a signed-in driver holds a valid period pass (parking there costs nothing more), then online lots that take
 * payment in the app and have a free space now.
 */
export type SuitParksParams = NearbyParksParams;

export interface SuitPark extends NearbyPark {
  myPass: MyParkPass | null;
  /** Why the lot is listed, for the driver: '您的月卡车场' or '有空位，可线上缴费'. */
  suitReason: string;
}

export interface SuitParkPage {
  results: SuitPark[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/**
 * POST /dealer/v2/api/balanceParks: lots whose payTypes include 6 (the balance pays), nearest first.
 * onlyAvailable 1 keeps the online ones with a free space now (/suitBalanceParks).
 */
export interface BalanceParksParams extends NearbyParksParams {
  onlyAvailable?: 0 | 1;
}
