import type { Db } from '../../db';
import type { ParkOrderRecord } from '../../db/parking';
import { payableFee } from '../charge/bills';
import { isUnderDispute } from './openDisputes';

/**
 * The plate's arrears that must be paid before a parked bill of it: every unpaid one except those under dispute
 *, which hold nothing else of the driver's while the operator looks into them.
 */
export function blockingArrears(db: Db, plateNo: string, now: number): ParkOrderRecord[] {
  return db.parkOrders.filter((o) => o.plateNo === plateNo && o.state === 'arrears' && payableFee(o, now) > 0 && !isUnderDispute(db, 'parking', o.uniqueId, now));
}
