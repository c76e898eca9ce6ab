import type { VisitorPayOrder, VisitorQuote } from '../../../src/api/charge/visitorPay.types';
import { paths } from '../../../src/lib/paths';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { list, oneOf, optStr, plateNo, str } from '../../core/validate';
import type { ParkOrderRecord, PayOrderRecord } from '../../db/parking';
import { barrierOf, billsOfOrder, laneForOrder } from '../parkingPay';
import { closePayOrder, expirePending, findBill, payableFee, pendingOrderFor } from './bills';
import { isMerchantCoupon, refuseCovered } from './billCover/cover';
import { couponDiscount } from './coupons';
import { checkoutOrderByToken, GUEST, openCheckoutOrder, randomToken, viewOfThirdPay, type TakenCoupon } from './partnerPay';
import { checkChannel, checkDue, PAY_CODES, refuseChangedAmount, safeReturnPath, settlePaid, viewOf } from './payments';

/**
 * A visitor pays without an account: a bill found by its plate, the bill of the car an exit lane's camera sees, or
 * that car's arrears. The plate and the payment, nothing else. The order is the partner checkout's
 * (openCheckoutOrder: the same pending order for the same payer, the same refusals), read back with its payToken; in
 * WeChat or Alipay the host's own pay takes payParams, a plain browser goes to the cashier, which returns to
 * `returnUrl?payOrderId&payToken`. Paid at a lane (laneCode), the lane's barrier opens once the money is in. Settled by
 * the cashier or POST /__mock/payments/{id}: the bill is then paid for everyone (its driver too).
 */
function visitorView(ctx: MockContext, order: PayOrderRecord, payToken: string, back: string): VisitorPayOrder {
  return {
    ...viewOfThirdPay(ctx, order, payToken, back),
    payParams: viewOf(ctx, order, null).payParams,
    bills: billsOfOrder(ctx.db, order),
    barrier: barrierOf(ctx.db, order),
    arrears: ctx.db.thirdPayOrders.find((t) => t.payOrderId === order.payOrderId)?.arrears === true,
  };
}

function returnPath(ctx: MockContext): string {
  const back = safeReturnPath(str(ctx.req.input, 'returnUrl', '返回地址'), ctx.req.origin);
  if (back === null) badRequest('返回地址不合法');
  return back;
}

/** Found by plate or read by a lane's camera: a bill of another plate is not this visitor's to pay. */
function billOfPlate(ctx: MockContext, uniqueId: string, parkId: string | undefined, plate: string): ParkOrderRecord {
  const bill = findBill(ctx.db, uniqueId, parkId);
  if (bill.plateNo !== plate) notFound('未找到该车牌的停车账单，请核对车牌');
  return bill;
}

/**
 * A merchant's coupon given to the bill's plate (a shop validating the parking of the car it served), the one taking
 * the most off: it applies to that plate's bill whoever pays, a visitor too — the merchant gave it to the car, not to
 * an account. Held by an order in flight, used, expired or of another lot: not this bill's.
 */
export function plateCouponFor(ctx: MockContext, bill: ParkOrderRecord, feeCents: number): TakenCoupon | null {
  let best: TakenCoupon | null = null;
  for (const coupon of ctx.db.coupons) {
    if (!isMerchantCoupon(coupon) || coupon.plateNo !== bill.plateNo || coupon.lockedBy) continue;
    const d = couponDiscount(coupon, bill, feeCents, ctx.now());
    if ('cents' in d && d.cents > 0 && (!best || d.cents > best.cents)) best = { coupon, cents: Math.min(d.cents, feeCents) };
  }
  return best;
}

/**
 * The arrears of the car at a lane, paid in one order (the barrier opens once they are in). The same payer coming
 * back gets the same pending order; a bill of it in anyone else's order is being paid.
 */
