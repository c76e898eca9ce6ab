import type { ChargerReportReason, HoldState, QueueState } from '../../src/api/cps/chargerAccess.types';
import type { GunType } from '../../src/api/cps/gun.types';

/**
 * Getting to a working gun: guns held for a driver, the stations' lines, the other drivers charging on
 * the busy guns, broken-charger reports and piles that stopped reporting. Moved on by the mock's clock in
 * services/cps/accessTimeline.ts; composed into the db by db/index.ts.
 */

/** A gun held for one driver: reserved for a fee (origin reserve) or offered free to the first in line (origin queue). */
export interface GunHoldRecord {
  holdId: string;
  origin: 'reserve' | 'queue';
  driverId: string;
  stationId: string;
  pileCode: string;
  gunNo: string;
  gunType: GunType;
  /** Taken from the balance at reserving (0 for an offer); credited to the session that uses the hold. */
  feeCents: number;
  createdAt: number;
  expiresAt: number;
  state: HoldState;
  /** When it was used, lapsed or cancelled. */
  endedAt: number | null;
  usedBy: string | null;
  refundCents: number | null;
  /** The place in line this offer was made to (origin queue). */
  queueId: string | null;
}

/** A driver's place in a station's line for one kind of gun; the first waiting is offered the next gun freed. */
export interface QueuePlaceRecord {
  queueId: string;
  driverId: string;
  stationId: string;
  gunType: GunType;
  joinedAt: number;
  state: QueueState;
  /** When it was used, passed or left. */
  endedAt: number | null;
  /** The hold made for it while offered (and the last one after). */
  offerHoldId: string | null;
}

/**
 * A session of a driver the mock does not know, on a gun of a busy station: the pile's model (sessionModel.ts)
 * works out when the car is full; then the next walk-in takes the gun, or the first in line.
 */
export interface OthersSessionRecord {
  sessionId: string;
  stationId: string;
  pileCode: string;
  gunNo: string;
  gunType: GunType;
  powerKw: number;
  /** The gun's how-manieth session since the seed (0: the seed's own), which varies its car. */
  generation: number;
  startedAt: number;
  batteryKwh: number;
  socStart: number;
  /** When the pile ends it: the car full and rested, or earlier when the control API ends it. */
  endsAt: number;
  /** Ended by the control API (the gun is then not taken by a walk-in). */
  forced: boolean;
}

/** A driver's 无法充电 report of a pile (or one gun of it), until the operator clears it. */
export interface ChargerReportRecord {
  reportId: string;
  driverId: string;
  stationId: string;
  pileCode: string;
  gunNo: string | null;
  reasons: ChargerReportReason[];
  note: string;
  pictures: string[];
  orderNo: string | null;
  createdAt: number;
  clearedAt: number | null;
  /** blocked: 燃油车占位 (absent on the older reports: broken). */
  kind?: 'broken' | 'blocked';
}

/** A pile that stopped reporting its guns' states at `since` (its guns' statusAt stays there). */
export interface PileSilenceRecord {
  pileCode: string;
  since: number;
}

export interface ChargerAccessTables {
  gunHolds: GunHoldRecord[];
  stationQueues: QueuePlaceRecord[];
  /**
   * The sessions of other drivers on the guns now (one whose end was dealt with leaves the table). Filled from the
   * piles' layout at the seed's time on first use (services/cps/othersSessions.ts), so the layout stays written once.
   */
  othersSessions: OthersSessionRecord[];
  othersSeeded: boolean;
  /** Sessions of the mock's drivers whose end has been dealt with (their gun went to the line, or is free). */
  accessEndedOrders: Set<string>;
  /** When each gun ('200101A') last changed hands: the pile reports a change at once. */
  gunChangedAt: Record<string, number>;
  chargerReports: ChargerReportRecord[];
  pileSilences: PileSilenceRecord[];
}

const MIN = 60_000;

/**
 * Two other drivers reported 东方广场's 1号直流桩 (200201) 无法启动, the newer 35 minutes before the seed's now;
 * 国家大剧院's last pile (5号交流桩, 200305) stopped reporting 25 minutes before it, its guns still read 空闲.
 */
export function seedChargerAccess(now: number): ChargerAccessTables {
  const report = (reportId: string, driverId: string, ago: number): ChargerReportRecord => ({
    reportId, driverId, stationId: 'S2002', pileCode: '200201', gunNo: null, reasons: ['wontStart'], note: '', pictures: [], orderNo: null,
    createdAt: now - ago * MIN, clearedAt: null,
  });
  return {
    gunHolds: [],
    stationQueues: [],
    othersSessions: [],
    othersSeeded: false,
    accessEndedOrders: new Set(),
    gunChangedAt: {},
    chargerReports: [report('CR000001', 'D29001', 52), report('CR000002', 'D29002', 35)],
    pileSilences: [{ pileCode: '200305', since: now - 25 * MIN }],
  };
}
