import { STANDARD_RULE, type FeeRule } from './parking';

/**
 * Cars with no plate (无牌车: new, or on a temporary plate) that enter with the phone as their ticket
 * (services/charge/noPlate.ts, docs/rules/plate-less-car.md). The stay itself is an ordinary bill (db.parkOrders)
 * under the pseudo plate NO_PLATE, paid through the same pay orders as any bill; these tables hold what a bill cannot
 * say: the entry lanes, whose phone the stay is, and the barriers.
 */

/**
 * The bill's plateNo for a plate-less stay. Not a valid plate (no province, no letter), so no plate check, lookup,
 * binding, arrears or withholding contract of a real car can ever match it; the screens show it as written.
 */
export const NO_PLATE = '无牌车';

/** An entry lane whose QR code a plate-less car scans to come in (the exit lanes are db/parkingPay.ts's `lanes`). */
export interface EntryLaneRecord {
  parkId: string;
  laneCode: string;
  laneName: string;
  /** false: the barrier does not open by itself (a fault): the stay is still recorded, staff let the car in. */
  barrierWorks: boolean;
}

/**
 * Whose phone holds the stay: the host's silent identity inside WeChat or Alipay (openid, user id), else the random
 * ticket token the phone's browser generated once and keeps. Never both, never anything about the person.
 */
export interface StayHolder {
  kind: 'openid' | 'ticket';
  value: string;
}

export interface NoPlateStayRecord {
  /** The stay's bill (db.parkOrders, plateNo NO_PLATE). */
  uniqueId: string;
  holder: StayHolder;
  entryLaneCode: string;
  entryBarrierOpened: boolean;
  /** Left within the free minutes, nothing to pay: the exit lane and whether its barrier opened. */
  freeExit: { laneCode: string; opened: boolean; at: number } | null;
}

export interface NoPlateTables {
  entryLanes: EntryLaneRecord[];
  /**
   * The fee rule of each lot that opens stays itself (a plate-less entry has no camera record to take it from):
   * what the lot's feeRuleLabels in db/places.ts say.
   */
  lotFeeRules: { parkId: string; rule: FeeRule }[];
  noPlateStays: NoPlateStayRecord[];
}

export function seedNoPlate(): NoPlateTables {
  return {
    entryLanes: [
      { parkId: 'P1001', laneCode: 'N1', laneName: '入口1号车道', barrierWorks: true },
      // The fault: the stay is recorded, the page says to ask the staff at the entry.
      { parkId: 'P1001', laneCode: 'N2', laneName: '入口2号车道', barrierWorks: false },
      // 崇文门 takes WeChat only from a visitor (its payTypes are WeChat and the balance).
      { parkId: 'P1009', laneCode: 'N1', laneName: '北入口', barrierWorks: true },
    ],
    lotFeeRules: [
      // 首15分钟免费, 10元/小时, 封顶120元/天.
      { parkId: 'P1001', rule: STANDARD_RULE },
      // As U20021's bill there.
      { parkId: 'P1009', rule: { ...STANDARD_RULE, dailyCapCents: 10000 } },
    ],
    noPlateStays: [],
  };
}
