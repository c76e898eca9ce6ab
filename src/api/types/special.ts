import type { Cents, PlateColor } from './envelope';

/** The special service (/special/v2/api): period passes (bag plans). */

export interface BagMultiRulesParams {
  parkId: string;
}

export interface BagRule {
  ruleId: string;
  parkId: string;
  ruleName: string;
  /** Length of one purchase in months. */
  months: number;
  price: Cents;
  /** '全天' or a daily window such as '19:00-次日07:00'. */
  timeRangeText: string;
  /** Plate colours the rule accepts. */
  plateColors: PlateColor[];
  /** Passes left to sell; -1 unlimited. */
  leftNum: number;
  description: string;
}

export interface BagRuleList {
  parkId: string;
  parkName: string;
  results: BagRule[];
}

/** POST checkRenewable: by bagId, or by parkId + plateNo. */
export interface CheckRenewableBody {
  bagId?: string;
  parkId?: string;
  plateNo?: string;
}

export interface RenewableResult {
  renewable: 0 | 1;
  /** Why not, for the driver; null when renewable. */
  reason: string | null;
  bagId: string;
  plateNo: string;
  parkId: string;
  endTime: string;
  /** Rules the pass may be renewed with (the park's rules on sale that accept the plate). */
  rules: BagRule[];
}
