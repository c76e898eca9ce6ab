import type { Db } from '../../db';
import type { OccupyAppealRecord, OccupyOrderRecord } from '../../db/charging';
import type { OccupyAppealState } from '../../../src/api/cps/occupy.types';
import type { IdleFeeRule } from '../../../src/api/cps/session.types';
import { idleFeeRule } from './piles';

const MIN = 60_000;
/** An idle-fee appeal is taken up after 10 minutes and handled after 2 hours of the mock's clock. */
export const OCCUPY_APPEAL_ACCEPT_AFTER_MS = 10 * MIN;
export const OCCUPY_APPEAL_HANDLE_AFTER_MS = 120 * MIN;
/** The rule a fee was made under, for stations that have since stopped charging idle fees. */
const RULE_OF_OLD_FEES: IdleFeeRule = { graceMinutes: 15, perMinuteCents: 50, capCents: 3000 };

export function occupyAppealState(a: OccupyAppealRecord, now: number): OccupyAppealState {
  const age = now - a.createdAt;
  return age >= OCCUPY_APPEAL_HANDLE_AFTER_MS ? 3 : age >= OCCUPY_APPEAL_ACCEPT_AFTER_MS ? 2 : 1;
}

export function appealOfFee(db: Db, occupyOrderNo: string): OccupyAppealRecord | undefined {
  return db.occupyAppeals.find((a) => a.occupyOrderNo === occupyOrderNo);
}

export function ruleOfFee(db: Db, o: OccupyOrderRecord): IdleFeeRule {
  const station = db.stations.find((s) => s.stationId === o.stationId);
  return (station && idleFeeRule(station)) ?? RULE_OF_OLD_FEES;
}

/**
 * The unpaid idle fees that stand in the way of a new charge: every unpaid one, growing or not, except one whose
 * appeal is still being handled (the driver is not kept from charging while the operator looks into it).
 */
export function blockingIdleFees(db: Db, driverId: string, now: number, stationId?: string): OccupyOrderRecord[] {
  return db.occupyOrders
    .filter((o) => o.driverId === driverId && o.state === 1 && (!stationId || o.stationId === stationId))
    .filter((o) => {
      const appeal = appealOfFee(db, o.occupyOrderNo);
      return !appeal || occupyAppealState(appeal, now) === 3;
    })
    .sort((a, b) => a.createdAt - b.createdAt);
}
