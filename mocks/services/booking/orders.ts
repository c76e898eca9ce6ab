import dayjs from 'dayjs';
import type { BookingPlate, BookOrder, BookOrderCancelPreview } from '../../../src/api/types/booking';
import type { Db } from '../../db';
import type { BookOrderRecord } from '../../db/booking';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, plateNo, str } from '../../core/validate';
import { bookingUser, cursorPage, findBookablePark, fmt } from './common';
import { isFreeForBooking } from './parks';

const MINUTE = 60_000;
const MAX_AHEAD_DAYS = 7;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const STATE_TEXT: Record<BookOrderRecord['state'], string> = { 1: '待入场', 2: '已入场', 3: '已完成', 4: '已取消', 5: '已过期' };

/** Gives a space back to the park: the berth is free again and the count rises (unless unlimited). */
function releaseSpace(db: Db, o: BookOrderRecord) {
  const berth = db.berths.find((b) => b.berthId === o.berthId);
  if (berth && berth.state === 2) berth.state = 0;
  const park = db.parks.find((p) => p.parkId === o.parkId);
  if (park && park.leftBookSpaceNum !== -1) park.leftBookSpaceNum += 1;
}

/** A booking nobody arrived for lapses when its hold ends, as the server's timer would do. */
function expireLapsed(db: Db, now: number) {
  for (const o of db.bookOrders) {
    if (o.state === 1 && o.endTime < now) {
      o.state = 5;
      releaseSpace(db, o);
    }
  }
}

function toView(db: Db, o: BookOrderRecord): BookOrder {
  const park = db.parks.find((p) => p.parkId === o.parkId);
  const pkg = db.bookPackages.find((k) => k.packageId === o.packageId);
  const berth = db.berths.find((b) => b.berthId === o.berthId);
  return {
    id: o.id,
    bookOrderId: o.bookOrderId,
    parkId: o.parkId,
    parkName: park?.parkName ?? '',
    parkAddr: park?.parkAddr ?? '',
    plateNo: o.plateNo,
    packageId: o.packageId,
    packageName: pkg?.packageName ?? '',
    berthNo: berth?.berthNo ?? '入场后分配',
    berthTypeName: db.berthTypes.find((t) => t.berthTypeId === berth?.berthTypeId)?.berthTypeName ?? '普通车位',
    state: o.state,
    stateText: STATE_TEXT[o.state],
    payCents: o.payCents,
    refundCents: o.refundCents,
    startTime: fmt(o.startTime),
    endTime: fmt(o.endTime),
    createTime: fmt(o.createdAt),
    cancelTime: o.cancelledAt === null ? null : fmt(o.cancelledAt),
  };
}

function ownOrder(ctx: MockContext): BookOrderRecord {
  const user = bookingUser(ctx);
  const id = str(ctx.req.input, 'bookOrderId', '预约订单号');
  expireLapsed(ctx.db, ctx.now());
  const o = ctx.db.bookOrders.find((x) => x.bookOrderId === id && x.driverId === user.driverId);
  if (!o) notFound('预约订单不存在');
  return o;
}

/** Full refund well ahead of the arrival time, half inside the free-cancel window, nothing once it has begun. */
function cancelTerms(db: Db, o: BookOrderRecord, now: number): BookOrderCancelPreview {
  if (o.state !== 1) badRequest(`订单状态为“${STATE_TEXT[o.state]}”，不可取消`);
  const free = db.bookPackages.find((k) => k.packageId === o.packageId)?.freeCancelMinutes ?? 30;
  const left = (o.startTime - now) / MINUTE;
  const [refundCents, ruleText] =
    left >= free ? [o.payCents, `距预约到场时间${free}分钟以上取消，全额退款`]
      : left > 0 ? [Math.floor(o.payCents / 2), `距预约到场时间不足${free}分钟取消，退还50%`]
        : [0, '已过预约到场时间，取消不退款'];
  return { bookOrderId: o.bookOrderId, payCents: o.payCents, refundCents, deductCents: o.payCents - refundCents, ruleText };
}

function parseStart(raw: string, now: number): number {
  if (!TIME.test(raw)) badRequest('预约时间格式不正确');
  const t = dayjs(raw).valueOf();
  if (!Number.isFinite(t)) badRequest('预约时间格式不正确');
  if (t < now - MINUTE) badRequest('预约时间不能早于当前时间');
  if (t > now + MAX_AHEAD_DAYS * 86_400_000) badRequest(`最多可预约${MAX_AHEAD_DAYS}天内的车位`);
  return t;
}

