import type {
  GiveCouponsResult, MerchantCode, MerchantCouponPage, MerchantHome, MerchantList, MerchantPurchasePage, PlateParkingSession,
} from '../../../src/api/coupon/merchant.types';
import { MERCHANT_CODES } from '../../../src/api/coupon/merchant.types';
import { COUPON_CLAIM_CODES } from '../../../src/api/coupon/wallet.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { isPlate, num, optStr, page, paginate, plateNo, str } from '../../core/validate';
import type { Db } from '../../db';
import {
  claimableCode, CODE_TTL_SECONDS, PLATE_DAILY_LIMIT, type MerchantCodeRecord, type MerchantCouponRecord, type MerchantGiveRecord,
} from '../../db/merchants';
import type { CouponCodeRecord, CouponRecord } from '../../db/parking';
import { fmtTime, parkInfo, payableFee } from '../charge/bills';
import { payFor, readChannel, readReturnPath } from '../booking/payRegistry';
import {
  beijingDayStart, bringMerchantUpToDate, detailOf, EXPIRING_WITHIN_MS, giveUnit, givenToday, holderOf, inStock, itemOf, permissionsOf,
  purchaseView, requireOwner, stateOf, staffOf, summaryOf, typeRecord, typeView, walletCouponOfUnit, withdrawRefusal, type Staff,
} from './merchantModel';

/**
 * Merchant management on the coupon service. Every call names its merchant and is refused unless the
 * caller is its staff; buying and the money are the owner's. Stock is the server's: a give takes units one request
 * at a time, so two clerks racing for the last coupon get one give and one refusal, never a negative stock.
 */

const HOWTO = '商户账户由停车场运营方开通：请商户店主携带营业执照到停车场管理处（或拨打客服热线）申请，开通后店主可在此管理优惠券并添加店员。';
const HOTLINE = '400-800-2026';
/** Plates one bulk give may name. */
const BULK_MAX = 50;

function requestId(ctx: MockContext): string {
  const id = str(ctx.req.input, 'requestId', '请求编号');
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) badRequest('请求编号格式不正确');
  return id;
}

function unitOf(ctx: MockContext, s: Staff, id: string): MerchantCouponRecord {
  const c = ctx.db.merchantCoupons.find((x) => x.merchantCouponId === id && x.merchantId === s.merchant.merchantId);
  if (!c) notFound('优惠券不存在');
  return c;
}

function home(ctx: MockContext): MerchantHome {
  const s = staffOf(ctx);
  const { db } = ctx;
  const now = ctx.now();
  const mine = db.merchantCoupons.filter((c) => c.merchantId === s.merchant.merchantId);
  const types = db.merchantCouponTypes.filter((t) => t.parkId === s.merchant.parkId);
  const stock = types
    .map((t) => {
      const units = inStock(db, s.merchant.merchantId, t.typeId, now);
      const expiring = units.filter((u) => u.stockUntil - now <= EXPIRING_WITHIN_MS);
      return { type: typeView(db, t, s.role), count: units.length, expiringCount: expiring.length, nextExpiry: units[0] ? fmtTime(units[0].stockUntil) : null };
    })
    .filter((line) => line.type.onSale || line.count > 0);
  const dayStart = beijingDayStart(now);
  const monthStart = (() => {
    const d = new Date(now + 8 * 3_600_000);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - 8 * 3_600_000;
  })();
  const spent = db.merchantPurchases
    .filter((p) => p.merchantId === s.merchant.merchantId && p.state === 'paid' && (p.paidAt ?? 0) >= monthStart)
    .reduce((sum, p) => sum + p.unitPriceCents * p.quantity, 0);
  return {
    merchant: summaryOf(db, s.merchant, s.role),
    permissions: permissionsOf(s.role),
    stock,
    totalStock: stock.reduce((n, l) => n + l.count, 0),
    todayGiven: mine.filter((c) => c.givenAt !== null && c.givenAt >= dayStart).length,
    todayUsed: mine.filter((c) => {
      const w = walletCouponOfUnit(db, c);
      return c.state === 'given' && w?.usedAt != null && w.usedAt >= dayStart;
    }).length,
    expiringStock: stock.reduce((n, l) => n + l.expiringCount, 0),
    monthSpent: s.role === 'owner' ? spent : null,
  };
}

