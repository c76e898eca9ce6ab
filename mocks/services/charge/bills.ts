import type { LeftElsewhere, ParkOrderItem, ParkOrderState } from '../../../src/api/charge/types';
import type { BoundPlate } from '../../db/accounts';
import type { Db } from '../../db';
import type { FeeRule, ParkOrderRecord, PayOrderRecord } from '../../db/parking';
import { notFound } from '../../core/fail';

/** Shared views of the parking domain: fees, formatting, ownership. */

const MIN = 60_000;
/** A third-party payment nobody finished is closed by the provider after this long. */
export const PENDING_TTL_MS = 15 * MIN;

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time, whatever the machine's zone. */
export function fmtTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

export function fmtOptTime(ms: number | null): string | null {
  return ms === null ? null : fmtTime(ms);
}

/** '京A12345' → '京A·12345' as plates are printed. */
export function formatPlate(plateNo: string): string {
  return plateNo.length > 2 && !plateNo.startsWith('WJ') ? `${plateNo.slice(0, 2)}·${plateNo.slice(2)}` : plateNo;
}

export function durationText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const d = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  const mm = m % 60;
  return `${d ? `${d}天` : ''}${d || h ? `${h}小时` : ''}${mm}分`;
}

export function yuan(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Parks belong to another domain and may be missing: bills still show, with a neutral name. */
export function parkInfo(db: Db, parkId: string) {
  const park = db.parks.find((p) => p.parkId === parkId);
  return {
    park,
    parkName: park?.parkName ?? '未知停车场',
    parkAddr: park?.parkAddr ?? '',
  };
}

/** The company that runs a lot (the issuer of its invoices): who a bill there is paid to; '' when none is known. */
export function operatorNameOf(db: Db, parkId: string): string {
  return db.invoiceIssuers.find((i) => i.parkIds.includes(parkId))?.issuerName ?? '';
}

export function feeForMinutes(rule: FeeRule, minutes: number): number {
  if (minutes <= rule.freeMinutes) return 0;
  const days = Math.floor(minutes / 1440);
  const rest = minutes % 1440;
  return days * rule.dailyCapCents + Math.min(rule.dailyCapCents, Math.ceil(rest / rule.unitMinutes) * rule.unitCents);
}

export function feeRuleDesc(rule: FeeRule): string {
  const unit = rule.unitMinutes === 60 ? '每小时' : `每${rule.unitMinutes}分钟`;
  return `${rule.freeMinutes}分钟内免费，${unit}${yuan(rule.unitCents)}元，每日封顶${yuan(rule.dailyCapCents)}元`;
}

/** The bill's whole fee: fixed once settled or left, running with the clock while parked. */
export function totalFee(order: ParkOrderRecord, now: number): number {
  if (order.isBagCar) return 0;
  if (order.totalCents !== null) return order.totalCents;
  return feeForMinutes(order.rule, Math.floor((now - order.inTime) / MIN));
}

/** What is still to pay. */
export function payableFee(order: ParkOrderRecord, now: number): number {
  if (order.state === 'paid') return 0;
  return Math.max(0, totalFee(order, now) - order.paidCents - order.discountCents);
}

export const STATE_CODE: Record<ParkOrderRecord['state'], ParkOrderState> = { parking: 1, arrears: 2, paid: 3 };
const STATE_TEXT: Record<ParkOrderRecord['state'], string> = { parking: '停车中', arrears: '欠费', paid: '已完成' };

export function toItem(db: Db, order: ParkOrderRecord, now: number): ParkOrderItem {
  const end = order.outTime ?? now;
  const seconds = Math.max(0, Math.floor((end - order.inTime) / 1000));
  return {
    uniqueId: order.uniqueId,
    parkId: order.parkId,
    parkName: parkInfo(db, order.parkId).parkName,
    plateNo: order.plateNo,
    formatPlateNo: formatPlate(order.plateNo),
    plateColor: order.plateColor,
    orderState: STATE_CODE[order.state],
    orderStateText: STATE_TEXT[order.state],
    parkStartTime: fmtTime(order.inTime),
    parkEndTime: fmtOptTime(order.outTime),
    parkDuration: seconds,
    parkDurationText: durationText(seconds),
    parkFee: payableFee(order, now),
    totalFee: totalFee(order, now),
    paidFee: order.paidCents,
    isBagCar: order.isBagCar,
  };
}

/**
 * No phantom sessions: a car still recorded inside here whose plate has since entered and left another lot. The lot
 * most likely missed it leaving; the latest such exit is what the driver is shown.
 */
export function leftElsewhere(db: Db, order: ParkOrderRecord): LeftElsewhere | null {
  if (order.state !== 'parking') return null;
  const later = db.parkOrders
    .filter((o) => o.plateNo === order.plateNo && o.uniqueId !== order.uniqueId && o.parkId !== order.parkId && o.inTime > order.inTime && o.outTime !== null)
    .sort((a, b) => (b.outTime ?? 0) - (a.outTime ?? 0))[0];
  return later?.outTime ? { parkName: parkInfo(db, later.parkId).parkName, outTime: fmtTime(later.outTime) } : null;
}

export function platesOf(db: Db, driverId: string): BoundPlate[] {
  return db.plates.filter((p) => p.driverId === driverId);
}

/** Bills of the plates this driver has bound now. */
export function billsOfDriver(db: Db, driverId: string): ParkOrderRecord[] {
  const plates = new Set(platesOf(db, driverId).map((p) => p.plateNo));
  return db.parkOrders.filter((o) => plates.has(o.plateNo));
}

export function ownsBill(db: Db, driverId: string, order: ParkOrderRecord): boolean {
  return platesOf(db, driverId).some((p) => p.plateNo === order.plateNo);
}

/** A bill by id; parkId, when given, must agree (the app always sends both). */
export function findBill(db: Db, uniqueId: string, parkId?: string): ParkOrderRecord {
  const order = db.parkOrders.find((o) => o.uniqueId === uniqueId);
  if (!order || (parkId && order.parkId !== parkId)) notFound('未找到该停车订单');
  return order;
}

/** Newest first, the order lists of every screen. */
export function byNewest(a: ParkOrderRecord, b: ParkOrderRecord): number {
  return b.inTime - a.inTime;
}

/** Closes pending payments whose time ran out, as the provider would; called before anyone reads orders. */
export function expirePending(db: Db, now: number) {
  for (const o of db.payOrders) {
    if (o.state === 'pending' && now - o.createdAt > PENDING_TTL_MS) closePayOrder(db, o, 'closed', now);
  }
}

/** Ends a payment without money: its coupon is free again. */
export function closePayOrder(db: Db, order: PayOrderRecord, state: 'failed' | 'closed', now: number) {
  order.state = state;
  order.settledAt = now;
  for (const c of db.coupons) if (c.lockedBy === order.payOrderId) c.lockedBy = null;
}

/**
 * An order of parking bills. The pay-order registry also holds what other services pay through it (charging bills,
 * idle fees, prepays, top-ups, passes); the parking records list only parking's.
 */
export function isParkingOrder(db: Db, o: PayOrderRecord): boolean {
  return o.items.some((i) => db.parkOrders.some((b) => b.uniqueId === i.uniqueId));
}

/** The unfinished third-party payment covering this bill, if any. */
export function pendingOrderFor(db: Db, uniqueId: string, now: number): PayOrderRecord | undefined {
  expirePending(db, now);
  return db.payOrders.find((o) => o.state === 'pending' && o.items.some((i) => i.uniqueId === uniqueId));
}
