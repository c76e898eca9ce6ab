import type { PayOrder, PayOrderSync } from '../../../src/api/charge/types';
import { PAY_AMOUNT_CHANGED, type PayChannel } from '../../../src/lib/wire';
import type { DriverRecord } from '../../db/accounts';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { list, oneOf, optNum, optStr, str } from '../../core/validate';
import type { Db } from '../../db';
import type { CouponRecord, ParkOrderRecord, PayOrderRecord } from '../../db/parking';
import { expirePending, findBill, fmtOptTime, fmtTime, parkInfo, payableFee, pendingOrderFor, yuan } from './bills';
import { couponDiscount } from './coupons';
import { barrierOf, billsOfOrder, laneForOrder, openBarrierFor } from '../parkingPay';
import { refuseCovered } from './billCover/cover';
import { refundLatePayment } from './billCover/duplicates';
import { blockingArrears } from '../disputes/blockingArrears';

const CHANNELS = [2, 3, 6] as const;
const BATCH_LIMIT = 50;

/** Business refusals of the payment service (codes in the server's style; 0xd06510037 is the catalogue's arrears dialog). */
export const PAY_CODES = {
  alreadyPaid: '0xd06510040',
  nothingDue: '0xd06510041',
  insufficientBalance: '0xd06510042',
  inFlight: '0xd06510043',
  channelRefused: '0xd06510044',
  couponRefused: '0xd06510045',
  amountChanged: PAY_AMOUNT_CHANGED,
  arrearsFirst: '0xd06510037',
} as const;

/**
 * Every call that makes a new pay order: the amount the driver saw (expectedCents) must be what would be charged
 * now, or no order is made and nothing is taken from the balance; the message names the new amount.
 */
export function refuseChangedAmount(ctx: MockContext, amountCents: number) {
  const expected = optNum(ctx.req.input, 'expectedCents');
  if (expected !== undefined && expected !== amountCents) {
    throw new MockFail(PAY_CODES.amountChanged, `应付金额已变为${yuan(amountCents)}元，请确认后再支付`);
  }
}

/**
 * Where the stand-in cashier may send the browser back to: a path on this origin only, so the page cannot be
 * turned into an open redirect. Full URLs of the same origin are reduced to their path.
 */
export function safeReturnPath(raw: string, origin: string): string | null {
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\')) return raw;
  try {
    const u = new URL(raw);
    return u.origin === origin ? u.pathname + u.search + u.hash : null;
  } catch {
    return null;
  }
}

/** The caller's return address, checked; null when none was given (the pay result page is the default). */
function returnPathOf(ctx: MockContext): string | null {
  const raw = optStr(ctx.req.input, 'returnUrl');
  if (raw === undefined) return null;
  const path = safeReturnPath(raw, ctx.req.origin);
  if (path === null) badRequest('返回地址不合法');
  return path;
}

/** Stand-in provider parameters: the same shape the real bridges take, signed with nothing. */
function payParamsOf(order: PayOrderRecord): PayOrder['payParams'] {
  if (order.state !== 'pending') return null;
  if (order.payChannel === 3) {
    return {
      appId: 'wx8888888888888888', timeStamp: String(Math.floor(order.createdAt / 1000)),
      nonceStr: order.payOrderId.padEnd(32, '0').slice(0, 32), package: `prepay_id=wx${order.payOrderId}`,
      signType: 'RSA', paySign: `MOCKSIGN${order.payOrderId}`,
    };
  }
  if (order.payChannel === 2) return { tradeNO: `2026${order.payOrderId}` };
  return null;
}

/** Providers append their trade number to the return address: the page coming back learns which order it was. */
export function withPayOrderId(path: string, payOrderId: string): string {
  const [base, hash = ''] = path.split('#') as [string, string?];
  if (/[?&]payOrderId=/.test(base)) return path;
  return `${base}${base.includes('?') ? '&' : '?'}payOrderId=${encodeURIComponent(payOrderId)}${hash ? `#${hash}` : ''}`;
}

export function viewOf(ctx: MockContext, order: PayOrderRecord, returnPath: string | null): PayOrder {
  const pending = order.state === 'pending';
  const back = withPayOrderId(returnPath ?? '/payResultPage', order.payOrderId);
  return {
    payOrderId: order.payOrderId,
    state: order.state,
    payChannel: order.payChannel,
    uniqueIds: order.items.map((i) => i.uniqueId),
    amountCents: order.amountCents,
    originalCents: order.originalCents,
    discountCents: order.discountCents,
    payParams: payParamsOf(order),
    cashierUrl: pending
      ? `${ctx.req.origin}/__mock/cashier?payOrderId=${encodeURIComponent(order.payOrderId)}&returnUrl=${encodeURIComponent(back)}`
      : null,
    createTime: fmtTime(order.createdAt),
    payTime: order.state === 'paid' ? fmtOptTime(order.settledAt) : null,
  };
}

