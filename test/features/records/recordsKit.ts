import type { ParkOrderRecord, PayOrderRecord } from '@mocks/db/parking';
import { STANDARD_RULE } from '@mocks/db/parking';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';

const DAY = 86_400_000;

/** Adds `count` finished (paid) bills of 京A12345 to the mock, 30+ days back so they follow the seeded ones. */
export function addHistory(count: number, plateNo = '京A12345') {
  const now = Date.now();
  for (let i = 0; i < count; i += 1) {
    const inTime = now - (30 + i) * DAY;
    const bill: ParkOrderRecord = {
      uniqueId: `UX${i}`, parkId: 'P1003', plateNo, plateColor: 1, berthNo: null, roadSide: false, inTime, outTime: inTime + 3_600_000,
      state: 'paid', isBagCar: 0, rule: STANDARD_RULE, totalCents: 1000, paidCents: 1000, discountCents: 0, paidAt: inTime + 3_700_000,
      payOrderId: `OX${i}`, payChannel: 6,
    };
    backend.db.parkOrders.push(bill);
    const order: PayOrderRecord = {
      payOrderId: `OX${i}`, driverId: DRIVER_A, items: [{ uniqueId: bill.uniqueId, feeCents: 1000 }], payChannel: 6, originalCents: 1000,
      discountCents: 0, amountCents: 1000, couponId: null, collectorCode: null, state: 'paid', createdAt: inTime + 3_600_000, settledAt: inTime + 3_700_000,
    };
    backend.db.payOrders.push(order);
  }
}

/** Beijing 'YYYY-MM-DD' of a moment. */
export function beijingDate(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}
