import { DRIVER_A } from '@mocks/db/ids';
import type { ChargingOrderRecord } from '@mocks/db/charging';
import type { ParkOrderRecord } from '@mocks/db/parking';
import { wireTime } from '@mocks/core/wireTime';
import { backend } from '../../support/mockServer';

const DAY = 86_400_000;

/**
 * An old trail for driver A, 100 days back (the seed's records are all within 45 days): two paid parking bills and one
 * paid charging session that may go; an unpaid bill, an invoiced bill, a bill under an open complaint and an unpaid
 * charging bill that the law keeps; and driver B's old bill, which is not A's to delete. Answers the date to pass.
 */
export function seedOldTrail(): { before: string } {
  const db = backend.db;
  const now = backend.clock.now();
  const old = now - 100 * DAY;
  const a = db.parkOrders.find((o) => o.plateNo === '京A12345' && o.state === 'paid') as ParkOrderRecord;
  const bill = (uniqueId: string, p: Partial<ParkOrderRecord> = {}): ParkOrderRecord => ({
    ...a, uniqueId, inTime: old, outTime: old + 3600_000, state: 'paid', totalCents: 1000, paidCents: 1000, paidAt: old + 3600_000, ...p,
  });
  db.parkOrders.push(
    bill('UOLD01'),
    bill('UOLD02', { plateNo: '粤B12345', plateColor: 2 }),
    bill('UOLD03', { state: 'arrears', paidCents: 0, paidAt: null }),
    bill('UOLD04'),
    bill('UOLD05'),
    bill('UOLD06', { plateNo: '京B88888' }),
  );
  const invoice = db.invoices.find((i) => i.driverId === DRIVER_A)!;
  invoice.items.push({ kind: invoice.items[0]!.kind, orderNo: 'UOLD04', amountCents: 1000 });
  db.appeals.push({ appealId: 'APOLD5', driverId: DRIVER_A, uniqueId: 'UOLD05', parkId: a.parkId, appealTypeText: '收费有误', content: '多收了', state: 1, createdAt: old + 2 * DAY, reply: null, repliedAt: null });
  const c = db.chargingOrders.find((o) => o.driverId === DRIVER_A && o.orderState === 3) as ChargingOrderRecord;
  db.chargingOrders.push(
    { ...c, orderNo: 'COLD01', startTime: old, endTime: old + 3600_000, paidAt: old + 3600_000 },
    { ...c, orderNo: 'COLD02', startTime: old, endTime: old + 3600_000, orderState: 2, orderStateText: '待支付', paidAt: null },
  );
  return { before: wireTime(now - 60 * DAY, 'YYYY-MM-DD') };
}