/** The coupon of an order as the receipt names it; a discount without a known coupon still shows what it took. */
function couponOf(db: Db, order: PayOrderRecord): PayOrderSync['coupon'] {
  if (order.discountCents <= 0) return null;
  const coupon = order.couponId ? db.coupons.find((c) => c.couponId === order.couponId) : undefined;
  return { couponName: coupon?.couponName ?? '优惠券', discountCents: order.discountCents };
}

export function syncOf(db: Db, order: PayOrderRecord): PayOrderSync {
  const paidBeforeCents = order.items.reduce((s, i) => s + (i.paidBeforeCents ?? 0), 0);
  return {
    payOrderId: order.payOrderId, state: order.state, amountCents: order.amountCents,
    uniqueIds: order.items.map((i) => i.uniqueId), payTime: order.state === 'paid' ? fmtOptTime(order.settledAt) : null,
    payChannel: order.payChannel, bills: billsOfOrder(db, order), barrier: barrierOf(db, order),
    feeCents: order.originalCents + paidBeforeCents, paidBeforeCents, coupon: couponOf(db, order),
  };
}

/** Money arrived: every bill of the order is paid (at the fee the driver saw) and its coupon is spent. */
export function settlePaid(db: Db, order: PayOrderRecord, now: number) {
  order.state = 'paid';
  order.settledAt = now;
  order.items.forEach((item, i) => {
    const bill = db.parkOrders.find((b) => b.uniqueId === item.uniqueId);
    if (!bill) return;
    // Only single-bill orders carry a coupon, so the discount belongs to the first bill.
    const discount = i === 0 ? order.discountCents : 0;
    // Another channel paid the bill while this payment was pending (a withholding or ETC at the exit): it is a
    // second payment, given back; the bill keeps the payment that landed first.
    if (bill.state === 'paid') {
      refundLatePayment(db, order, bill.uniqueId, item.feeCents - discount, now);
      return;
    }
    bill.totalCents = item.feeCents + bill.paidCents + bill.discountCents;
    bill.paidCents += item.feeCents - discount;
    bill.discountCents += discount;
    bill.outTime ??= now;
    bill.state = 'paid';
    bill.paidAt = now;
    bill.payOrderId = order.payOrderId;
    bill.payChannel = order.payChannel;
  });
  const coupon = order.couponId ? db.coupons.find((c) => c.couponId === order.couponId) : undefined;
  if (coupon) {
    coupon.usedAt = now;
    coupon.usedOn = order.items[0]?.uniqueId ?? null;
    coupon.lockedBy = null;
  }
  openBarrierFor(db, order, now);
}

export function checkChannel(db: Db, bill: ParkOrderRecord, channel: PayChannel) {
  const park = parkInfo(db, bill.parkId).park;
  if (park && !park.payTypes.length) throw new MockFail(PAY_CODES.channelRefused, `${park.parkName}未开通线上缴费，请在出口现场缴费`);
  if (park && !park.payTypes.includes(channel)) {
    throw new MockFail(PAY_CODES.channelRefused, `${park.parkName}不支持该支付方式，请选择其他支付方式`);
  }
}

export function checkDue(db: Db, bill: ParkOrderRecord, now: number): number {
  if (bill.state === 'paid') throw new MockFail(PAY_CODES.alreadyPaid, '该订单已支付，无需重复支付');
  const fee = payableFee(bill, now);
  if (fee <= 0) throw new MockFail(PAY_CODES.nothingDue, bill.isBagCar ? '月卡车辆无需缴费' : '当前无需缴费');
  return fee;
}

/** Balance pays at once; so does an order the coupon made free. Third parties wait for the provider. */
function openOrder(ctx: MockContext, driver: DriverRecord, bills: { bill: ParkOrderRecord; fee: number }[], channel: PayChannel, coupon: CouponRecord | null, discount: number, lane: PayOrderRecord['lane'] = null): PayOrderRecord {
  const { db } = ctx;
  const now = ctx.now();
  const originalCents = bills.reduce((s, b) => s + b.fee, 0);
  const amountCents = originalCents - discount;
  refuseChangedAmount(ctx, amountCents);
  if (channel === 6 && driver.balanceCents < amountCents) {
    throw new MockFail(PAY_CODES.insufficientBalance,
      `余额不足：当前余额${yuan(driver.balanceCents)}元，需支付${yuan(amountCents)}元，请充值或选择其他支付方式`);
  }
  const order: PayOrderRecord = {
    payOrderId: db.seq.next('O'), driverId: driver.driverId, items: bills.map((b) => ({ uniqueId: b.bill.uniqueId, feeCents: b.fee, paidBeforeCents: b.bill.paidCents + b.bill.discountCents })),
    payChannel: channel, originalCents, discountCents: discount, amountCents, couponId: coupon?.couponId ?? null,
    collectorCode: optStr(ctx.req.input, 'collectorCode') ?? null, lane, state: 'pending', createdAt: now, settledAt: null,
  };
  db.payOrders.push(order);
  if (channel === 6 || amountCents === 0) {
    if (channel === 6) driver.balanceCents -= amountCents;
    settlePaid(db, order, now);
  } else if (coupon) {
    coupon.lockedBy = order.payOrderId;
  }
  return order;
}

