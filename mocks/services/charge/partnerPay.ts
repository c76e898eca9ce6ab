import type { OrderNoRef, ParkPlateBill, ParkSign, ThirdPayOrder } from '../../../src/api/charge/partner.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optNum, plateNo, str } from '../../core/validate';
import type { Db } from '../../db';
import type { CouponRecord, ParkOrderRecord, PayOrderRecord } from '../../db/parking';
import { expirePending, findBill, fmtOptTime, fmtTime, parkInfo, payableFee, pendingOrderFor } from './bills';
import { PAY_CODES, refuseChangedAmount, safeReturnPath, viewOf, withPayOrderId } from './payments';
import { refuseCovered } from './billCover/cover';
import { blockingArrears } from '../disputes/blockingArrears';

/** Whoever pays at a partner's checkout without signing in: the order has no driver. */
export const GUEST = '';

export function randomToken(): string {
  const hex = '0123456789abcdef';
  let s = '';
  for (let i = 0; i < 32; i += 1) s += hex[Math.floor(Math.random() * 16)];
  return s;
}

function requirePark(db: Db, parkId: string) {
  const info = parkInfo(db, parkId);
  if (!info.park) notFound('停车场不存在，请核对二维码');
  return { ...info, park: info.park };
}

export function viewOfThirdPay(ctx: MockContext, order: PayOrderRecord, payToken: string, returnPath: string | null): ThirdPayOrder {
  const { db } = ctx;
  const item = order.items[0];
  const bill = item ? db.parkOrders.find((b) => b.uniqueId === item.uniqueId) : undefined;
  // The checkout returns with the order's id and its read token (as a provider appends its trade number and
  // signature), so the page coming back can ask for the outcome without signing in.
  const back = `${withPayOrderId(returnPath ?? '/thirdpaySuccess', order.payOrderId)}&payToken=${payToken}`;
  const view = viewOf(ctx, order, back);
  return {
    payOrderId: order.payOrderId, payToken, state: order.state, payChannel: order.payChannel === 2 ? 2 : 3, amountCents: order.amountCents,
    uniqueId: bill?.uniqueId ?? '', parkId: bill?.parkId ?? '', parkName: bill ? parkInfo(db, bill.parkId).parkName : '',
    plateNo: bill?.plateNo ?? '', createTime: fmtTime(order.createdAt), payTime: order.state === 'paid' ? fmtOptTime(order.settledAt) : null,
    cashierUrl: view.cashierUrl,
  };
}

/**
 * The pay order of a bill paid without the driver's own pay call (the partner's checkout, a visitor by plate), with
 * its read token. The same payer coming back (a reload, a second tap) gets the same pending order; anyone else is
 * told it is being paid. Otherwise the refusals of payCharges: paid, covered, nothing due, channel, arrears, amount.
 */
/** A merchant's coupon taken off a visitor's order (visitorPay's plateCouponFor): the coupon and what it takes off. */
export interface TakenCoupon {
  coupon: CouponRecord;
  cents: number;
}

export function openCheckoutOrder(
  ctx: MockContext, bill: ParkOrderRecord, channel: 2 | 3, couponOf?: (feeCents: number) => TakenCoupon | null,
): { order: PayOrderRecord; payToken: string } {
  const { db } = ctx;
  const now = ctx.now();
  const { uniqueId, parkId } = bill;
  const owner = ctx.driverId ?? GUEST;
  const inFlight = pendingOrderFor(db, uniqueId, now);
  if (inFlight) {
    const mine = db.thirdPayOrders.find((t) => t.payOrderId === inFlight.payOrderId);
    if (!mine || inFlight.driverId !== owner) throw new MockFail(PAY_CODES.inFlight, '该账单正在支付中，请稍后再试');
    return { order: inFlight, payToken: mine.payToken };
  }
  if (bill.state === 'paid') throw new MockFail(PAY_CODES.alreadyPaid, '该订单已支付，无需重复支付');
  refuseCovered(ctx, bill, now);
  const fee = payableFee(bill, now);
  if (fee <= 0) throw new MockFail(PAY_CODES.nothingDue, bill.isBagCar ? '月卡车辆无需缴费' : '当前无需缴费');
  const park = parkInfo(db, parkId).park;
  if (park && !park.payTypes.includes(channel)) throw new MockFail(PAY_CODES.channelRefused, `${park.parkName}不支持该支付方式，请选择其他支付方式`);
  if (bill.state === 'parking') {
    const arrears = blockingArrears(db, bill.plateNo, now);
    if (arrears.length) throw new MockFail(PAY_CODES.arrearsFirst, `车辆${bill.plateNo}有${arrears.length}笔欠费未缴，请先补缴欠费`);
  }
  const taken = couponOf?.(fee) ?? null;
  const amountCents = fee - (taken?.cents ?? 0);
  refuseChangedAmount(ctx, amountCents);
  const order: PayOrderRecord = {
    payOrderId: db.seq.next('O'), driverId: owner, items: [{ uniqueId, feeCents: fee }], payChannel: channel, originalCents: fee,
    discountCents: taken?.cents ?? 0, amountCents, couponId: taken?.coupon.couponId ?? null, collectorCode: null, lane: null,
    state: 'pending', createdAt: now, settledAt: null,
  };
  db.payOrders.push(order);
  const payToken = randomToken();
  db.thirdPayOrders.push({ payOrderId: order.payOrderId, payToken, uniqueId, parkId });
  // The coupon is held by the order while it is paid; one that takes the whole fee off settles it at once (0元).
  if (taken) taken.coupon.lockedBy = order.payOrderId;
  return { order, payToken };
}

