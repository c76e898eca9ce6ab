import type { RefundTo } from '../../../src/api/booking/types';
import type { PayOrder } from '../../../src/api/charge/types';
import type { PayChannel } from '../../../src/lib/wire';
import type { DriverRecord } from '../../db/accounts';
import type { Db } from '../../db';
import type { PayOrderRecord } from '../../db/parking';
import { badRequest, MockFail } from '../../core/fail';
import type { MockContext } from '../../core/router';
import { oneOf, optStr } from '../../core/validate';
import { closePayOrder, pendingOrderFor, yuan } from '../charge/bills';
import { PAY_CODES, refuseChangedAmount, safeReturnPath, settlePaid, viewOf } from '../charge/payments';

/**
 * The booking service pays through the charge service's pay-order registry: an order whose one item is the
 * booking (its id), an overstay charge, an off-peak order or a violation. payCharges/sync, the provider's
 * settlement (POST /__mock/payments/{id}) and the cashier then work as for parking; each domain notices a paid
 * order for its ids when it next brings itself up to date.
 */

const CHANNELS = [2, 3, 6] as const;

export function readChannel(ctx: MockContext): PayChannel {
  return oneOf(ctx.req.input, 'payChannel', '支付方式', CHANNELS);
}

/** The caller's return address, same-origin only; null when none was given. */
export function readReturnPath(ctx: MockContext): string | null {
  const raw = optStr(ctx.req.input, 'returnUrl');
  if (raw === undefined) return null;
  const path = safeReturnPath(raw, ctx.req.origin);
  if (path === null) badRequest('返回地址不合法');
  return path;
}

export function paidOrderOf(db: Db, uniqueId: string): PayOrderRecord | undefined {
  return db.payOrders.find((p) => p.state === 'paid' && p.items.some((i) => i.uniqueId === uniqueId));
}

export function pendingPayOrderId(db: Db, uniqueId: string, now: number): string | null {
  return pendingOrderFor(db, uniqueId, now)?.payOrderId ?? null;
}

/** Closes the open third-party payment of something cancelled, so it can no longer be paid. */
export function closeInFlight(db: Db, uniqueId: string, now: number) {
  const open = pendingOrderFor(db, uniqueId, now);
  if (open) closePayOrder(db, open, 'closed', now);
}

/**
 * One order in flight per thing paid: paying again (a double tap, a reload) hands the open one back. The balance
 * settles at once; WeChat and Alipay wait for the provider.
 */
export function payFor(ctx: MockContext, driver: DriverRecord, uniqueId: string, amountCents: number, channel: PayChannel, back: string | null): PayOrder {
  const { db } = ctx;
  const now = ctx.now();
  const inFlight = pendingOrderFor(db, uniqueId, now);
  if (inFlight) return viewOf(ctx, inFlight, back);
  refuseChangedAmount(ctx, amountCents);
  if (channel === 6 && driver.balanceCents < amountCents) {
    throw new MockFail(PAY_CODES.insufficientBalance, `余额不足：当前余额${yuan(driver.balanceCents)}元，需支付${yuan(amountCents)}元，请充值或选择其他支付方式`);
  }
  const order: PayOrderRecord = {
    payOrderId: db.seq.next('O'), driverId: driver.driverId, items: [{ uniqueId, feeCents: amountCents }], payChannel: channel,
    originalCents: amountCents, discountCents: 0, amountCents, couponId: null, collectorCode: null, lane: null, state: 'pending', createdAt: now, settledAt: null,
  };
  db.payOrders.push(order);
  if (channel === 6) {
    driver.balanceCents -= amountCents;
    settlePaid(db, order, now);
  }
  return viewOf(ctx, order, back);
}

/** A refund goes back the way the money came: the balance at once, a provider's payment back to it. */
export function refundTo(db: Db, driverId: string, channel: PayChannel | null, cents: number): RefundTo | null {
  if (cents <= 0 || channel === null) return null;
  if (channel !== 6) return 'original';
  const driver = db.drivers.find((d) => d.driverId === driverId);
  if (driver) driver.balanceCents += cents;
  return 'balance';
}