function couponFor(db: Db, driver: DriverRecord, couponId: string, bill: ParkOrderRecord, fee: number, now: number) {
  const coupon = db.coupons.find((c) => c.couponId === couponId && c.driverId === driver.driverId);
  if (!coupon) notFound('优惠券不存在');
  if (coupon.lockedBy) throw new MockFail(PAY_CODES.couponRefused, '该优惠券正在其他订单支付中，请稍后再试');
  const d = couponDiscount(coupon, bill, fee, now);
  if ('reason' in d) throw new MockFail(PAY_CODES.couponRefused, d.reason);
  return { coupon, discount: d.cents };
}

export function registerPayments(r: MockRouter) {
  r.post('/charge/v2/api/payCharges', (ctx) => {
    const { db, req } = ctx;
    const driver = ctx.requireDriver();
    const now = ctx.now();
    const uniqueId = str(req.input, 'uniqueId', '订单编号');
    const parkId = str(req.input, 'parkId', '停车场编号');
    const channel = oneOf(req.input, 'payChannel', '支付方式', CHANNELS);
    const couponId = optStr(req.input, 'couponId');
    const bill = findBill(db, uniqueId, parkId);
    // Checked before anything changes, so a refused address leaves no order behind.
    const back = returnPathOf(ctx);
    // Before the driver's own order in flight is handed back: a partner's order, ETC or withholding may cover it.
    refuseCovered(ctx, bill, now);
    const inFlight = pendingOrderFor(db, uniqueId, now);
    if (inFlight && inFlight.driverId !== driver.driverId) throw new MockFail(PAY_CODES.inFlight, '该账单正在由他人支付中，请稍后再试');
    if (inFlight) return viewOf(ctx, inFlight, back);
    const fee = checkDue(db, bill, now);
    checkChannel(db, bill, channel);
    if (bill.state === 'parking') {
      const arrears = blockingArrears(db, bill.plateNo, now);
      if (arrears.length) throw new MockFail(PAY_CODES.arrearsFirst, `车辆${bill.plateNo}有${arrears.length}笔欠费未缴，请先补缴欠费`);
    }
    const lane = laneForOrder(db, parkId, optStr(req.input, 'laneCode'), [bill.plateNo]);
    const picked = couponId ? couponFor(db, driver, couponId, bill, fee, now) : null;
    const order = openOrder(ctx, driver, [{ bill, fee }], channel, picked?.coupon ?? null, picked?.discount ?? 0, lane);
    return viewOf(ctx, order, back);
  });

  r.post('/charge/v2/api/payCharges/batch', (ctx) => {
    const { db, req } = ctx;
    const driver = ctx.requireDriver();
    const now = ctx.now();
    const ids = [...new Set(list<unknown>(req.input, 'uniqueIds', '待缴账单').map(String))];
    if (ids.length > BATCH_LIMIT) badRequest(`一次最多支付${BATCH_LIMIT}笔账单`);
    const channel = oneOf(req.input, 'payChannel', '支付方式', CHANNELS);
    const back = returnPathOf(ctx);
    const bills = ids.map((id) => findBill(db, id));
    for (const bill of bills) refuseCovered(ctx, bill, now, bills.length > 1);
    expirePending(db, now);
    const pending = [...new Set(ids.map((id) => pendingOrderFor(db, id, now)).filter((o): o is PayOrderRecord => !!o))];
    if (pending.length) {
      const only = pending.length === 1 ? pending[0] : undefined;
      const same = only && only.driverId === driver.driverId && only.items.length === ids.length ? only : null;
      if (!same) throw new MockFail(PAY_CODES.inFlight, '部分账单正在支付中，请完成该笔支付或稍后再试');
      return viewOf(ctx, same, back);
    }
    const due = bills.map((bill) => {
      const fee = checkDue(db, bill, now);
      checkChannel(db, bill, channel);
      return { bill, fee };
    });
    const lane = laneForOrder(db, optStr(req.input, 'parkId'), optStr(req.input, 'laneCode'), bills.map((b) => b.plateNo));
    const order = openOrder(ctx, driver, due, channel, null, 0, lane);
    return viewOf(ctx, order, back);
  });

  r.get('/charge/v2/api/payCharges/sync/{id}', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    expirePending(db, now());
    const order = db.payOrders.find((o) => o.payOrderId === req.params.id && o.driverId === driver.driverId);
    if (!order) notFound('支付订单不存在');
    return syncOf(db, order);
  });
}
