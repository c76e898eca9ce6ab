import type { StatementChannel } from './lines';
import type { PayChannel } from '../../../../src/lib/wire';
import type { Db } from '../../../db';
import type { ChargingOrderRecord, OccupyOrderRecord } from '../../../db/charging';
import type { PayOrderRecord } from '../../../db/parking';
import { billPayments } from '../../charge/billRefund';
import { APPEAL_HANDLE_AFTER_MS } from '../../cps/bills';
import { holdCreditOf } from '../../cps/holds';
import { OCCUPY_APPEAL_HANDLE_AFTER_MS } from '../../cps/idleFees';

/**
 * The domains' own records of money that moved without being a top-up or a withdrawal, read once for both the
 * wallet's movements and the statement: what a charging session or an idle fee took by itself, what an appeal, a
 * cancelled booking, an off-peak order, a pass or a second payment gave back. The movements keep the balance's part;
 * the statement shows every channel.
 */

export const PAY_CHANNEL: Record<PayChannel, StatementChannel> = { 2: 'alipay', 3: 'wechat', 6: 'balance' };

export function paidOrderFor(db: Db, id: string): PayOrderRecord | undefined {
  return db.payOrders.find((p) => p.state === 'paid' && p.items.some((i) => i.uniqueId === id));
}

/** A charging bill the session settled by itself (no pay order): from the balance, a charging card or a prepay. */
export interface SessionCharge {
  order: ChargingOrderRecord;
  netCents: number;
  payMode: 'balance' | 'card' | 'prepay';
  at: number;
}

export function sessionCharges(db: Db, driverId: string | null): SessionCharge[] {
  return db.chargingOrders.flatMap((o) => {
    const net = o.feeCents - o.couponCents - holdCreditOf(db, o.orderNo);
    if ((driverId !== null && o.driverId !== driverId) || o.orderState !== 3 || o.paidAt === null || net <= 0 || paidOrderFor(db, o.orderNo)) return [];
    // Seeded bills older than sessions have none: they were settled from the balance.
    const payMode = db.chargingSessions.find((s) => s.orderNo === o.orderNo)?.payMode ?? 'balance';
    return [{ order: o, netCents: net, payMode, at: o.paidAt }];
  });
}

/** Idle fees the session took from the balance at its end (no pay order). */
export function sessionIdleFees(db: Db, driverId: string | null): OccupyOrderRecord[] {
  return db.occupyOrders.filter((f) => (driverId === null || f.driverId === driverId) && f.state === 2 && f.paidAt !== null && f.feeCents > 0 && !paidOrderFor(db, f.occupyOrderNo));
}

/** Money given back on an appeal, once handled: to the balance or the way it was paid. */
export interface AppealRefund {
  appealNo: string;
  driverId: string;
  kind: 'charging' | 'idleFee';
  /** The charging bill or the idle fee. */
  orderNo: string;
  cents: number;
  to: 'balance' | 'original';
  at: number;
}

export function appealRefunds(db: Db, driverId: string | null): AppealRefund[] {
  const mine = (d: string) => driverId === null || d === driverId;
  const charging = db.chargingAppeals
    .filter((a) => mine(a.driverId) && a.refunded && a.refundCents > 0)
    .map((a): AppealRefund => ({ appealNo: a.appealNo, driverId: a.driverId, kind: 'charging', orderNo: a.orderNo, cents: a.refundCents, to: a.refundTo, at: a.createdAt + APPEAL_HANDLE_AFTER_MS }));
  const idle = db.occupyAppeals.flatMap((a): AppealRefund[] => {
    const handledAt = a.createdAt + OCCUPY_APPEAL_HANDLE_AFTER_MS;
    const fee = db.occupyOrders.find((o) => o.occupyOrderNo === a.occupyOrderNo);
    // Relief of a fee paid before the appeal was handled came back as money; of an unpaid one, it only lowered the fee.
    if (!mine(a.driverId) || !a.applied || a.refundTo === null || a.reliefCents <= 0 || !fee || fee.paidAt === null || fee.paidAt > handledAt) return [];
    return [{ appealNo: a.appealNo, driverId: a.driverId, kind: 'idleFee', orderNo: a.occupyOrderNo, cents: a.reliefCents, to: a.refundTo, at: handledAt }];
  });
  return [...charging, ...idle];
}

/**
 * Refunds of things paid through the pay-order registry: a cancelled booking, a cancelled off-peak order, a pass
 * refunded, a parking bill the operator refunded (one per payment of it). Back to the balance or the way the order was paid. Seeded history without a pay order is left out with
 * its payment, so the balance's movements and the statement stay the same story.
 */
export interface OrderRefund {
  refundId: string;
  driverId: string;
  kind: 'booking' | 'offPeak' | 'pass' | 'parking';
  orderNo: string;
  payOrder: PayOrderRecord;
  cents: number;
  at: number;
  note: string;
}

export function orderRefunds(db: Db, driverId: string | null): OrderRefund[] {
  const mine = (d: string) => driverId === null || d === driverId;
  const out: OrderRefund[] = [];
  const add = (r: Omit<OrderRefund, 'payOrder'>) => {
    const payOrder = paidOrderFor(db, r.orderNo);
    if (payOrder && r.cents > 0) out.push({ ...r, payOrder });
  };
  for (const o of db.bookOrders) {
    if (!mine(o.driverId) || o.state !== 4 || o.cancelledAt === null) continue;
    const note = o.cancelFeeCents > 0 ? `取消预约退款，扣除违约金${(o.cancelFeeCents / 100).toFixed(2)}元` : '取消预约退款';
    add({ refundId: `bookBack:${o.bookOrderId}`, driverId: o.driverId, kind: 'booking', orderNo: o.bookOrderId, cents: o.refundCents, at: o.cancelledAt, note });
  }
  for (const o of [...db.diffTimePackages.map((p) => ({ ...p, no: p.packageNo })), ...db.diffTimeSubscribes.map((s) => ({ ...s, no: s.subscribeNo }))]) {
    if (!mine(o.driverId) || o.cancelledAt === null) continue;
    add({ refundId: `offPeakBack:${o.no}`, driverId: o.driverId, kind: 'offPeak', orderNo: o.no, cents: o.refundCents, at: o.cancelledAt, note: '取消错峰停车订单退款' });
  }
  for (const o of db.bagOrders) {
    if (!mine(o.driverId) || o.refundedAt === null) continue;
    add({ refundId: `passBack:${o.orderId}`, driverId: o.driverId, kind: 'pass', orderNo: o.orderId, cents: o.amountCents, at: o.refundedAt, note: '月卡退款' });
  }
  // A bill may have been paid in parts (at the exit, then the rest): each payment comes back against its own line.
  for (const b of db.parkOrders) {
    if (!b.refund) continue;
    for (const { order, cents } of billPayments(db, b.uniqueId)) {
      if (!mine(order.driverId)) continue;
      out.push({
        refundId: `parkBack:${order.payOrderId}:${b.uniqueId}`, driverId: order.driverId, kind: 'parking', orderNo: b.uniqueId, payOrder: order, cents,
        at: b.refund.at, note: '停车费退款',
      });
    }
  }
  return out;
}

/** The refunds of second payments that have arrived (one on its way has not moved any money back yet). */
export function arrivedDuplicateRefunds(db: Db, driverId: string | null) {
  return db.duplicateRefunds.filter((r) => (driverId === null || r.driverId === driverId) && r.refundedAt !== null && r.amountCents > 0);
}
