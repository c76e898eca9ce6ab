import type { GiveWay, MerchantCouponKind, MerchantRole } from '../../src/api/coupon/merchant.types';
import type { PayChannel } from '../../src/lib/wire';
import type { CouponCodeRecord, CouponRecord } from './parking';
import { DRIVER_CUSTOMER, DRIVER_MERCHANT_CLERK, DRIVER_MERCHANT_OWNER } from './ids';

/**
 * Merchant management: shops in a mall that buy parking coupons from the lot they sit on and give them to
 * customers. One unit of stock is one MerchantCouponRecord; giving it makes a CouponRecord in the customer's wallet
 * (parking.ts `coupons`), which the pay page applies like any other coupon. Services: mocks/services/coupon/merchant.
 */

export interface MerchantRecord {
  merchantId: string;
  merchantName: string;
  /** The lot the merchant buys from; its coupons apply there only. */
  parkId: string;
  address: string;
  staff: { driverId: string; role: MerchantRole; name: string }[];
}

/** A coupon type the lot sells to merchants. */
export interface MerchantCouponTypeRecord {
  typeId: string;
  parkId: string;
  name: string;
  kind: MerchantCouponKind;
  faceValueCents: number;
  freeMinutes: number | null;
  maxDiscountCents: number | null;
  priceCents: number;
  stockDays: number;
  useDays: number;
  minQuantity: number;
  maxQuantity: number;
  onSale: boolean;
}

export interface MerchantPurchaseRecord {
  purchaseId: string;
  merchantId: string;
  typeId: string;
  quantity: number;
  unitPriceCents: number;
  buyerId: string;
  requestId: string;
  state: 'unpaid' | 'paid' | 'closed';
  createdAt: number;
  paidAt: number | null;
  payOrderId: string | null;
  payChannel: PayChannel | null;
  closedAt: number | null;
}

/** One coupon of a merchant's stock, from its purchase to its end. */
export interface MerchantCouponRecord {
  merchantCouponId: string;
  merchantId: string;
  typeId: string;
  purchaseId: string;
  boughtAt: number;
  /** The end of its life in stock. */
  stockUntil: number;
  state: 'stock' | 'given' | 'withdrawn';
  givenAt: number | null;
  givenBy: string | null;
  way: GiveWay | null;
  plateNo: string | null;
  /** The coupon in the customer's wallet (CouponRecord.couponId). */
  walletCouponId: string | null;
  withdrawnAt: number | null;
  withdrawnBy: string | null;
  /** A unit put back in stock by a withdrawal: the withdrawn one it replaces. */
  restockedFrom: string | null;
  /** Seeded uses only (no pay order behind them): the exit it was used at. */
  usedLaneName?: string;
}

/** One give (plate, bulk or a claimed code), kept for its requestId: the same request gets the same answer. */
export interface MerchantGiveRecord {
  giveId: string;
  merchantId: string;
  requestId: string;
  by: string;
  typeId: string;
  given: { plateNo: string; merchantCouponId: string }[];
  at: number;
}

/** A one-time code on the clerk's screen; claimed through /coupon/v2/api/claim (its CouponCodeRecord has the same code). */
export interface MerchantCodeRecord {
  code: string;
  merchantId: string;
  typeId: string;
  issuedBy: string;
  issuedAt: number;
  expiresAt: number;
  ttlSeconds: number;
  claimedAt: number | null;
  plateNo: string | null;
  merchantCouponId: string | null;
}