/** All or none: each plate valid, bound, under its daily limit; enough stock for all; then each gets the first-expiring unit. */
function give(ctx: MockContext): GiveCouponsResult {
  const s = staffOf(ctx);
  const { db } = ctx;
  const now = ctx.now();
  const rid = requestId(ctx);
  const done = db.merchantGives.find((g) => g.merchantId === s.merchant.merchantId && g.requestId === rid);
  if (done) return { giveId: done.giveId, given: done.given, remaining: inStock(db, s.merchant.merchantId, done.typeId, now).length };
  const t = typeRecord(db, s.merchant, str(ctx.req.input, 'typeId', '优惠券类型'));
  const raw = ctx.req.input.plateNos;
  if (!Array.isArray(raw) || raw.length === 0) badRequest('请填写要赠送的车牌');
  if (raw.length > BULK_MAX) badRequest(`批量赠送一次最多${BULK_MAX}个车牌`);
  const plates = raw.map((p) => (typeof p === 'string' ? p.trim().toUpperCase() : ''));
  const bad = plates.filter((p) => !isPlate(p));
  if (bad.length) badRequest(`车牌号格式不正确：${bad.map((p) => p || '（空）').join('、')}`);
  if (new Set(plates).size !== plates.length) badRequest('车牌号有重复，请检查后再赠送');
  const unbound = plates.filter((p) => holderOf(db, p) === null);
  if (unbound.length) {
    throw new MockFail(MERCHANT_CODES.plateNotBound, `车牌${unbound.join('、')}尚未绑定车主账户，优惠券无法送达，请让顾客通过“扫码领券”领取`);
  }
  const over = plates.filter((p) => givenToday(db, s.merchant.merchantId, p, now) >= PLATE_DAILY_LIMIT);
  if (over.length) throw new MockFail(MERCHANT_CODES.plateDailyLimit, `车牌${over.join('、')}今日已领取${PLATE_DAILY_LIMIT}张本店优惠券，已达每日上限`);
  const units = inStock(db, s.merchant.merchantId, t.typeId, now);
  if (units.length < plates.length) {
    throw new MockFail(MERCHANT_CODES.outOfStock, units.length === 0 ? `${t.name}库存不足，已无可赠送的优惠券` : `${t.name}库存不足：仅剩${units.length}张，无法赠送${plates.length}张`);
  }
  const way = plates.length > 1 ? 'bulk' : 'plate';
  const given = plates.map((p, i) => {
    const unit = units[i] as MerchantCouponRecord;
    giveUnit(db, s.merchant, unit, holderOf(db, p) as string, p, s.driver.driverId, way, now);
    return { plateNo: p, merchantCouponId: unit.merchantCouponId };
  });
  const record: MerchantGiveRecord = { giveId: db.seq.next('MG'), merchantId: s.merchant.merchantId, requestId: rid, by: s.driver.driverId, typeId: t.typeId, given, at: now };
  db.merchantGives.push(record);
  return { giveId: record.giveId, given, remaining: units.length - plates.length };
}

function codeView(db: Db, c: MerchantCodeRecord, now: number): MerchantCode {
  const t = db.merchantCouponTypes.find((x) => x.typeId === c.typeId);
  const state = c.claimedAt !== null ? 'claimed' : c.expiresAt <= now ? 'expired' : 'waiting';
  return {
    code: c.code, typeId: c.typeId, typeName: t?.name ?? '', claimPath: `/scanQRCode?code=${c.code}`, issuedAt: fmtTime(c.issuedAt),
    expiresAt: fmtTime(c.expiresAt), ttlSeconds: c.ttlSeconds, state, plateNo: c.plateNo,
  };
}

