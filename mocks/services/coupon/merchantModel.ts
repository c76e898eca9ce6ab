import type {
  CouponLifeEvent, GiveWay, MerchantCouponDetail, MerchantCouponItem, MerchantCouponState, MerchantCouponType, MerchantPermissions,
  MerchantPurchase, MerchantRole, MerchantSummary,
} from '../../../src/api/coupon/merchant.types';
import { MERCHANT_CODES } from '../../../src/api/coupon/merchant.types';
import { MockFail } from '../../core/fail';
import type { MockContext } from '../../core/router';
import { str } from '../../core/validate';
import type { Db } from '../../db';
import type { DriverRecord } from '../../db/accounts';
import {
  PURCHASE_PAY_TTL_MS, walletCouponOf, type MerchantCouponRecord, type MerchantCouponTypeRecord, type MerchantPurchaseRecord, type MerchantRecord,
} from '../../db/merchants';
import type { CouponRecord } from '../../db/parking';
import { fmtOptTime, fmtTime, parkInfo, pendingOrderFor, yuan } from '../charge/bills';
import { couponStatus } from '../charge/coupons';

/** The rules of merchant management shared by its handlers and the coupon claim (docs/rules/merchant.md). */

const DAY = 86_400_000;
export const EXPIRING_WITHIN_MS = 7 * DAY;
const KIND_TEXT = { amount: '满减券', hours: '时长券', day: '全天券' } as const;
const WAY_TEXT: Record<GiveWay, string> = { plate: '按车牌', code: '券码领取', bulk: '批量赠送' };
const STATE_TEXT: Record<MerchantCouponState, string> = { stock: '库存中', given: '已赠送', used: '已使用', expired: '已过期', withdrawn: '已撤回' };
const ROLE_TEXT: Record<MerchantRole, string> = { owner: '店主', clerk: '店员' };
const CHANNEL_TEXT: Record<number, string> = { 2: '支付宝', 3: '微信支付', 6: '余额' };

/** Midnight in Beijing of the day `now` is in. */
export function beijingDayStart(now: number): number {
  const offset = 8 * 3_600_000;
  return now - ((now + offset) % DAY);
}

export interface Staff {
  driver: DriverRecord;
  merchant: MerchantRecord;
  role: MerchantRole;
  name: string;
}

/** The caller as staff of the merchant the call names, or the notStaff refusal. Every merchant call starts here. */
export function staffOf(ctx: MockContext): Staff {
  const driver = ctx.requireDriver();
  const merchantId = str(ctx.req.input, 'merchantId', '商户编号');
  const merchant = ctx.db.merchants.find((m) => m.merchantId === merchantId);
  const member = merchant?.staff.find((s) => s.driverId === driver.driverId);
  if (!merchant || !member) throw new MockFail(MERCHANT_CODES.notStaff, '您不是该商户的店主或店员，无法进行商户操作');
  bringMerchantUpToDate(ctx.db, ctx.now());
  return { driver, merchant, role: member.role, name: member.name };
}

/** Only the owner buys and sees the money. */
export function requireOwner(s: Staff, what: string): void {
  if (s.role !== 'owner') throw new MockFail(MERCHANT_CODES.ownerOnly, `店员无权${what}，该操作仅限商户店主，请联系店主`);
}

export function permissionsOf(role: MerchantRole): MerchantPermissions {
  return { buy: role === 'owner', viewMoney: role === 'owner', withdrawAny: role === 'owner' };
}

export function summaryOf(db: Db, m: MerchantRecord, role: MerchantRole): MerchantSummary {
  return {
    merchantId: m.merchantId, merchantName: m.merchantName, parkId: m.parkId, parkName: parkInfo(db, m.parkId).parkName, address: m.address,
    role, roleText: ROLE_TEXT[role],
  };
}

export function typeRecord(db: Db, m: MerchantRecord, typeId: string): MerchantCouponTypeRecord {
  const t = db.merchantCouponTypes.find((x) => x.typeId === typeId && x.parkId === m.parkId);
  if (!t) throw new MockFail('404', '优惠券类型不存在');
  return t;
}

