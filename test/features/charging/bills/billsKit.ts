import type { ChargingOrderRecord } from '@mocks/db/charging';
import { seedChargingBills, type ChargingAppealRecord } from '@mocks/db/chargingBills';
import { DRIVER_A } from '@mocks/db/ids';
import type { ChargingAppealReason } from '@/api/cps/bills.types';
import { backend } from '../../../support/mockServer';
import { signInAs } from '../../../support/session';

const MIN = 60_000;
export const DAY = 86_400_000;

/** A finished charge of driver A (unpaid unless `paid`), fees as 1.20 + 0.48 元/kWh; `ago` is its start before now. */
export function chargingBill(orderNo: string, p: { ago?: number; kwh?: number; couponCents?: number; paid?: boolean; stationId?: string; driverId?: string } = {}): ChargingOrderRecord {
  const start = backend.clock.now() - (p.ago ?? DAY);
  const kwh = p.kwh ?? 20;
  const energyFeeCents = Math.round(kwh * 120);
  const serviceFeeCents = Math.round(kwh * 48);
  return {
    orderNo, driverId: p.driverId ?? DRIVER_A, stationId: p.stationId ?? 'S2002', deviceName: '5号直流桩', gunName: 'B枪',
    orderState: p.paid ? 3 : 2, orderStateText: p.paid ? '已完成' : '待支付', startTime: start, endTime: start + 40 * MIN, kwh,
    feeCents: energyFeeCents + serviceFeeCents, energyFeeCents, serviceFeeCents, couponCents: p.couponCents ?? 0,
    paidAt: p.paid ? start + 42 * MIN : null,
  };
}

/** A's bills are exactly these (whatever the seed holds), so counts and order do not depend on it. */
export function onlyBillsOfA(bills: ChargingOrderRecord[]) {
  backend.db.chargingOrders = [...backend.db.chargingOrders.filter((o) => o.driverId !== DRIVER_A), ...bills];
}

export function addBills(...bills: ChargingOrderRecord[]) {
  backend.db.chargingOrders.push(...bills);
}

export const billInDb = (orderNo: string) => backend.db.chargingOrders.find((o) => o.orderNo === orderNo);
export const balanceOf = (driverId = DRIVER_A) => backend.db.drivers.find((d) => d.driverId === driverId)?.balanceCents;
export const appealsInDb = () => (backend.db as typeof backend.db & { chargingAppeals?: ChargingAppealRecord[] }).chargingAppeals ?? [];

/** The seed of mocks/db/chargingBills.ts applied as db/index.ts is to apply it (extra orders, the appeals table). */
export function wireBillSeed() {
  const seed = seedChargingBills(backend.clock.now());
  backend.db.chargingOrders.push(...seed.extraChargingOrders.filter((o) => !billInDb(o.orderNo)));
  Object.assign(backend.db, { chargingAppeals: seed.chargingAppeals });
}

/** A Beijing 'YYYY-MM' of a moment. */
export function beijingMonth(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 7);
}

/** A's complaint about a bill, sent as the app sends it (A is signed in after); its appealNo. */
export async function appealAsA(orderNo: string, reason: ChargingAppealReason = '其他', description = '发票抬头'): Promise<string> {
  const res = await fetch('http://localhost/api/cps/v2/api/chargingAppeals', {
    method: 'POST',
    headers: { ClientType: '2', Authorization: signInAs('A').token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderNo, reason, description, pictures: [] }),
  });
  return ((await res.json()) as { data: { appealNo: string } }).data.appealNo;
}