export interface MerchantTables {
  merchants: MerchantRecord[];
  merchantCouponTypes: MerchantCouponTypeRecord[];
  merchantPurchases: MerchantPurchaseRecord[];
  merchantCoupons: MerchantCouponRecord[];
  merchantGives: MerchantGiveRecord[];
  merchantCodes: MerchantCodeRecord[];
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export const DEMO_MERCHANT_ID = 'M7001';
/** A standing one-time code of the demo merchant (for demos and tests): one 10元 coupon, claimable once. */
export const DEMO_MERCHANT_CODE = 'MSC2026A';
/** A plate may get at most this many coupons from one merchant a day. */
export const PLATE_DAILY_LIMIT = 3;
/** A one-time code lives this long on the clerk's screen. */
export const CODE_TTL_SECONDS = 300;
/** An unpaid purchase closes after this long. */
export const PURCHASE_PAY_TTL_MS = 15 * MIN;

export const MERCHANT_TYPES: MerchantCouponTypeRecord[] = [
  { typeId: 'MT01', parkId: 'P1001', name: '停车抵用券10元', kind: 'amount', faceValueCents: 1000, freeMinutes: null, maxDiscountCents: null, priceCents: 800, stockDays: 90, useDays: 7, minQuantity: 5, maxQuantity: 200, onSale: true },
  // Two hours at the lot's 10.00元 an hour.
  { typeId: 'MT02', parkId: 'P1001', name: '免费停车2小时', kind: 'hours', faceValueCents: 0, freeMinutes: 120, maxDiscountCents: 2000, priceCents: 1500, stockDays: 60, useDays: 3, minQuantity: 5, maxQuantity: 100, onSale: true },
  { typeId: 'MT03', parkId: 'P1001', name: '全天免费停车券', kind: 'day', faceValueCents: 0, freeMinutes: null, maxDiscountCents: null, priceCents: 6000, stockDays: 30, useDays: 1, minQuantity: 1, maxQuantity: 20, onSale: true },
  { typeId: 'MT04', parkId: 'P1001', name: '停车抵用券5元（已停售）', kind: 'amount', faceValueCents: 500, freeMinutes: null, maxDiscountCents: null, priceCents: 400, stockDays: 90, useDays: 7, minQuantity: 10, maxQuantity: 200, onSale: false },
];

/** The wallet coupon a given merchant coupon becomes: bound to the plate, valid at the merchant's lot for useDays. */
export function walletCouponOf(
  t: MerchantCouponTypeRecord, m: MerchantRecord, id: string, driverId: string, plateNo: string, at: number,
): CouponRecord {
  return {
    couponId: id, driverId, couponName: t.name, couponType: t.kind === 'amount' ? 1 : 3, faceValueCents: t.faceValueCents,
    discountRate: null, maxDiscountCents: t.maxDiscountCents, minSpendCents: 0, ...(t.freeMinutes ? { freeMinutes: t.freeMinutes } : {}),
    parkIds: [m.parkId], plateNo, source: `${m.merchantName}赠送`, validFrom: at, validTo: at + t.useDays * DAY, receivedAt: at,
    usedAt: null, usedOn: null, lockedBy: null,
  };
}

/**
 * The demo merchant 星光咖啡（王府井店） on P1001: owner 13600136000, clerk 13500135000. Stock: 15 of MT01, 8 of MT02
 * ending within 5 days, 3 of MT03 expired in stock; history of gives (used, unused, expired, withdrawn) to the plates
 * of a seeded customer (13700137070: 京E55555, 京E66666, 京F77777), so driver A's wallet is untouched.
 */
export function seedMerchants(now: number): MerchantTables & { merchantWalletCoupons: CouponRecord[] } {
  const merchant: MerchantRecord = {
    merchantId: DEMO_MERCHANT_ID, merchantName: '星光咖啡（王府井店）', parkId: 'P1001', address: '王府井百货一层 F1-012',
    staff: [
      { driverId: DRIVER_MERCHANT_OWNER, role: 'owner', name: '陈店长' },
      { driverId: DRIVER_MERCHANT_CLERK, role: 'clerk', name: '王芳' },
    ],
  };
  const type = (id: string) => MERCHANT_TYPES.find((t) => t.typeId === id) as MerchantCouponTypeRecord;
  const purchase = (purchaseId: string, typeId: string, quantity: number, at: number, state: MerchantPurchaseRecord['state'], payOrderId: string | null): MerchantPurchaseRecord => ({
    purchaseId, merchantId: merchant.merchantId, typeId, quantity, unitPriceCents: type(typeId).priceCents, buyerId: DRIVER_MERCHANT_OWNER,
    requestId: `seed-${purchaseId}`, state, createdAt: at - 2 * MIN, paidAt: state === 'paid' ? at : null, payOrderId, payChannel: state === 'paid' ? 6 : null,
    closedAt: state === 'closed' ? at + 15 * MIN : null,
  });
  const purchases = [
    purchase('MB000001', 'MT01', 20, now - 20 * DAY, 'paid', 'OM000001'),
    purchase('MB000002', 'MT02', 10, now - 55 * DAY, 'paid', 'OM000002'),
    purchase('MB000003', 'MT03', 3, now - 35 * DAY, 'paid', 'OM000003'),
    purchase('MB000004', 'MT01', 10, now - 3 * DAY, 'closed', null),
  ];
  const coupons: MerchantCouponRecord[] = [];
  let n = 0;
  for (const p of purchases.filter((x) => x.state === 'paid')) {
    for (let i = 0; i < p.quantity; i += 1) {
      n += 1;
      coupons.push({
        merchantCouponId: `MC${String(n).padStart(6, '0')}`, merchantId: merchant.merchantId, typeId: p.typeId, purchaseId: p.purchaseId,
        boughtAt: p.paidAt as number, stockUntil: (p.paidAt as number) + type(p.typeId).stockDays * DAY, state: 'stock', givenAt: null, givenBy: null,
        way: null, plateNo: null, walletCouponId: null, withdrawnAt: null, withdrawnBy: null, restockedFrom: null,
      });
    }
  }
  const wallet: CouponRecord[] = [];
  const gives: MerchantGiveRecord[] = [];
  let w = 0;
  const give = (id: string, by: string, way: GiveWay, plateNo: string, at: number, usedAt?: number) => {
    const c = coupons.find((x) => x.merchantCouponId === id) as MerchantCouponRecord;
    w += 1;
    const walletCouponId = `CM${String(w).padStart(6, '0')}`;
    const wc = walletCouponOf(type(c.typeId), merchant, walletCouponId, DRIVER_CUSTOMER, plateNo, at);
    if (usedAt !== undefined) Object.assign(wc, { usedAt, usedOn: null });
    wallet.push(wc);
    Object.assign(c, { state: 'given', givenAt: at, givenBy: by, way, plateNo, walletCouponId });
    if (usedAt !== undefined) c.usedLaneName = '出口1号车道';
    gives.push({ giveId: `MG${String(w).padStart(6, '0')}`, merchantId: merchant.merchantId, requestId: `seed-give-${w}`, by, typeId: c.typeId, given: [{ plateNo, merchantCouponId: id }], at });
  };
  give('MC000001', DRIVER_MERCHANT_CLERK, 'plate', '京E55555', now - 3 * DAY - 3 * HOUR, now - 3 * DAY - HOUR);
  give('MC000002', DRIVER_MERCHANT_OWNER, 'code', '京E55555', now - DAY);
  // Today's (minutes ago, so they are today whatever the time of day).
  give('MC000003', DRIVER_MERCHANT_CLERK, 'plate', '京E66666', now - 3 * MIN);
  give('MC000004', DRIVER_MERCHANT_CLERK, 'bulk', '京F77777', now - 2 * DAY);
  give('MC000005', DRIVER_MERCHANT_CLERK, 'plate', '京E66666', now - 10 * DAY);
  give('MC000006', DRIVER_MERCHANT_OWNER, 'plate', '京E55555', now - 2 * MIN, now - MIN);
  give('MC000021', DRIVER_MERCHANT_CLERK, 'plate', '京E66666', now - 4 * DAY, now - 4 * DAY + 2 * HOUR);
  give('MC000022', DRIVER_MERCHANT_CLERK, 'code', '京F77777', now - 4 * DAY - HOUR);
  // MC000004 was given to the wrong car and withdrawn by the owner: its coupon ended, a unit went back to stock.
  const withdrawn = coupons.find((x) => x.merchantCouponId === 'MC000004') as MerchantCouponRecord;
  Object.assign(withdrawn, { state: 'withdrawn', withdrawnAt: now - 2 * DAY + 20 * MIN, withdrawnBy: DRIVER_MERCHANT_OWNER });
  const ended = wallet.find((x) => x.couponId === withdrawn.walletCouponId) as CouponRecord;
  ended.validTo = now - 2 * DAY + 20 * MIN;
  coupons.push({ ...withdrawn, merchantCouponId: 'MC000034', state: 'stock', givenAt: null, givenBy: null, way: null, plateNo: null, walletCouponId: null, withdrawnAt: null, withdrawnBy: null, restockedFrom: 'MC000004' });

  const codes: MerchantCodeRecord[] = [{
    code: DEMO_MERCHANT_CODE, merchantId: merchant.merchantId, typeId: 'MT01', issuedBy: DRIVER_MERCHANT_CLERK, issuedAt: now - HOUR,
    expiresAt: now + 30 * DAY, ttlSeconds: 30 * 86_400, claimedAt: null, plateNo: null, merchantCouponId: null,
  }];
  return {
    merchants: [merchant], merchantCouponTypes: MERCHANT_TYPES.map((t) => ({ ...t })), merchantPurchases: purchases, merchantCoupons: coupons,
    merchantGives: gives, merchantCodes: codes, merchantWalletCoupons: wallet,
  };
}

/** The claimable code (POST /coupon/v2/api/claim) of a merchant's one-time code: single use, while it lives. */
export function claimableCode(c: MerchantCodeRecord, t: MerchantCouponTypeRecord, m: MerchantRecord): CouponCodeRecord {
  return {
    code: c.code, merchantName: m.merchantName, singleUse: true, remaining: 1, perPlate: 1, plateNos: null, expiresAt: c.expiresAt, claims: [],
    merchantCode: c.code,
    template: {
      couponName: t.name, couponType: t.kind === 'amount' ? 1 : 3, faceValueCents: t.faceValueCents, discountRate: null, maxDiscountCents: t.maxDiscountCents,
      minSpendCents: 0, parkIds: [m.parkId], ...(t.freeMinutes ? { freeMinutes: t.freeMinutes } : {}), validDays: t.useDays,
    },
  };
}

/** The seeded merchant codes as claimable codes. */
export function merchantCouponCodes(t: MerchantTables, _now: number): CouponCodeRecord[] {
  return t.merchantCodes.map((c) => {
    const type = t.merchantCouponTypes.find((x) => x.typeId === c.typeId) as MerchantCouponTypeRecord;
    const m = t.merchants.find((x) => x.merchantId === c.merchantId) as MerchantRecord;
    return claimableCode(c, type, m);
  });
}
