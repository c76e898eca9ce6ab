import type { Db } from '../../db';
import type { ChargingPrepayRecord } from '../../db/charging';
import type { DriverRecord } from '../../db/accounts';
import type { PayOrderRecord } from '../../db/parking';
import { PREPAY_CODES, PREPAY_MAX_CENTS, PREPAY_MIN_CENTS, PREPAY_VALID_MINUTES, type CurrentPrepay } from '../../../src/api/cps/prepay.types';
import { badRequest, MockFail } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr } from '../../core/validate';
import { closePayOrder, expirePending, fmtTime, pendingOrderFor, yuan } from '../charge/bills';
import { safeReturnPath, viewOf } from '../charge/payments';

const VALID_MS = PREPAY_VALID_MINUTES * 60_000;

function paidOrderOf(db: Db, prepayId: string): PayOrderRecord | undefined {
  return db.payOrders.find((p) => p.state === 'paid' && p.items.some((i) => i.uniqueId === prepayId));
}

/** Third-party payments that landed mark their prepay paid; a paid prepay nobody used in time goes back whole. */
function bringUpToDate(db: Db, now: number) {
  expirePending(db, now);
  for (const p of db.chargingPrepays) {
    const paid = p.paidAt === null ? paidOrderOf(db, p.prepayId) : undefined;
    if (paid) p.paidAt = paid.settledAt ?? now;
    if (p.paidAt !== null && !p.usedBy && p.refundedAt === null && now - p.paidAt >= VALID_MS) {
      Object.assign(p, { refundCents: p.amountCents, refundedAt: p.paidAt + VALID_MS });
    }
  }
}

function waiting(db: Db, driverId: string): ChargingPrepayRecord | undefined {
  return db.chargingPrepays.find((p) => p.driverId === driverId && p.paidAt !== null && !p.usedBy && p.refundedAt === null);
}

/** The paid prepay a start with payMode 'prepay' uses, or the start is refused. */
export function prepayForStart(db: Db, driver: DriverRecord, now: number): ChargingPrepayRecord {
  bringUpToDate(db, now);
  const p = waiting(db, driver.driverId);
  if (!p) throw new MockFail(PREPAY_CODES.noPrepay, '未找到可用的预付款，请先预付或选择其他支付方式');
  return p;
}

/**
 * At the session's end the bill is paid from the prepay and the rest goes back. The prepay's amount was the
 * session's stop condition, so the cost cannot pass it but by a rounding cent, which the operator does not ask for.
 */
export function settleFromPrepay(db: Db, prepayId: string | undefined, due: number, endedAt: number): boolean {
  const p = db.chargingPrepays.find((x) => x.prepayId === prepayId);
  if (!p || p.refundedAt !== null) return false;
  Object.assign(p, { refundCents: Math.max(0, p.amountCents - due), refundedAt: endedAt });
  return true;
}

export function prepayOf(db: Db, prepayId: string | undefined) {
  const p = db.chargingPrepays.find((x) => x.prepayId === prepayId);
  return p ? { amountCents: p.amountCents, refundCents: p.refundCents } : null;
}

function create(ctx: MockContext) {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  bringUpToDate(db, now);
  const raw = Number(req.input.amountCents);
  if (!Number.isInteger(raw) || raw % 100 !== 0 || raw < PREPAY_MIN_CENTS || raw > PREPAY_MAX_CENTS) {
    badRequest(`预付金额须为${yuan(PREPAY_MIN_CENTS)}元至${yuan(PREPAY_MAX_CENTS)}元之间的整数金额`);
  }
  const channel = oneOf(req.input, 'payChannel', '支付方式', [2, 3] as const);
  const rawBack = optStr(req.input, 'returnUrl');
  const back = rawBack === undefined ? null : safeReturnPath(rawBack, req.origin);
  if (rawBack !== undefined && back === null) badRequest('返回地址不合法');
  if (waiting(db, driver.driverId)) throw new MockFail(PREPAY_CODES.unusedPrepay, '您有一笔未使用的预付款，可直接开始充电');
  // One prepay in flight: the same amount and channel again (a reload, a second tap) gets the same order back;
  // a different one replaces it (the old order is closed, so it can no longer be paid).
  for (const p of db.chargingPrepays.filter((x) => x.driverId === driver.driverId && x.paidAt === null)) {
    const inFlight = pendingOrderFor(db, p.prepayId, now);
    if (!inFlight) continue;
    if (p.amountCents === raw && p.payChannel === channel) return viewOf(ctx, inFlight, back);
    closePayOrder(db, inFlight, 'closed', now);
  }
  const prepayId = db.seq.next('PP');
  db.chargingPrepays.push({ prepayId, driverId: driver.driverId, amountCents: raw, payChannel: channel, createdAt: now, paidAt: null, usedBy: null, refundCents: null, refundedAt: null });
  const order: PayOrderRecord = {
    payOrderId: db.seq.next('O'), driverId: driver.driverId, items: [{ uniqueId: prepayId, feeCents: raw }], payChannel: channel,
    originalCents: raw, discountCents: 0, amountCents: raw, couponId: null, collectorCode: null, lane: null, state: 'pending', createdAt: now, settledAt: null,
  };
  db.payOrders.push(order);
  return viewOf(ctx, order, back);
}

/** Prepaying a charge (先付后充): the order, and the paid prepay waiting for a session. */
export function registerCpsPrepay(r: MockRouter) {
  r.post('/cps/v2/api/chargingPrepays', create);
  r.get('/cps/v2/api/chargingPrepays/current', (ctx) => {
    const driver = ctx.requireDriver();
    bringUpToDate(ctx.db, ctx.now());
    const p = waiting(ctx.db, driver.driverId);
    const current: CurrentPrepay | null =
      p && p.paidAt !== null
        ? { prepayId: p.prepayId, amountCents: p.amountCents, payChannel: p.payChannel, paidTime: fmtTime(p.paidAt), expireTime: fmtTime(p.paidAt + VALID_MS) }
        : null;
    return current;
  });
}
