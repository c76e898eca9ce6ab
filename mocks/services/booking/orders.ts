import type { BookingPlate, BookOrderCancelPreview } from '../../../src/api/booking/types';
import { BOOKING_CODES } from '../../../src/api/booking/orders.types';
import type { Db } from '../../db';
import type { DriverRecord } from '../../db/accounts';
import type { BerthRecord, BookOrderRecord } from '../../db/booking';
import type { ParkRecord } from '../../db/places';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, plateNo, str } from '../../core/validate';
import { bookingUser, cursorPage, findBookablePark } from './common';
import { berthFreeFor, bringBookingsUpToDate, cancelOrder } from './orderLife';
import { toOrderView } from './orderView';
import { refundTo } from './payRegistry';
import { cancelTerms, readTerms, ruleOf, toPricePreview, toRules } from './rules';

const MAX_REQUEST_ID = 64;
const MAX_REASON = 100;

/** The caller's own booking, brought up to the clock; another driver's answers like a missing one. */
export function ownOrder(ctx: MockContext): { user: DriverRecord; order: BookOrderRecord } {
  const user = bookingUser(ctx);
  const id = str(ctx.req.input, 'bookOrderId', '预约订单号');
  bringBookingsUpToDate(ctx.db, ctx.now());
  const order = ctx.db.bookOrders.find((x) => x.bookOrderId === id && x.driverId === user.driverId);
  if (!order) notFound('预约订单不存在');
  return { user, order };
}

/** The berth a new booking takes: the one asked for, else the first free public space of the type, then a shared one. */
function pickBerth(ctx: MockContext, park: ParkRecord, user: DriverRecord, start: number, end: number): BerthRecord | undefined {
  const { db, req } = ctx;
  const typeId = optStr(req.input, 'berthTypeId');
  if (typeId && !db.berthTypes.some((t) => t.berthTypeId === typeId && t.parkId === park.parkId)) badRequest('车位类型不存在');
  const berthId = optStr(req.input, 'berthId');
  if (berthId) {
    const asked = db.berths.find((b) => b.berthId === berthId && b.parkId === park.parkId);
    if (!asked) badRequest('车位不存在');
    if (asked.ownerDriverId === user.driverId) throw new MockFail(BOOKING_CODES.noSpace, '这是您自己登记的车位，无需预约');
    if (!berthFreeFor(db, asked, start, end, user.driverId)) throw new MockFail(BOOKING_CODES.noSpace, '该车位在所选时段已被预约，请选择其他车位');
    return asked;
  }
  const candidates = db.berths
    .filter((b) => b.parkId === park.parkId && (!typeId || b.berthTypeId === typeId) && berthFreeFor(db, b, start, end, user.driverId))
    .sort((a, b) => Number(a.ownerDriverId !== null) - Number(b.ownerDriverId !== null));
  const berth = candidates[0];
  // Unlimited parks assign a space at the gate; a limited one needs a free space of the chosen type now.
  if (!berth && (park.leftBookSpaceNum !== -1 || typeId)) throw new MockFail(BOOKING_CODES.noSpace, '所选类型车位已约满，请更换车位类型');
  return berth;
}

function readRequestId(ctx: MockContext): string | null {
  const id = optStr(ctx.req.input, 'requestId') ?? null;
  if (id !== null && id.length > MAX_REQUEST_ID) badRequest('请求编号过长');
  return id;
}

