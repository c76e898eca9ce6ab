import {
  DIFF_TIME_CODES, type DiffTimePackage, type DiffTimePackagePage, type DiffTimeStatus, type DiffTimeSubscription, type DiffTimeSubscriptionPage,
} from '../../../src/api/booking/offpeak.types';
import type { Db } from '../../db';
import type { DriverRecord } from '../../db/accounts';
import type { DiffTimePackageRecord, DiffTimeSubscribeRecord } from '../../db/booking';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { type Input, isPlate, list, oneOf, optStr, page, paginate, plateNo, str } from '../../core/validate';
import { PAY_CODES } from '../charge/payments';
import { addDays, DAY, dateOf, fmt, fmtOpt, midnightOf, parseDate } from './beijing';
import { bookingUser, findPark } from './common';
import { bringDiffTimeUpToDate, cancelDiffTimeOrder, DIFF_TIME_PAY_TTL_MS, type DiffTimeOrder, orderNoOf, STATUS_TEXT, statusOf } from './diffTimeLife';
import { lotOf, lotWindowText, packagesLeft, requireLot, slotsOnSale, toParkInfo } from './diffTimeLots';
import { payFor, pendingPayOrderId, readChannel, readReturnPath, refundTo } from './payRegistry';

/**
 * Off-peak packages (every window of some days) and subscriptions (one window), bought through the charge
 * service's pay-order registry: choose plates (and a start date or a slot) → an unpaid order holding its place
 * for 15 minutes → pay → active on its dates. Violations are paid through the same call (payDiffTimeOrder).
 */

const STATUSES = ['unpaid', 'upcoming', 'active', 'used', 'cancelled'] as const;
const MAX_REQUEST_ID = 64;

function common(db: Db, o: DiffTimeOrder, now: number) {
  const park = db.parks.find((p) => p.parkId === o.parkId);
  const lot = lotOf(db, o.parkId);
  const status = statusOf(o, now);
  const no = orderNoOf(o);
  const payCents = o.state === 'paid' || (o.state === 'cancelled' && o.paidAt !== null) ? o.priceCents : 0;
  return {
    parkId: o.parkId, parkName: park?.parkName ?? '', parkAddr: park?.parkAddr ?? '', startTime: fmt(o.startAt), endTime: fmt(o.endAt),
    windowText: lot ? lotWindowText(lot) : '', priceCents: o.priceCents, payCents, refundCents: o.refundCents,
    refundTo: o.refundCents > 0 ? (o.payChannel === 6 ? ('balance' as const) : ('original' as const)) : null,
    status, statusText: STATUS_TEXT[status], createTime: fmt(o.createdAt), payDeadline: o.state === 'unpaid' ? fmt(o.createdAt + DIFF_TIME_PAY_TTL_MS) : null,
    payTime: fmtOpt(o.paidAt), cancelTime: fmtOpt(o.cancelledAt), cancelReason: o.cancelReason, dueCents: o.state === 'unpaid' ? o.priceCents : 0,
    pendingPayOrderId: o.state === 'unpaid' ? pendingPayOrderId(db, no, now) : null,
    violationCount: db.diffTimeViolations.filter((v) => v.orderNo === no).length,
  };
}

export function toPackage(db: Db, p: DiffTimePackageRecord, now: number): DiffTimePackage {
  const product = db.diffTimeProducts.find((x) => x.productId === p.productId);
  return { ...common(db, p, now), packageNo: p.packageNo, productId: p.productId, productName: product?.productName ?? '', plateNos: [...p.plateNos], days: Math.round((p.endAt - p.startAt) / DAY) };
}

export function toSubscription(db: Db, s: DiffTimeSubscribeRecord, now: number): DiffTimeSubscription {
  return { ...common(db, s, now), subscribeNo: s.subscribeNo, plateNo: s.plateNo, date: s.date };
}

function readRequestId(input: Input): string | null {
  const id = optStr(input, 'requestId') ?? null;
  if (id !== null && id.length > MAX_REQUEST_ID) badRequest('请求编号过长');
  return id;
}