/** A fresh code; the caller's earlier unclaimed code of the same type ends (one code on a screen at a time). */
function issueCode(ctx: MockContext): MerchantCode {
  const s = staffOf(ctx);
  const { db } = ctx;
  const now = ctx.now();
  const t = typeRecord(db, s.merchant, str(ctx.req.input, 'typeId', '优惠券类型'));
  if (inStock(db, s.merchant.merchantId, t.typeId, now).length === 0) throw new MockFail(MERCHANT_CODES.outOfStock, `${t.name}库存不足，无法生成领券码`);
  for (const old of db.merchantCodes) {
    if (old.merchantId === s.merchant.merchantId && old.typeId === t.typeId && old.issuedBy === s.driver.driverId && old.claimedAt === null && old.expiresAt > now && old.ttlSeconds === CODE_TTL_SECONDS) {
      old.expiresAt = now;
      const claimable = db.couponCodes.find((c) => c.code === old.code);
      if (claimable) claimable.expiresAt = now;
    }
  }
  let code = '';
  do {
    code = `MS${Math.floor(Math.random() * 36 ** 6).toString(36).toUpperCase().padStart(6, '0')}`;
  } while (db.couponCodes.some((c) => c.code === code));
  const rec: MerchantCodeRecord = {
    code, merchantId: s.merchant.merchantId, typeId: t.typeId, issuedBy: s.driver.driverId, issuedAt: now, expiresAt: now + CODE_TTL_SECONDS * 1000,
    ttlSeconds: CODE_TTL_SECONDS, claimedAt: null, plateNo: null, merchantCouponId: null,
  };
  db.merchantCodes.push(rec);
  db.couponCodes.push(claimableCode(rec, t, s.merchant));
  return codeView(db, rec, now);
}

function list(ctx: MockContext, which: 'given' | 'invalid'): MerchantCouponPage {
  const s = staffOf(ctx);
  const { db } = ctx;
  const now = ctx.now();
  const p = page(ctx.req.input, 10);
  const plate = optStr(ctx.req.input, 'plateNo')?.trim().toUpperCase();
  const rows = db.merchantCoupons
    .filter((c) => c.merchantId === s.merchant.merchantId)
    .map((c) => ({ c, st: stateOf(db, c, now) }))
    .filter(({ c, st }) => (which === 'given' ? c.givenAt !== null : st.state === 'expired' || st.state === 'withdrawn'))
    .filter(({ c }) => !plate || (c.plateNo ?? '').includes(plate))
    .sort((a, b) => (which === 'given' ? (b.c.givenAt ?? 0) - (a.c.givenAt ?? 0) : (b.st.invalidAt ?? 0) - (a.st.invalidAt ?? 0)) || b.c.merchantCouponId.localeCompare(a.c.merchantCouponId))
    .map(({ c }) => itemOf(db, s, c, now));
  return paginate(rows, p);
}

function plateSession(ctx: MockContext): PlateParkingSession {
  const s = staffOf(ctx);
  const { db } = ctx;
  const now = ctx.now();
  const plate = plateNo(ctx.req.input);
  const bill = db.parkOrders.find((b) => b.plateNo === plate && b.state === 'parking' && b.parkId === s.merchant.parkId);
  const unused = db.merchantCoupons.filter((c) => c.merchantId === s.merchant.merchantId && c.plateNo === plate && stateOf(db, c, now).state === 'given').length;
  return {
    plateNo: plate, parked: !!bill, parkName: parkInfo(db, s.merchant.parkId).parkName, inTime: bill ? fmtTime(bill.inTime) : null,
    parkedMinutes: bill ? Math.max(0, Math.floor((now - bill.inTime) / 60_000)) : null, fee: bill ? payableFee(bill, now) : null,
    berthNo: bill?.berthNo ?? null, unusedFromMerchant: unused, givenToday: givenToday(db, s.merchant.merchantId, plate, now), dailyLimit: PLATE_DAILY_LIMIT,
    canReceive: holderOf(db, plate) !== null,
  };
}

/**
 * A merchant's one-time code claimed through POST /coupon/v2/api/claim (after its own checks: the code lives, is
 * unclaimed, the plate is the driver's): the coupon comes out of the merchant's stock, within the plate's daily
 * limit; refusals use the claim's codes, so the scan's failure page says why.
 */