function create(ctx: MockContext) {
  const { db, req } = ctx;
  const user = bookingUser(ctx);
  const now = ctx.now();
  bringBookingsUpToDate(db, now);
  const park = findBookablePark(db, req.input);
  const plate = plateNo(req.input);
  const requestId = readRequestId(ctx);
  const mine = db.bookOrders.filter((o) => o.driverId === user.driverId);
  // A retry of the same confirm (double tap, reload, a lost answer) gets the order it already made.
  const retried = requestId ? mine.find((o) => o.requestId === requestId) : undefined;
  if (retried) return toOrderView(db, retried, now);
  if (!db.plates.some((p) => p.driverId === user.driverId && p.plateNo === plate)) {
    throw new MockFail(BOOKING_CODES.plateNotBound, '该车牌未绑定到您的账户，请先添加车辆');
  }
  const terms = readTerms(db, park.parkId, req.input, now);
  const same = mine.find((o) => o.plateNo === plate && o.parkId === park.parkId && o.startTime === terms.start && (o.state === 0 || o.state === 1));
  if (same) return toOrderView(db, same, now);
  if (park.leftBookSpaceNum === 0) throw new MockFail(BOOKING_CODES.noSpace, '该停车场预约车位已满，请选择其他停车场');
  const clash = db.bookOrders.some((o) => o.plateNo === plate && (o.state === 0 || o.state === 1 || o.state === 2) && o.startTime < terms.end && terms.start < o.endTime);
  if (clash) throw new MockFail(BOOKING_CODES.overlapping, '该车辆在所选时段已有预约，请勿重复预约');
  const berth = pickBerth(ctx, park, user, terms.start, terms.end);

  const bookOrderId = db.seq.next('BO');
  const order: BookOrderRecord = {
    id: Number(bookOrderId.slice(2)), bookOrderId, driverId: user.driverId, parkId: park.parkId, plateNo: plate, packageId: terms.pkg?.packageId ?? null,
    berthId: berth?.berthId ?? '', state: 0, priceCents: terms.priceCents, payCents: 0, payChannel: null, refundCents: 0, cancelFeeCents: 0,
    startTime: terms.start, endTime: terms.end, graceMinutes: terms.rule.graceMinutes, freeCancelMinutes: terms.rule.freeCancelMinutes, requestId,
    bookingCode: null, createdAt: now, paidAt: null, arrivedAt: null, leftAt: null, cancelledAt: null, reason: null, overstay: null,
  };
  if (berth) berth.state = berth.state === 0 ? 2 : berth.state;
  if (park.leftBookSpaceNum !== -1) park.leftBookSpaceNum -= 1;
  db.bookOrders.push(order);
  return toOrderView(db, order, now);
}

function cancelPreview(db: Db, o: BookOrderRecord, now: number): BookOrderCancelPreview {
  const terms = cancelTerms(db, o, now);
  return { ...terms, refundTo: terms.refundCents > 0 ? (o.payChannel === 6 ? 'balance' : 'original') : null };
}

/** Booking orders: the lot's rules and price, create, list, detail, cancel; and the plates a booking may use. */
export function registerBookingOrders(r: MockRouter) {
  r.post('/api/v1/getAllPlateInfo', (ctx) => {
    const user = bookingUser(ctx);
    return ctx.db.plates
      .filter((p) => p.driverId === user.driverId)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.boundAt - b.boundAt)
      .map((p): BookingPlate => ({ plateId: p.plateId, plateNo: p.plateNo, plateColor: p.plateColor, isDefault: p.isDefault }));
  });

  r.post('/api/v1/getBookRules', ({ db, req, now }) => toRules(ruleOf(db, findBookablePark(db, req.input).parkId), now()));

  r.post('/api/v1/previewBookOrderPrice', ({ db, req, now }) => {
    const park = findBookablePark(db, req.input);
    return toPricePreview(park.parkId, readTerms(db, park.parkId, req.input, now()));
  });

  r.post('/api/v1/createBookOrder', create);

  r.post('/api/v1/getBookOrderList', (ctx) => {
    const user = bookingUser(ctx);
    const now = ctx.now();
    bringBookingsUpToDate(ctx.db, now);
    const raw = ctx.req.input.state;
    const state = raw === undefined || raw === '' || raw === null ? undefined : oneOf(ctx.req.input, 'state', '订单状态', [0, 1, 2, 3, 4, 5] as const);
    const mine = ctx.db.bookOrders
      .filter((o) => o.driverId === user.driverId && (state === undefined || o.state === state))
      .sort((a, b) => b.id - a.id)
      .map((o) => toOrderView(ctx.db, o, now));
    return cursorPage(mine, ctx.req.input, 15);
  });

  r.post('/api/v1/getBookOrderDetailInfo', (ctx) => toOrderView(ctx.db, ownOrder(ctx).order, ctx.now()));

  r.post('/api/v1/previewBookOrderCancelResult', (ctx) => cancelPreview(ctx.db, ownOrder(ctx).order, ctx.now()));

  // The refund is booked once: a second cancel finds the booking cancelled and is refused.
  r.post('/api/v1/cancelBookOrder', (ctx) => {
    const { order } = ownOrder(ctx);
    const now = ctx.now();
    const reason = optStr(ctx.req.input, 'reason')?.trim() || null;
    if (reason && reason.length > MAX_REASON) badRequest(`取消原因不能超过${MAX_REASON}个字`);
    const terms = cancelTerms(ctx.db, order, now);
    order.refundCents = terms.refundCents;
    order.cancelFeeCents = terms.feeCents;
    refundTo(ctx.db, order.driverId, order.payChannel, terms.refundCents);
    cancelOrder(ctx.db, order, now, reason ?? (order.state === 0 ? '未支付，用户取消' : '用户取消'));
    return toOrderView(ctx.db, order, now);
  });
}