function requireBound(db: Db, user: DriverRecord, plate: string) {
  if (!db.plates.some((p) => p.driverId === user.driverId && p.plateNo === plate)) {
    throw new MockFail(DIFF_TIME_CODES.plateNotBound, `车牌${plate}未绑定到您的账户，请先添加车辆`);
  }
}

function readPlates(input: Input): string[] {
  const raw = list<unknown>(input, 'plateNos', '车牌');
  const plates = [...new Set(raw.map((p) => String(p).trim().toUpperCase()))];
  if (plates.some((p) => !isPlate(p))) badRequest('车牌号格式不正确');
  return plates;
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function createPackage(ctx: MockContext): DiffTimePackage {
  const { db, req } = ctx;
  const user = bookingUser(ctx);
  const now = ctx.now();
  bringDiffTimeUpToDate(db, now);
  const product = db.diffTimeProducts.find((p) => p.productId === str(req.input, 'productId', '套餐'));
  if (!product) notFound('错时套餐不存在');
  const park = findPark(db, { parkId: product.parkId });
  const lot = requireLot(db, park, 'package');
  const plates = readPlates(req.input);
  const requestId = readRequestId(req.input);
  const mine = db.diffTimePackages.filter((p) => p.driverId === user.driverId);
  const retried = requestId ? mine.find((p) => p.requestId === requestId) : undefined;
  if (retried) return toPackage(db, retried, now);
  if (plates.length > product.maxPlates) throw new MockFail(DIFF_TIME_CODES.tooManyPlates, `该套餐最多绑定${product.maxPlates}个车牌`);
  for (const plate of plates) requireBound(db, user, plate);
  const today = dateOf(now);
  const rawDate = optStr(req.input, 'startDate');
  const startDate = rawDate === undefined ? today : parseDate(rawDate);
  if (startDate === null) badRequest('生效日期格式不正确，应为YYYY-MM-DD');
  if (startDate < today || startDate > addDays(today, 7)) throw new MockFail(DIFF_TIME_CODES.dateNotOnSale, '生效日期须为今天起7天内');
  const startAt = midnightOf(startDate);
  const endAt = startAt + product.days * DAY;
  const same = mine.find((p) => p.state === 'unpaid' && p.productId === product.productId && p.startAt === startAt && sameSet(p.plateNos, plates));
  if (same) return toPackage(db, same, now);
  const clash = db.diffTimePackages.find((p) => p.parkId === park.parkId && p.state !== 'cancelled' && p.startAt < endAt && startAt < p.endAt && p.plateNos.some((x) => plates.includes(x)));
  if (clash) {
    const plate = clash.plateNos.find((x) => plates.includes(x)) ?? '';
    throw new MockFail(DIFF_TIME_CODES.duplicate, `车牌${plate}在该停车场已有生效期重叠的错时套餐（${clash.packageNo}）`);
  }
  if (packagesLeft(db, lot, now) <= 0) throw new MockFail(DIFF_TIME_CODES.soldOut, `${park.parkName}错时套餐已售罄`);
  const rec: DiffTimePackageRecord = {
    packageNo: db.seq.next('WP'), driverId: user.driverId, productId: product.productId, parkId: park.parkId, plateNos: plates, priceCents: product.priceCents,
    state: 'unpaid', startAt, endAt, requestId, createdAt: now, paidAt: null, payChannel: null, refundCents: 0, cancelledAt: null, cancelReason: null,
  };
  db.diffTimePackages.push(rec);
  bringDiffTimeUpToDate(db, now);
  return toPackage(db, rec, now);
}

function createSubscription(ctx: MockContext): DiffTimeSubscription {
  const { db, req } = ctx;
  const user = bookingUser(ctx);
  const now = ctx.now();
  bringDiffTimeUpToDate(db, now);
  const park = findPark(db, req.input);
  const lot = requireLot(db, park, 'subscribe');
  const plate = plateNo(req.input);
  const date = parseDate(str(req.input, 'date', '预约日期'));
  if (date === null) badRequest('预约日期格式不正确，应为YYYY-MM-DD');
  const requestId = readRequestId(req.input);
  const mine = db.diffTimeSubscribes.filter((s) => s.driverId === user.driverId);
  const retried = requestId ? mine.find((s) => s.requestId === requestId) : undefined;
  if (retried) return toSubscription(db, retried, now);
  requireBound(db, user, plate);
  const slot = slotsOnSale(db, lot, now).find((s) => s.date === date);
  if (!slot) throw new MockFail(DIFF_TIME_CODES.dateNotOnSale, `${date}不在可预约日期内（可预约今天起7天内、尚未开始的错时时段：${lotWindowText(lot)}）`);
  const same = db.diffTimeSubscribes.find((s) => s.parkId === park.parkId && s.plateNo === plate && s.date === date && s.state !== 'cancelled');
  if (same && same.state === 'unpaid' && same.driverId === user.driverId) return toSubscription(db, same, now);
  if (same) throw new MockFail(DIFF_TIME_CODES.duplicate, `车牌${plate}已预约${date}的错时车位，请勿重复预约`);
  if (slot.leftNum <= 0) throw new MockFail(DIFF_TIME_CODES.soldOut, `${date}的错时车位已约满，请选择其他日期`);
  const rec: DiffTimeSubscribeRecord = {
    subscribeNo: db.seq.next('WS'), driverId: user.driverId, parkId: park.parkId, plateNo: plate, date, priceCents: lot.slotPriceCents, state: 'unpaid',
    startAt: slot.start, endAt: slot.end, requestId, createdAt: now, paidAt: null, payChannel: null, refundCents: 0, cancelledAt: null, cancelReason: null,
  };
  db.diffTimeSubscribes.push(rec);
  bringDiffTimeUpToDate(db, now);
  return toSubscription(db, rec, now);
}

/** The caller's package, subscription or violation named by orderNo (its prefix says which). */
function ownByNo(ctx: MockContext, key = 'orderNo') {
  const user = bookingUser(ctx);
  const no = str(ctx.req.input, key, '订单编号');
  bringDiffTimeUpToDate(ctx.db, ctx.now());
  const mine = (x: { driverId: string }) => x.driverId === user.driverId;
  const pkg = ctx.db.diffTimePackages.find((p) => p.packageNo === no && mine(p));
  const sub = ctx.db.diffTimeSubscribes.find((s) => s.subscribeNo === no && mine(s));
  const violation = ctx.db.diffTimeViolations.find((v) => v.violationNo === no && mine(v));
  if (!pkg && !sub && !violation) notFound('订单不存在');
  return { user, pkg, sub, violation };
}

function pay(ctx: MockContext) {
  const { user, pkg, sub, violation } = ownByNo(ctx);
  const channel = readChannel(ctx);
  const back = readReturnPath(ctx);
  const now = ctx.now();
  let due: { no: string; cents: number };
  if (violation) {
    if (violation.state === 'appealing') throw new MockFail(DIFF_TIME_CODES.underAppeal, '该违规记录正在申诉中，请等待处理结果');
    if (violation.state === 'paid') throw new MockFail(PAY_CODES.alreadyPaid, '该违规费用已支付，无需重复支付');
    if (violation.state === 'waived') throw new MockFail(DIFF_TIME_CODES.nothingDue, '该违规费用已免除，无需支付');
    due = { no: violation.violationNo, cents: violation.feeCents };
  } else {
    const o = (pkg ?? sub) as DiffTimeOrder;
    if (o.state === 'paid') throw new MockFail(PAY_CODES.alreadyPaid, '该订单已支付，无需重复支付');
    if (o.state === 'cancelled') throw new MockFail(DIFF_TIME_CODES.nothingDue, '该订单已取消，请重新购买');
    due = { no: orderNoOf(o), cents: o.priceCents };
  }
  const order = payFor(ctx, user, due.no, due.cents, channel, back);
  bringDiffTimeUpToDate(ctx.db, now);
  return order;
}

/** Only what has not begun: unpaid (nothing to refund) or paid and upcoming (refunded whole). */
function cancel(ctx: MockContext) {
  const { pkg, sub } = ownByNo(ctx);
  const o = pkg ?? sub;
  if (!o) throw new MockFail(DIFF_TIME_CODES.notCancellable, '违规记录不能取消，如有异议请提交申诉');
  const now = ctx.now();
  const status = statusOf(o, now);
  if (status !== 'unpaid' && status !== 'upcoming') {
    throw new MockFail(DIFF_TIME_CODES.notCancellable, status === 'cancelled' ? '订单已取消，请勿重复操作' : `订单${STATUS_TEXT[status]}，不可取消`);
  }
  if (status === 'upcoming') {
    o.refundCents = o.priceCents;
    refundTo(ctx.db, o.driverId, o.payChannel, o.priceCents);
  }
  cancelDiffTimeOrder(ctx.db, o, now, optStr(ctx.req.input, 'reason')?.trim().slice(0, 100) || '用户取消');
  bringDiffTimeUpToDate(ctx.db, now);
  return pkg ? toPackage(ctx.db, pkg, now) : toSubscription(ctx.db, o as DiffTimeSubscribeRecord, now);
}

function statusFilter(input: Input): DiffTimeStatus | undefined {
  return optStr(input, 'status') === undefined ? undefined : oneOf(input, 'status', '订单状态', STATUSES);
}

export function registerDiffTimeOrders(r: MockRouter) {
  r.post('/api/v1/getDiffTimeParkInfo', ({ db, req, now }) => {
    bringDiffTimeUpToDate(db, now());
    const park = findPark(db, req.input);
    const lot = lotOf(db, park.parkId);
    if (!lot) throw new MockFail(DIFF_TIME_CODES.notOffPeakLot, `${park.parkName}暂未开通错时共享`);
    return toParkInfo(db, park, lot, now());
  });

  r.post('/api/v1/createDiffTimePackageOrder', createPackage);
  r.post('/api/v1/createDiffTimeSubscribeOrder', createSubscription);
  r.post('/api/v1/payDiffTimeOrder', pay);
  r.post('/api/v1/cancelDiffTimeOrder', cancel);

  r.post('/api/v1/getDiffTimePackageList', (ctx) => {
    const user = bookingUser(ctx);
    const now = ctx.now();
    bringDiffTimeUpToDate(ctx.db, now);
    const status = statusFilter(ctx.req.input);
    const rows = ctx.db.diffTimePackages
      .filter((p) => p.driverId === user.driverId && (!status || statusOf(p, now) === status))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((p) => toPackage(ctx.db, p, now));
    const result: DiffTimePackagePage = paginate(rows, page(ctx.req.input, 10));
    return result;
  });

  r.post('/api/v1/getDiffTimeSubscribeList', (ctx) => {
    const user = bookingUser(ctx);
    const now = ctx.now();
    bringDiffTimeUpToDate(ctx.db, now);
    const status = statusFilter(ctx.req.input);
    const rows = ctx.db.diffTimeSubscribes
      .filter((s) => s.driverId === user.driverId && (!status || statusOf(s, now) === status))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((s) => toSubscription(ctx.db, s, now));
    const result: DiffTimeSubscriptionPage = paginate(rows, page(ctx.req.input, 10));
    return result;
  });

  r.post('/api/v1/getDiffTimePackageDetail', (ctx) => {
    const { pkg } = ownByNo(ctx, 'packageNo');
    if (!pkg) notFound('错时套餐不存在');
    return toPackage(ctx.db, pkg, ctx.now());
  });

  r.post('/api/v1/getDiffTimeSubscribeDetail', (ctx) => {
    const { sub } = ownByNo(ctx, 'subscribeNo');
    if (!sub) notFound('错时预约不存在');
    return toSubscription(ctx.db, sub, ctx.now());
  });
}