/** Booking orders: create, list, detail, cancel; and the plates a booking may use. */
export function registerBookingOrders(r: MockRouter) {
  r.post('/api/v1/getAllPlateInfo', (ctx) => {
    const user = bookingUser(ctx);
    return ctx.db.plates
      .filter((p) => p.driverId === user.driverId)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.boundAt - b.boundAt)
      .map((p): BookingPlate => ({ plateId: p.plateId, plateNo: p.plateNo, plateColor: p.plateColor, isDefault: p.isDefault }));
  });

  r.post('/api/v1/createBookOrder', (ctx) => {
    const { db, req } = ctx;
    const user = bookingUser(ctx);
    const now = ctx.now();
    expireLapsed(db, now);
    const park = findBookablePark(db, req.input);
    const plate = plateNo(req.input);
    if (!db.plates.some((p) => p.driverId === user.driverId && p.plateNo === plate)) throw new MockFail('400', '该车牌未绑定到您的账户，请先添加车辆');
    const packageId = str(req.input, 'packageId', '预约套餐');
    const pkg = db.bookPackages.find((k) => k.packageId === packageId && k.parkId === park.parkId);
    if (!pkg) badRequest('预约套餐不存在');
    const start = parseStart(str(req.input, 'startTime', '预约到场时间'), now);
    const end = start + pkg.holdMinutes * MINUTE;
    const typeId = optStr(req.input, 'berthTypeId');
    if (typeId && !db.berthTypes.some((t) => t.berthTypeId === typeId && t.parkId === park.parkId)) badRequest('车位类型不存在');

    if (park.leftBookSpaceNum === 0) throw new MockFail('400', '该停车场预约车位已满，请选择其他停车场');
    const clash = db.bookOrders.some((o) => o.plateNo === plate && (o.state === 1 || o.state === 2) && o.startTime < end && start < o.endTime);
    if (clash) throw new MockFail('400', '该车辆在所选时段已有预约，请勿重复预约');
    const berth = db.berths.find((b) => b.parkId === park.parkId && isFreeForBooking(b) && (!typeId || b.berthTypeId === typeId));
    // Unlimited parks assign a space at the gate; a limited one needs a free space of the chosen type now.
    if (!berth && (park.leftBookSpaceNum !== -1 || typeId)) throw new MockFail('400', '所选类型车位已约满，请更换车位类型');

    const bookOrderId = db.seq.next('BO');
    const order: BookOrderRecord = {
      id: Number(bookOrderId.slice(2)),
      bookOrderId,
      driverId: user.driverId,
      parkId: park.parkId,
      plateNo: plate,
      packageId: pkg.packageId,
      berthId: berth?.berthId ?? '',
      state: 1,
      payCents: pkg.priceCents,
      refundCents: 0,
      startTime: start,
      endTime: end,
      createdAt: now,
      cancelledAt: null,
      cancelReason: null,
    };
    if (berth) berth.state = 2;
    if (park.leftBookSpaceNum !== -1) park.leftBookSpaceNum -= 1;
    db.bookOrders.push(order);
    return toView(db, order);
  });

  r.post('/api/v1/getBookOrderList', (ctx) => {
    const user = bookingUser(ctx);
    expireLapsed(ctx.db, ctx.now());
    const raw = ctx.req.input.state;
    const state = raw === undefined || raw === '' || raw === null ? undefined : oneOf(ctx.req.input, 'state', '订单状态', [1, 2, 3, 4, 5] as const);
    const mine = ctx.db.bookOrders
      .filter((o) => o.driverId === user.driverId && (state === undefined || o.state === state))
      .sort((a, b) => b.id - a.id)
      .map((o) => toView(ctx.db, o));
    return cursorPage(mine, ctx.req.input, 15);
  });

  r.post('/api/v1/getBookOrderDetailInfo', (ctx) => toView(ctx.db, ownOrder(ctx)));

  r.post('/api/v1/previewBookOrderCancelResult', (ctx) => cancelTerms(ctx.db, ownOrder(ctx), ctx.now()));

  r.post('/api/v1/cancelBookOrder', (ctx) => {
    const o = ownOrder(ctx);
    const now = ctx.now();
    const terms = cancelTerms(ctx.db, o, now);
    const reason = optStr(ctx.req.input, 'reason') ?? null;
    if (reason && reason.length > 100) badRequest('取消原因不能超过100个字');
    o.state = 4;
    o.refundCents = terms.refundCents;
    o.cancelledAt = now;
    o.cancelReason = reason;
    releaseSpace(ctx.db, o);
    return toView(ctx.db, o);
  });
}