function ruleOf(db: Db, t: MerchantCouponTypeRecord): string {
  const what = t.kind === 'amount' ? `停车费减${yuan(t.faceValueCents)}元`
    : t.kind === 'hours' ? `免费停车${(t.freeMinutes ?? 0) / 60}小时${t.maxDiscountCents !== null ? `（最高抵扣${yuan(t.maxDiscountCents)}元）` : ''}`
      : '当日停车费全免';
  return `${what}，赠出后${t.useDays}天内有效，仅限${parkInfo(db, t.parkId).parkName}`;
}

export function typeView(db: Db, t: MerchantCouponTypeRecord, role: MerchantRole): MerchantCouponType {
  return {
    typeId: t.typeId, name: t.name, kind: t.kind, kindText: KIND_TEXT[t.kind], faceValue: t.faceValueCents, freeMinutes: t.freeMinutes,
    maxDiscount: t.maxDiscountCents, unitPrice: role === 'owner' ? t.priceCents : null, stockDays: t.stockDays, useDays: t.useDays,
    minQuantity: t.minQuantity, maxQuantity: t.maxQuantity, onSale: t.onSale, ruleDesc: ruleOf(db, t),
  };
}

/** Units in stock of a type, unexpired, the first to expire first (they go out first). */
export function inStock(db: Db, merchantId: string, typeId: string, now: number): MerchantCouponRecord[] {
  return db.merchantCoupons
    .filter((c) => c.merchantId === merchantId && c.typeId === typeId && c.state === 'stock' && c.stockUntil > now)
    .sort((a, b) => a.stockUntil - b.stockUntil || a.merchantCouponId.localeCompare(b.merchantCouponId));
}

export function walletCouponOfUnit(db: Db, c: MerchantCouponRecord): CouponRecord | undefined {
  return c.walletCouponId ? db.coupons.find((w) => w.couponId === c.walletCouponId) : undefined;
}

/** What a unit is now, and since when it is no longer usable (expired, withdrawn). */
export function stateOf(db: Db, c: MerchantCouponRecord, now: number): { state: MerchantCouponState; invalidAt: number | null; validTo: number } {
  if (c.state === 'withdrawn') return { state: 'withdrawn', invalidAt: c.withdrawnAt, validTo: c.withdrawnAt ?? now };
  if (c.state === 'stock') return c.stockUntil > now ? { state: 'stock', invalidAt: null, validTo: c.stockUntil } : { state: 'expired', invalidAt: c.stockUntil, validTo: c.stockUntil };
  const w = walletCouponOfUnit(db, c);
  if (!w) return { state: 'given', invalidAt: null, validTo: c.stockUntil };
  const s = couponStatus(w, now);
  if (s === 'used') return { state: 'used', invalidAt: null, validTo: w.validTo };
  if (s === 'expired') return { state: 'expired', invalidAt: w.validTo, validTo: w.validTo };
  return { state: 'given', invalidAt: null, validTo: w.validTo };
}

function staffName(m: MerchantRecord, driverId: string | null): string | null {
  if (!driverId) return null;
  const s = m.staff.find((x) => x.driverId === driverId);
  return s ? `${ROLE_TEXT[s.role]}${s.name}` : '已离职员工';
}

/** Why this caller cannot withdraw this unit now, or null when they can. */
export function withdrawRefusal(db: Db, staff: Staff, c: MerchantCouponRecord, now: number): { code: string; msg: string } | null {
  const { state } = stateOf(db, c, now);
  if (state !== 'given') {
    const why = { stock: '该优惠券尚未赠出', used: '该优惠券已被使用', expired: '该优惠券已过期', withdrawn: '该优惠券已撤回' }[state];
    return { code: MERCHANT_CODES.cannotWithdraw, msg: `${why}，无法撤回` };
  }
  if (walletCouponOfUnit(db, c)?.lockedBy) return { code: MERCHANT_CODES.cannotWithdraw, msg: '顾客正在使用该优惠券支付，暂时无法撤回' };
  if (staff.role !== 'owner' && c.givenBy !== staff.driver.driverId) return { code: MERCHANT_CODES.notYourCoupon, msg: '店员只能撤回自己赠送的优惠券，请联系店主' };
  return null;
}

