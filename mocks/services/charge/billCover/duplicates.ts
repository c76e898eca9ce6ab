import type { DuplicateRefund } from '../../../../src/api/charge/coverage.types';
import type { StatementChannel } from '../../driver/statement/lines';
import type { PayChannel } from '../../../../src/lib/wire';
import type { Db } from '../../../db';
import type { PayOrderRecord } from '../../../db/parking';
import type { DuplicateRefundRecord } from '../../../db/settlements';
import { fmtOptTime, fmtTime } from '../bills';

/**
 * The second payment of a bill, given back without the driver asking. Money back to the balance arrives at once;
 * back to WeChat, Alipay, a withholding account or ETC it is on its way for REFUND_DELAY_MS of the mock's clock
 * (bringRefundsUpToDate, called by whoever reads the table), then arrived.
 */
export const REFUND_DELAY_MS = 2 * 60_000;

export const CHANNEL_TEXT: Record<StatementChannel, string> = {
  balance: '余额', wechat: '微信支付', alipay: '支付宝', withholdWechat: '无感支付（微信）', withholdAlipay: '无感支付（支付宝）',
  etc: 'ETC', partner: '合作方支付', groupWallet: '车队钱包', coupon: '优惠券', family: '家人代付',
};

const PAY_CHANNEL: Record<PayChannel, StatementChannel> = { 2: 'alipay', 3: 'wechat', 6: 'balance' };

export const REASONS = {
  withhold: '离场时无感支付再次扣费',
  etc: 'ETC再次扣费',
  payment: '账单已支付后又一笔支付到账',
} as const;

/** The refunds on their way whose time has come have arrived. */
export function bringRefundsUpToDate(db: Db, now: number) {
  for (const r of db.duplicateRefunds) {
    if (r.refundedAt === null && now - r.createdAt >= REFUND_DELAY_MS) r.refundedAt = r.createdAt + REFUND_DELAY_MS;
  }
}

/** Records the refund of a second payment; the balance gets its money back at once. */
export function refundDuplicate(db: Db, r: Omit<DuplicateRefundRecord, 'refundId' | 'refundedAt'>): DuplicateRefundRecord {
  const record: DuplicateRefundRecord = { ...r, refundId: db.seq.next('DR'), refundedAt: r.channel === 'balance' ? r.createdAt : null };
  if (r.channel === 'balance') {
    const driver = db.drivers.find((d) => d.driverId === r.driverId);
    if (driver) driver.balanceCents += r.amountCents;
  }
  db.duplicateRefunds.push(record);
  return record;
}

/** A pay order that settled for a bill already paid (another channel got there first): its share comes back. */
export function refundLatePayment(db: Db, order: PayOrderRecord, uniqueId: string, amountCents: number, now: number) {
  const partner = db.thirdPayOrders.some((t) => t.payOrderId === order.payOrderId);
  return refundDuplicate(db, {
    driverId: order.driverId, uniqueId, paymentRef: `pay:${order.payOrderId}`, channel: partner ? 'partner' : PAY_CHANNEL[order.payChannel],
    amountCents, reason: REASONS.payment, createdAt: now,
  });
}

/** The refunds of a bill's second payments, oldest first, as the bill shows them to the driver who paid them. */
export function duplicateRefundsOf(db: Db, uniqueId: string, driverId: string, now: number): DuplicateRefund[] {
  bringRefundsUpToDate(db, now);
  return db.duplicateRefunds
    .filter((r) => r.uniqueId === uniqueId && r.driverId === driverId)
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((r) => ({
      refundId: r.refundId, channel: r.channel, channelText: CHANNEL_TEXT[r.channel], amountCents: r.amountCents, reason: r.reason,
      state: r.refundedAt === null ? 'refunding' : 'refunded', stateText: r.refundedAt === null ? '退回中' : '已自动退回',
      paidAt: fmtTime(r.createdAt), refundedAt: fmtOptTime(r.refundedAt),
    }));
}
