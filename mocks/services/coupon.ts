import type { CouponsCount, CouponStatus, SendPlateCouponResult, WelcomeCouponsResult } from '../../src/api/coupon/types';
import type { CouponScope, WalletCoupon, WalletCouponPage } from '../../src/api/coupon/wallet.types';
import { badRequest, MockFail, notFound } from '../core/fail';
import type { MockRouter } from '../core/router';
import { oneOf, optNum, optStr, page, paginate, plateNo, str, type Input } from '../core/validate';
import type { Db } from '../db';
import type { CouponRecord } from '../db/parking';
import { toUserCoupon } from './charge/coupons';
import { parkInfo } from './charge/bills';
import { registerCouponClaim } from './coupon/claim';
import { registerMerchant } from './coupon/merchant';
import { chargingCouponView, parkingCouponView } from './coupon/view';

const DAY = 86_400_000;

/** Without scope the calls answer as they always have: parking coupons (the pay page's coupon choice reads them). */
function scopeOf(input: Input): CouponScope {
  return optStr(input, 'scope') === undefined ? 'parking' : oneOf(input, 'scope', '优惠券范围', ['parking', 'charging', 'all'] as const);
}

/** The driver's coupons in scope, each with its raw end time for sorting. */
function walletOf(db: Db, driverId: string, scope: CouponScope, now: number): { view: WalletCoupon; validTo: number; usedAt: number | null }[] {
  const parking = scope === 'charging' ? [] : db.coupons.filter((c) => c.driverId === driverId).map((c) => ({ view: parkingCouponView(db, c, now), validTo: c.validTo, usedAt: c.usedAt }));
  const charging = scope === 'parking' ? [] : db.chargingCoupons.filter((c) => c.driverId === driverId).map((c) => ({ view: chargingCouponView(c, now), validTo: c.validTo, usedAt: c.usedAt }));
  return [...parking, ...charging];
}

/** What a new driver gets once: two money-off coupons and a discount coupon, valid for 30 days. */
const WELCOME: Pick<CouponRecord, 'couponName' | 'couponType' | 'faceValueCents' | 'discountRate' | 'maxDiscountCents' | 'minSpendCents'>[] = [
  { couponName: '新人停车券 5元', couponType: 1, faceValueCents: 500, discountRate: null, maxDiscountCents: null, minSpendCents: 0 },
  { couponName: '新人停车券 5元', couponType: 1, faceValueCents: 500, discountRate: null, maxDiscountCents: null, minSpendCents: 0 },
  { couponName: '新人停车9折券', couponType: 2, faceValueCents: 0, discountRate: 90, maxDiscountCents: 800, minSpendCents: 500 },
];

/** The coupon service: the driver's coupon wallet, the new-driver gift, merchant coupons given to a plate, codes to claim. */
export function registerCoupon(r: MockRouter) {
  r.get('/coupon/v2/api/couponsCount', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const count: CouponsCount = { unusedCount: 0, usedCount: 0, expiredCount: 0 };
    for (const { view } of walletOf(db, driver.driverId, scopeOf(req.input), now())) {
      if (view.status === 'unused') count.unusedCount += 1;
      else if (view.status === 'used') count.usedCount += 1;
      else count.expiredCount += 1;
    }
    return count;
  });

  r.get('/coupon/v2/api/userCoupons', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const status: CouponStatus = oneOf(req.input, 'status', '优惠券状态', ['unused', 'used', 'expired'] as const);
    const scope = scopeOf(req.input);
    const p = page(req.input, 10);
    // Unused: the ones that expire soonest first; used and expired: the latest first.
    const rows = walletOf(db, driver.driverId, scope, now())
      .filter((c) => c.view.status === status)
      .sort((a, b) => (status === 'unused' ? a.validTo - b.validTo : (b.usedAt ?? b.validTo) - (a.usedAt ?? a.validTo)) || a.view.couponId.localeCompare(b.view.couponId))
      .map((c) => c.view);
    const list: WalletCouponPage = paginate(rows, p);
    return list;
  });

  r.post('/coupon/v2/api/registorSendCoupon', ({ db, requireDriver, now }) => {
    const driver = requireDriver();
    if (db.welcomeCouponDrivers.includes(driver.driverId)) throw new MockFail('0xd07510001', '新人优惠券已领取过，每位用户仅限领取一次');
    db.welcomeCouponDrivers.push(driver.driverId);
    const given = WELCOME.map((w): CouponRecord => ({
      ...w, couponId: db.seq.next('C'), driverId: driver.driverId, parkIds: [], plateNo: null, source: '新人礼包',
      validFrom: now(), validTo: now() + 30 * DAY, receivedAt: now(), usedAt: null, usedOn: null, lockedBy: null,
    }));
    db.coupons.push(...given);
    const result: WelcomeCouponsResult = { sentCount: given.length, coupons: given.map((c) => toUserCoupon(db, c, now())) };
    return result;
  });

  // A merchant's QR code names an activity; its coupon goes to the scanning driver, bound to the plate they name.
  r.post('/coupon/v2/api/sendPlateCoupon', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const activityId = str(req.input, 'activityId', '优惠活动编号');
    const plate = plateNo(req.input);
    const color = optNum(req.input, 'plateColor');
    if (color !== undefined && ![1, 2, 5].includes(color)) badRequest('车牌颜色不正确');
    const act = db.couponActivities.find((a) => a.activityId === activityId);
    if (!act) notFound('优惠活动不存在');
    if (act.endsAt < now()) throw new MockFail('0xd07510002', '优惠活动已结束');
    if (act.remaining <= 0) throw new MockFail('0xd07510003', '优惠券已领完');
    if (act.givenTo.includes(plate)) throw new MockFail('0xd07510004', `车牌${plate}已领取过该优惠券`);
    act.remaining -= 1;
    act.givenTo.push(plate);
    const coupon: CouponRecord = {
      couponId: db.seq.next('C'), driverId: driver.driverId, couponName: act.couponName, couponType: 1, faceValueCents: act.faceValueCents,
      discountRate: null, maxDiscountCents: null, minSpendCents: 0, parkIds: [act.parkId], plateNo: plate, source: `${act.merchantName}赠送`,
      validFrom: now(), validTo: now() + act.validDays * DAY, receivedAt: now(), usedAt: null, usedOn: null, lockedBy: null,
    };
    db.coupons.push(coupon);
    const result: SendPlateCouponResult = { coupon: parkingCouponView(db, coupon, now()), merchantName: act.merchantName || parkInfo(db, act.parkId).parkName };
    return result;
  });

  registerCouponClaim(r);
  registerMerchant(r);
}
