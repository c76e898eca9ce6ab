import type { DisputeBillKind } from '../../../src/api/driver/disputes.types';
import type { Db } from '../../db';
import type { ChargingAppealRecord, ChargingBillTables } from '../../db/chargingBills';
import type { ParkOrderRecord } from '../../db/parking';
import type { ServiceRequestRecord } from '../../db/service';
import { clockAppealState } from './appealClock';
import { decisionOf } from './notes';

/**
 * Whether a bill is under dispute, the one question every blocker asks (paying another bill of the plate, starting a
 * charge): a bill under an open complaint or 我已离场 is set aside, it holds nothing else of the driver's. Once
 * decided it stops being set aside: rejected, it blocks again as before; upheld, its domain has lowered or waived it.
 * Imports no domain service, so the blockers can ask it without an import circle.
 */
export function isUnderDispute(db: Db, billKind: DisputeBillKind, billNo: string, now: number): boolean {
  if (billKind === 'charging') return chargingAppealsOf(db).some((a) => a.orderNo === billNo && clockAppealState(a.createdAt, now) < 3);
  if (billKind === 'idleFee') return db.occupyAppeals.some((a) => a.occupyOrderNo === billNo && clockAppealState(a.createdAt, now) < 3);
  return db.appeals.some((a) => a.uniqueId === billNo && a.state === 1)
    || db.serviceRequests.some((r) => r.billId === billNo && isLeftAlready(db, r) && leftAlreadyOpen(db, r));
}

/** The charging appeals table (db/index.ts seeds it; a hand-built db may lack it). */
export function chargingAppealsOf(db: Db): ChargingAppealRecord[] {
  const d = db as Db & Partial<ChargingBillTables>;
  d.chargingAppeals ??= [];
  return d.chargingAppeals;
}

/**
 * A parking-bill request is 我已离场 when it says there was no stay ('未停车却有账单') or the bill still had the car
 * inside when it was sent (the StillParked card's link): the driver says the car is gone, the lot says it is not.
 */
export function isLeftAlready(db: Db, r: ServiceRequestRecord): boolean {
  if (r.kind !== 'parkingBill' || !r.billId) return false;
  // Decided ones stay what they were, though ending the stay moved the bill's exit before the request.
  if (r.category === '未停车却有账单' || decisionOf(db, r.requestNo)) return true;
  const bill = parkBillOf(db, r.billId);
  return !!bill && bill.inTime <= r.createdAt && (bill.outTime === null || bill.outTime > r.createdAt);
}

/** Open until the operator decides (POST /__mock/reviews/{requestNo}) or the driver closes the request. */
export function leftAlreadyOpen(db: Db, r: ServiceRequestRecord): boolean {
  return r.closedAt === null && !decisionOf(db, r.requestNo);
}

export function parkBillOf(db: Db, uniqueId: string): ParkOrderRecord | undefined {
  return db.parkOrders.find((o) => o.uniqueId === uniqueId);
}
