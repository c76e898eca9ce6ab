import type { Db } from '../../db';
import type { OccupyAppealRecord, OccupyOrderRecord } from '../../db/charging';
import type { OccupyAppealState } from '../../../src/api/cps/occupy.types';
import type { IdleFeeRule } from '../../../src/api/cps/session.types';
import { idleFeeRule } from './piles';
import { clockAppealState } from '../disputes/appealClock';
import { isUnderDispute } from '../disputes/openDisputes';

/** An idle-fee appeal is taken up after 10 minutes and handled after 2 hours of the mock's clock. */
export { APPEAL_ACCEPT_AFTER_MS as OCCUPY_APPEAL_ACCEPT_AFTER_MS, APPEAL_HANDLE_AFTER_MS as OCCUPY_APPEAL_HANDLE_AFTER_MS } from '../disputes/appealClock';
/** The rule a fee was made under, for stations that have since stopped charging idle fees. */
const RULE_OF_OLD_FEES: IdleFeeRule = { graceMinutes: 15, perMinuteCents: 50, capCents: 3000 };

export function occupyAppealState(a: OccupyAppealRecord, now: number): Exclude<OccupyAppealState, 'unknown'> {
  return clockAppealState(a.createdAt, now);
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
    .filter((o) => !isUnderDispute(db, 'idleFee', o.occupyOrderNo, now))
    .sort((a, b) => a.createdAt - b.createdAt);
}