export function itemOf(db: Db, staff: Staff, c: MerchantCouponRecord, now: number): MerchantCouponItem {
  const t = db.merchantCouponTypes.find((x) => x.typeId === c.typeId) as MerchantCouponTypeRecord;
  const s = stateOf(db, c, now);
  return {
    merchantCouponId: c.merchantCouponId, typeId: c.typeId, typeName: t.name, kindText: KIND_TEXT[t.kind], state: s.state, stateText: STATE_TEXT[s.state],
    plateNo: c.plateNo, way: c.way, wayText: c.way ? WAY_TEXT[c.way] : null, givenBy: staffName(staff.merchant, c.givenBy), givenAt: fmtOptTime(c.givenAt),
    validTo: fmtTime(s.validTo), invalidAt: fmtOptTime(s.invalidAt), withdrawable: withdrawRefusal(db, staff, c, now) === null,
  };
}

/** Where a used coupon was used: the lot and, when known, the exit lane of the payment. */
function usedWhere(db: Db, m: MerchantRecord, c: MerchantCouponRecord, w: CouponRecord): { text: string } {
  const order = db.payOrders.find((p) => p.couponId === w.couponId && p.state === 'paid');
  const bill = w.usedOn ? db.parkOrders.find((b) => b.uniqueId === w.usedOn) : undefined;
  const parkName = parkInfo(db, bill?.parkId ?? m.parkId).parkName;
  const lane = order?.lane ? db.lanes.find((l) => l.parkId === order.lane?.parkId && l.laneCode === order.lane?.laneCode)?.laneName : c.usedLaneName;
  const off = order ? `，抵扣${yuan(order.discountCents)}元` : '';
  return { text: `在${parkName}${lane ? ` ${lane}` : ''}${lane ? '' : '缴费时'}使用${off}` };
}

export function detailOf(db: Db, staff: Staff, c: MerchantCouponRecord, now: number): MerchantCouponDetail {
  const t = db.merchantCouponTypes.find((x) => x.typeId === c.typeId) as MerchantCouponTypeRecord;
  const item = itemOf(db, staff, c, now);
  const life: CouponLifeEvent[] = [{ event: 'bought', at: fmtTime(c.boughtAt), text: `购入（订单${c.purchaseId}），库存有效期至${fmtTime(c.stockUntil)}` }];
  if (c.restockedFrom) life.push({ event: 'restocked', at: fmtTime(c.boughtAt), text: `由撤回的优惠券${c.restockedFrom}退回库存` });
  if (c.givenAt !== null && c.way) {
    life.push({ event: 'given', at: fmtTime(c.givenAt), text: `${staffName(staff.merchant, c.givenBy) ?? ''}${WAY_TEXT[c.way]}赠送给${c.plateNo ?? ''}` });
  }
  const w = walletCouponOfUnit(db, c);
  if (c.state === 'withdrawn' && c.withdrawnAt !== null) {
    life.push({ event: 'withdrawn', at: fmtTime(c.withdrawnAt), text: `${staffName(staff.merchant, c.withdrawnBy) ?? ''}撤回，已退回一张至库存` });
  } else if (item.state === 'used' && w && w.usedAt !== null) {
    life.push({ event: 'used', at: fmtTime(w.usedAt), text: usedWhere(db, staff.merchant, c, w).text });
  } else if (item.state === 'expired' && item.invalidAt) {
    life.push({ event: 'expired', at: item.invalidAt, text: c.state === 'stock' ? '库存到期未赠出，已过期' : '顾客未在有效期内使用，已过期' });
  }
  return {
    ...item, purchaseId: c.purchaseId, boughtAt: fmtTime(c.boughtAt), unitPrice: staff.role === 'owner' ? t.priceCents : null,
    ruleDesc: ruleOf(db, t), life,
  };
}

