import * as v from 'valibot';
import { cents, flag, int, wireTime } from '../../lib/schema';
import { PlateColor } from '../../lib/wire';

/**
 * The special service's lot rules and the renewal check: the two calls the first screen's service definition makes
 * (src/api/special/index.ts). A file of their own so that the entry carries these schemas only; the applications,
 * passes and records (types.ts, which re-exports these) load with the pages that call them.
 */

/** GET /special/v2/api/bagMultiRules */
export const BagMultiRulesParams = v.object({ parkId: v.string() });
export type BagMultiRulesParams = v.InferOutput<typeof BagMultiRulesParams>;

/** 月卡, 季卡, 年卡, or 'N个月' for other lengths. */
export const BagPeriodType = v.string();
export type BagPeriodType = v.InferOutput<typeof BagPeriodType>;

export const BagRule = v.object({
  ruleId: v.string(),
  parkId: v.string(),
  ruleName: v.string(),
  /** Length of one period in months. */
  months: int,
  /** '月卡' (1), '季卡' (3), '年卡' (12). */
  periodType: BagPeriodType,
  /** Price of one period. */
  price: cents,
  /** The ordinary price a reduced rule (the disabled drivers') is compared with; null otherwise. */
  originalPrice: v.nullable(cents),
  /** '全天' or a daily window such as '19:00-次日07:00'. */
  timeRangeText: v.string(),
  /** Plate colours the rule accepts. */
  plateColors: v.array(PlateColor),
  /** Passes left to sell; -1 unlimited; 0 also when the lot has no pass space left. */
  leftNum: int,
  description: v.string(),
  /** 1: driving-licence photos, owner's name, ID number and phone are required, and the lot reviews them. */
  needMaterials: flag,
  /** Plates one pass may carry (the client caps it further by the menu's bagVehicle). */
  maxPlates: int,
  /** 1: only for the vehicle of an approved disabled certification. */
  disabledOnly: flag,
  /** The notice the driver accepts before applying (/monthlyRuleNotice), one paragraph a line. */
  notice: v.string(),
});
export type BagRule = v.InferOutput<typeof BagRule>;

export const BagRuleList = v.object({
  parkId: v.string(),
  parkName: v.string(),
  results: v.array(BagRule),
});
export type BagRuleList = v.InferOutput<typeof BagRuleList>;

/** POST checkRenewable: by bagId, or by parkId + plateNo. */
export const CheckRenewableBody = v.object({
  bagId: v.optional(v.string()),
  parkId: v.optional(v.string()),
  plateNo: v.optional(v.string()),
});
export type CheckRenewableBody = v.InferOutput<typeof CheckRenewableBody>;

export const RenewableResult = v.object({
  renewable: flag,
  /** Why not, for the driver; null when renewable. */
  reason: v.nullable(v.string()),
  bagId: v.string(),
  plateNo: v.string(),
  parkId: v.string(),
  endTime: wireTime,
  /** Rules the pass may be renewed with (the lot's rules on sale that accept every plate of the pass). */
  rules: v.array(BagRule),
});
export type RenewableResult = v.InferOutput<typeof RenewableResult>;