function openArrearsOrder(ctx: MockContext, bills: ParkOrderRecord[], channel: 2 | 3, lane: PayOrderRecord['lane'], payer: string) {
  const { db } = ctx;
  const now = ctx.now();
  expirePending(db, now);
  const pending = [...new Set(bills.map((b) => pendingOrderFor(db, b.uniqueId, now)).filter((o): o is PayOrderRecord => !!o))];
  if (pending.length) {
    const only = pending.length === 1 ? pending[0] : undefined;
    const mine = only && only.driverId === GUEST && only.items.length === bills.length ? db.thirdPayOrders.find((t) => t.payOrderId === only.payOrderId) : undefined;
    // The same payer asking again (a double tap, a retry): the same order. Another phone at the lane (the first one's
    // battery gone, a passenger's phone) or another channel: the visitors' unpaid order is closed and this one made,
    // so the driver can pay and leave; a driver's order in flight is still theirs to finish.
    if (only && mine && mine.payer === `${payer}|${channel}`) return { order: only, payToken: mine.payToken };
    const visitors = pending.every((o) => o.driverId === GUEST);
    if (!visitors) throw new MockFail(PAY_CODES.inFlight, '部分账单正在支付中，请完成该笔支付或稍后再试');
    for (const o of pending) closePayOrder(db, o, 'closed', now);
  }
  // The refusals of a driver's batch (payCharges/batch), bill by bill.
  const due = bills.map((bill) => {
    refuseCovered(ctx, bill, now, bills.length > 1);
    const feeCents = checkDue(db, bill, now);
    checkChannel(db, bill, channel);
    return { uniqueId: bill.uniqueId, feeCents };
  });
  const amountCents = due.reduce((s, d) => s + d.feeCents, 0);
  refuseChangedAmount(ctx, amountCents);
  const order: PayOrderRecord = {
    payOrderId: db.seq.next('O'), driverId: GUEST, items: due, payChannel: channel, originalCents: amountCents, discountCents: 0,
    amountCents, couponId: null, collectorCode: null, lane, state: 'pending', createdAt: now, settledAt: null,
  };
  db.payOrders.push(order);
  const payToken = randomToken();
  const first = bills[0] as ParkOrderRecord;
  db.thirdPayOrders.push({ payOrderId: order.payOrderId, payToken, uniqueId: first.uniqueId, parkId: first.parkId, arrears: true, payer: `${payer}|${channel}` });
  return { order, payToken };
}

export function registerVisitorPay(r: MockRouter) {
  r.post('/charge/v2/api/visitorPay/orders', (ctx) => {
    const { req, db } = ctx;
    const uniqueId = str(req.input, 'uniqueId', '订单编号');
    const parkId = str(req.input, 'parkId', '停车场编号');
    const plate = plateNo(req.input);
    const channel = oneOf(req.input, 'payChannel', '支付方式', [2, 3] as const);
    const back = returnPath(ctx);
    // The host's identity is for its own pay only: nothing else is asked of a visitor, and nothing is kept of it.
    optStr(req.input, 'openid');
    const bill = billOfPlate(ctx, uniqueId, parkId, plate);
    // At an exit lane the car must be the one waiting there, checked before any order is made.
    const lane = laneForOrder(db, parkId, optStr(req.input, 'laneCode'), [bill.plateNo]);
    const { order, payToken } = openCheckoutOrder(ctx, bill, channel, (fee) => plateCouponFor(ctx, bill, fee));
    if (lane && !order.lane && order.state === 'pending') order.lane = lane;
    // A merchant's coupon that takes the whole fee off: nothing to pay, settled now (the barrier opens at a lane).
    if (order.state === 'pending' && order.amountCents === 0) settlePaid(db, order, ctx.now());
    return visitorView(ctx, order, payToken, back);
  });

  // What a visitor will pay for a bill, before paying: the fee, and a merchant's coupon given to the plate taken off.
  r.get('/charge/v2/api/visitorPay/quote', (ctx) => {
    const { req } = ctx;
    const bill = billOfPlate(ctx, str(req.input, 'uniqueId', '订单编号'), str(req.input, 'parkId', '停车场编号'), plateNo(req.input));
    const feeCents = bill.state === 'paid' ? 0 : payableFee(bill, ctx.now());
    const taken = plateCouponFor(ctx, bill, feeCents);
    const quote: VisitorQuote = {
      feeCents,
      amountCents: feeCents - (taken?.cents ?? 0),
      coupon: taken ? { couponName: taken.coupon.couponName, source: taken.coupon.source, discountCents: taken.cents } : null,
    };
    return quote;
  });

  r.post('/charge/v2/api/visitorPay/arrearsOrders', (ctx) => {
    const { req, db } = ctx;
    const plate = plateNo(req.input);
    const ids = [...new Set(list<unknown>(req.input, 'uniqueIds', '欠费账单').map(String))];
    if (!ids.length) badRequest('欠费账单不能为空');
    const channel = oneOf(req.input, 'payChannel', '支付方式', [2, 3] as const);
    const back = returnPath(ctx);
    const payer = optStr(req.input, 'openid') ?? '';
    const bills = ids.map((id) => billOfPlate(ctx, id, undefined, plate));
    if (bills.some((b) => b.state !== 'arrears' && b.state !== 'paid')) badRequest('只能补缴欠费账单');
    const lane = laneForOrder(db, optStr(req.input, 'parkId'), optStr(req.input, 'laneCode'), [plate]);
    const { order, payToken } = openArrearsOrder(ctx, bills, channel, lane, payer);
    return visitorView(ctx, order, payToken, back);
  });

  r.get('/charge/v2/api/visitorPay/orders/{payOrderId}', (ctx) => {
    const { order, payToken } = checkoutOrderByToken(ctx);
    return visitorView(ctx, order, payToken, order.lane ? paths.barrierRslt : paths.visitorReceipt);
  });
}