export function purchaseView(db: Db, p: MerchantPurchaseRecord): MerchantPurchase {
  const t = db.merchantCouponTypes.find((x) => x.typeId === p.typeId) as MerchantCouponTypeRecord;
  const m = db.merchants.find((x) => x.merchantId === p.merchantId) as MerchantRecord;
  return {
    purchaseId: p.purchaseId, merchantId: p.merchantId, typeId: p.typeId, typeName: t.name, kindText: KIND_TEXT[t.kind], quantity: p.quantity,
    unitPrice: p.unitPriceCents, amount: p.unitPriceCents * p.quantity, state: p.state, stateText: { unpaid: '待支付', paid: '已支付', closed: '已关闭' }[p.state],
    buyerName: staffName(m, p.buyerId) ?? '', createdAt: fmtTime(p.createdAt), paidAt: fmtOptTime(p.paidAt), payOrderId: p.payOrderId,
    payChannelText: p.payChannel ? (CHANNEL_TEXT[p.payChannel] ?? null) : null,
    stockUntil: p.paidAt !== null ? fmtTime(p.paidAt + t.stockDays * DAY) : null,
    payDeadline: p.state === 'unpaid' ? fmtTime(p.createdAt + PURCHASE_PAY_TTL_MS) : null,
  };
}

/**
 * A purchase is paid when the charge service's pay-order registry holds a paid order for it (balance at once, a
 * provider when it settles): its coupons enter stock then, once. One left unpaid past its deadline with no payment
 * in flight closes.
 */
export function bringMerchantUpToDate(db: Db, now: number) {
  for (const p of db.merchantPurchases) {
    if (p.state !== 'unpaid') continue;
    const paid = db.payOrders.find((o) => o.state === 'paid' && o.items.some((i) => i.uniqueId === p.purchaseId));
    if (paid) {
      const t = db.merchantCouponTypes.find((x) => x.typeId === p.typeId) as MerchantCouponTypeRecord;
      const at = paid.settledAt ?? now;
      Object.assign(p, { state: 'paid', paidAt: at, payOrderId: paid.payOrderId, payChannel: paid.payChannel });
      for (let i = 0; i < p.quantity; i += 1) {
        db.merchantCoupons.push({
          merchantCouponId: db.seq.next('MC'), merchantId: p.merchantId, typeId: p.typeId, purchaseId: p.purchaseId, boughtAt: at,
          stockUntil: at + t.stockDays * DAY, state: 'stock', givenAt: null, givenBy: null, way: null, plateNo: null, walletCouponId: null,
          withdrawnAt: null, withdrawnBy: null, restockedFrom: null,
        });
      }
    } else if (now - p.createdAt > PURCHASE_PAY_TTL_MS && !pendingOrderFor(db, p.purchaseId, now)) {
      Object.assign(p, { state: 'closed', closedAt: now });
    }
  }
}

/** Gives this unit to the plate: a coupon in the wallet of the driver who has the plate bound. */
export function giveUnit(db: Db, m: MerchantRecord, unit: MerchantCouponRecord, driverId: string, plateNo: string, by: string, way: GiveWay, now: number): CouponRecord {
  const t = db.merchantCouponTypes.find((x) => x.typeId === unit.typeId) as MerchantCouponTypeRecord;
  const coupon = walletCouponOf(t, m, db.seq.next('C'), driverId, plateNo, now);
  db.coupons.push(coupon);
  Object.assign(unit, { state: 'given', givenAt: now, givenBy: by, way, plateNo, walletCouponId: coupon.couponId });
  return coupon;
}

/** Coupons this merchant gave this plate since Beijing midnight. */
export function givenToday(db: Db, merchantId: string, plateNo: string, now: number): number {
  const start = beijingDayStart(now);
  return db.merchantCoupons.filter((c) => c.merchantId === merchantId && c.plateNo === plateNo && c.givenAt !== null && c.givenAt >= start).length;
}

/** The driver a coupon for this plate reaches: whoever bound it first. */
export function holderOf(db: Db, plateNo: string): string | null {
  const bound = db.plates.filter((p) => p.plateNo === plateNo).sort((a, b) => a.boundAt - b.boundAt)[0];
  if (!bound) return null;
  return db.drivers.some((d) => d.driverId === bound.driverId && !d.deleted) ? bound.driverId : null;
}