export function claimMerchantCode(db: Db, found: CouponCodeRecord, driverId: string, plate: string, now: number): CouponRecord {
  const rec = db.merchantCodes.find((c) => c.code === found.merchantCode);
  const merchant = rec ? db.merchants.find((m) => m.merchantId === rec.merchantId) : undefined;
  if (!rec || !merchant) throw new MockFail(COUPON_CLAIM_CODES.invalid, '券码无效，请核对后重新输入');
  bringMerchantUpToDate(db, now);
  if (givenToday(db, merchant.merchantId, plate, now) >= PLATE_DAILY_LIMIT) {
    throw new MockFail(COUPON_CLAIM_CODES.limitReached, `车牌${plate}今日已领取${PLATE_DAILY_LIMIT}张${merchant.merchantName}的优惠券，已达每日上限`);
  }
  const unit = inStock(db, merchant.merchantId, rec.typeId, now)[0];
  if (!unit) throw new MockFail(COUPON_CLAIM_CODES.limitReached, `${merchant.merchantName}的优惠券已发完`);
  const coupon = giveUnit(db, merchant, unit, driverId, plate, rec.issuedBy, 'code', now);
  Object.assign(rec, { claimedAt: now, plateNo: plate, merchantCouponId: unit.merchantCouponId });
  db.merchantGives.push({
    giveId: db.seq.next('MG'), merchantId: merchant.merchantId, requestId: `code-${rec.code}`, by: rec.issuedBy, typeId: rec.typeId,
    given: [{ plateNo: plate, merchantCouponId: unit.merchantCouponId }], at: now,
  });
  return coupon;
}

