import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { optStr } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { ParkOrderRecord, PayOrderRecord } from '../../db/parking';

/**
 * The operator's refund of a parking bill (the lot charged in error, a complaint settled by hand): every payment the
 * app took for it goes back whole, to the channel it came from (the balance at once). The bill stays paid — the car
 * has left — and is marked refunded, so the invoice service no longer invoices it (mocks/services/invoice/orders.ts)
 * and the statement lists the refund against each payment (driver/statement/sources.ts).
 */

export const DEFAULT_BILL_REFUND_REASON = '停车场核实后退款';

/** One payment of a bill through a pay order: what it paid for this bill, as the statement's pay line counts it. */
export interface BillPayment {
  order: PayOrderRecord;
  cents: number;
}

/** A coupon's part is not the driver's money: the first item of an order carries the discount. */
export function billPayments(db: Db, uniqueId: string): BillPayment[] {
  return db.payOrders.flatMap((p) => {
    if (p.state !== 'paid') return [];
    const i = p.items.findIndex((x) => x.uniqueId === uniqueId);
    const item = p.items[i];
    if (!item) return [];
    const cents = item.feeCents - (i === 0 ? p.discountCents : 0);
    return cents > 0 ? [{ order: p, cents }] : [];
  });
}

export function refundBill(db: Db, bill: ParkOrderRecord, now: number, reason: string) {
  if (bill.refund) throw new MockFail('409', '该账单已退款，不能重复退款');
  if (bill.state !== 'paid') throw new MockFail('409', '该账单尚未支付，没有可退的款项');
  // A deduction at the exit (无感支付, ETC) is its channel's to give back; the mock has no such refund.
  if (db.exitDeductions.some((d) => d.uniqueId === bill.uniqueId && d.state === 'done')) badRequest('该账单由离场扣费（无感支付或ETC）支付，请在扣费渠道退款');
  const payments = billPayments(db, bill.uniqueId);
  if (!payments.length) badRequest('该账单实付金额为0，没有可退的款项');
  for (const { order, cents } of payments) {
    if (order.payChannel !== 6) continue;
    const driver = db.drivers.find((d) => d.driverId === order.driverId);
    if (driver) driver.balanceCents += cents;
  }
  bill.refund = { at: now, reason };
  return {
    uniqueId: bill.uniqueId,
    refundCents: payments.reduce((s, p) => s + p.cents, 0),
    payments: payments.map((p) => ({ payOrderId: p.order.payOrderId, payChannel: p.order.payChannel, cents: p.cents })),
    reason,
    refundTime: wireTime(now),
  };
}

export function registerBillRefund(r: MockRouter) {
  // The operator's desk: POST /__mock/bills/{uniqueId}/refund {reason?} (not part of endpoints.json).
  r.post('/__mock/bills/{uniqueId}/refund', ({ db, req, now }) => {
    const bill = db.parkOrders.find((b) => b.uniqueId === req.params.uniqueId);
    if (!bill) notFound('未找到该停车订单');
    return refundBill(db, bill, now(), optStr(req.input, 'reason')?.trim() || DEFAULT_BILL_REFUND_REASON);
  });
}