/**
 * The short links of lot signs and QR codes (a lot's plate query, a bill by its order number) and paying a bill
 * at a partner's checkout, signed in or not. The checkout's order is a pay order of the charge registry, settled
 * by the cashier or POST /__mock/payments/{id} like any other; its payToken lets a visitor read the outcome.
 */
/** A checkout order read back by its payToken (the partner's page, a visitor's receipt): the token is the proof. */
export function checkoutOrderByToken(ctx: MockContext): { order: PayOrderRecord; payToken: string } {
  const { db, req } = ctx;
  const payToken = str(req.input, 'payToken', '支付凭证');
  expirePending(db, ctx.now());
  const t = db.thirdPayOrders.find((x) => x.payOrderId === req.params.payOrderId && x.payToken === payToken);
  const order = t ? db.payOrders.find((o) => o.payOrderId === t.payOrderId) : undefined;
  if (!t || !order) notFound('支付订单不存在');
  return { order, payToken: t.payToken };
}

export function registerPartnerPay(r: MockRouter) {
  r.get('/charge/v2/api/parkOrders/msp/parkSign', ({ db, req }) => {
    const { park, parkName, parkAddr } = requirePark(db, str(req.input, 'parkId', '停车场编号'));
    const checkoutChannels = park.payTypes.filter((c): c is 2 | 3 => c === 2 || c === 3);
    const sign: ParkSign = { parkId: park.parkId, parkName, parkAddr, payOnline: park.payTypes.length > 0, checkoutChannels };
    return sign;
  });

  r.get('/charge/v2/api/parkOrders/msp/parkPlate', ({ db, req, now }) => {
    const parkId = str(req.input, 'parkId', '停车场编号');
    requirePark(db, parkId);
    const plate = plateNo(req.input);
    const color = optNum(req.input, 'plateColor');
    const mine = db.parkOrders.filter((o) => o.plateNo === plate && (color === undefined || o.plateColor === color));
    // Parked now first, then the newest unpaid one left behind at this lot.
    const here = mine
      .filter((o) => o.parkId === parkId && o.state !== 'paid')
      .sort((a, b) => (a.state === 'parking' ? 0 : 1) - (b.state === 'parking' ? 0 : 1) || b.inTime - a.inTime)[0];
    const arrearsCount = mine.filter((o) => o.parkId !== parkId && o.state === 'arrears' && payableFee(o, now()) > 0).length;
    const result: ParkPlateBill = { parkId, plateNo: plate, bill: here ? { uniqueId: here.uniqueId, parkId: here.parkId } : null, arrearsCount };
    return result;
  });

  r.get('/charge/v2/api/parkOrders/msp/orderNo', ({ db, req }) => {
    const orderNo = str(req.input, 'orderNo', '订单编号').trim().toUpperCase();
    const bill = db.parkOrders.find((o) => o.uniqueId === orderNo);
    if (!bill) notFound('未找到该停车订单，请核对订单编号');
    const ref: OrderNoRef = { uniqueId: bill.uniqueId, parkId: bill.parkId };
    return ref;
  });

  r.post('/charge/v2/api/thirdPay/orders', (ctx) => {
    const { req } = ctx;
    const uniqueId = str(req.input, 'uniqueId', '订单编号');
    const parkId = str(req.input, 'parkId', '停车场编号');
    const channel = oneOf(req.input, 'payChannel', '支付方式', [2, 3] as const);
    const back = safeReturnPath(str(req.input, 'returnUrl', '返回地址'), req.origin);
    if (back === null) badRequest('返回地址不合法');
    const { order, payToken } = openCheckoutOrder(ctx, findBill(ctx.db, uniqueId, parkId), channel);
    return viewOfThirdPay(ctx, order, payToken, back);
  });

  r.get('/charge/v2/api/thirdPay/orders/{payOrderId}', (ctx) => {
    const { order, payToken } = checkoutOrderByToken(ctx);
    return viewOfThirdPay(ctx, order, payToken, null);
  });
}