export function registerMerchant(r: MockRouter) {
  r.get('/coupon/v2/api/merchants', ({ db, requireDriver }) => {
    const driver = requireDriver();
    const result: MerchantList = {
      merchants: db.merchants.flatMap((m) => m.staff.filter((x) => x.driverId === driver.driverId).map((x) => summaryOf(db, m, x.role))),
      howToOpen: HOWTO,
      hotline: HOTLINE,
    };
    return result;
  });

  r.get('/coupon/v2/api/merchants/home', home);

  // The types the lot sells, with prices for the owner: anyone of the staff may look (a clerk sees no prices).
  r.get('/coupon/v2/api/merchantCouponTypes', (ctx) => {
    const s = staffOf(ctx);
    return ctx.db.merchantCouponTypes.filter((t) => t.parkId === s.merchant.parkId && t.onSale).map((t) => typeView(ctx.db, t, s.role));
  });

  r.post('/coupon/v2/api/merchantPurchases', (ctx) => {
    const s = staffOf(ctx);
    requireOwner(s, '购买优惠券');
    const { db } = ctx;
    const now = ctx.now();
    const rid = requestId(ctx);
    const again = db.merchantPurchases.find((p) => p.merchantId === s.merchant.merchantId && p.requestId === rid);
    if (again) return purchaseView(db, again);
    const t = typeRecord(db, s.merchant, str(ctx.req.input, 'typeId', '优惠券类型'));
    if (!t.onSale) throw new MockFail(MERCHANT_CODES.notOnSale, `${t.name}已停售，请选择其他优惠券`);
    const quantity = num(ctx.req.input, 'quantity', '购买数量');
    if (!Number.isInteger(quantity) || quantity < t.minQuantity || quantity > t.maxQuantity) {
      throw new MockFail(MERCHANT_CODES.quantity, `${t.name}每单可购买${t.minQuantity}至${t.maxQuantity}张`);
    }
    const p = {
      purchaseId: db.seq.next('MB'), merchantId: s.merchant.merchantId, typeId: t.typeId, quantity, unitPriceCents: t.priceCents, buyerId: s.driver.driverId,
      requestId: rid, state: 'unpaid' as const, createdAt: now, paidAt: null, payOrderId: null, payChannel: null, closedAt: null,
    };
    db.merchantPurchases.push(p);
    return purchaseView(db, p);
  });

  r.get('/coupon/v2/api/merchantPurchases', (ctx) => {
    const s = staffOf(ctx);
    requireOwner(s, '查看购买记录');
    const rows = ctx.db.merchantPurchases
      .filter((p) => p.merchantId === s.merchant.merchantId)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((p) => purchaseView(ctx.db, p));
    const result: MerchantPurchasePage = paginate(rows, page(ctx.req.input, 10));
    return result;
  });

  r.get('/coupon/v2/api/merchantPurchases/{purchaseId}', (ctx) => {
    const s = staffOf(ctx);
    requireOwner(s, '查看购买订单');
    const p = ctx.db.merchantPurchases.find((x) => x.purchaseId === ctx.req.params.purchaseId && x.merchantId === s.merchant.merchantId);
    if (!p) notFound('购买订单不存在');
    return purchaseView(ctx.db, p);
  });

  // Paying a purchase through the charge service's pay-order registry (payCharges/sync then polls it).
  r.post('/coupon/v2/api/merchantPurchases/{purchaseId}/pay', (ctx) => {
    const s = staffOf(ctx);
    requireOwner(s, '支付购买订单');
    const { db } = ctx;
    const p = db.merchantPurchases.find((x) => x.purchaseId === ctx.req.params.purchaseId && x.merchantId === s.merchant.merchantId);
    if (!p) notFound('购买订单不存在');
    if (p.state === 'paid') throw new MockFail('0xd06510040', '该订单已支付，无需重复支付');
    if (p.state === 'closed') throw new MockFail('0xd06510041', '订单已关闭，请重新下单');
    const channel = readChannel(ctx);
    const back = readReturnPath(ctx);
    const pay = payFor(ctx, s.driver, p.purchaseId, p.unitPriceCents * p.quantity, channel, back);
    bringMerchantUpToDate(db, ctx.now());
    return pay;
  });

  r.post('/coupon/v2/api/merchantGive', give);

  r.get('/coupon/v2/api/merchantGiveRecords', (ctx) => list(ctx, 'given'));
  r.get('/coupon/v2/api/merchantInvalidCoupons', (ctx) => list(ctx, 'invalid'));

  r.get('/coupon/v2/api/merchantCoupons/{merchantCouponId}', (ctx) => {
    const s = staffOf(ctx);
    return detailOf(ctx.db, s, unitOf(ctx, s, ctx.req.params.merchantCouponId ?? ''), ctx.now());
  });

  // Withdrawing a given, unused coupon: the customer's coupon ends at once and one unit goes back to stock.
  r.post('/coupon/v2/api/merchantCoupons/{merchantCouponId}/withdraw', (ctx) => {
    const s = staffOf(ctx);
    const { db } = ctx;
    const now = ctx.now();
    const unit = unitOf(ctx, s, ctx.req.params.merchantCouponId ?? '');
    const refusal = withdrawRefusal(db, s, unit, now);
    if (refusal) throw new MockFail(refusal.code, refusal.msg);
    const w = walletCouponOfUnit(db, unit);
    if (w) w.validTo = now - 1;
    Object.assign(unit, { state: 'withdrawn', withdrawnAt: now, withdrawnBy: s.driver.driverId });
    if (unit.stockUntil > now) {
      db.merchantCoupons.push({
        ...unit, merchantCouponId: db.seq.next('MC'), state: 'stock', givenAt: null, givenBy: null, way: null, plateNo: null, walletCouponId: null,
        withdrawnAt: null, withdrawnBy: null, restockedFrom: unit.merchantCouponId, usedLaneName: undefined,
      });
    }
    return detailOf(db, s, unit, now);
  });

  r.post('/coupon/v2/api/merchantCodes', issueCode);
  r.get('/coupon/v2/api/merchantCodes/{code}', (ctx) => {
    const s = staffOf(ctx);
    const c = ctx.db.merchantCodes.find((x) => x.code === ctx.req.params.code && x.merchantId === s.merchant.merchantId);
    if (!c) notFound('领券码不存在');
    return codeView(ctx.db, c, ctx.now());
  });

  r.get('/coupon/v2/api/merchantPlateParking', plateSession);
}

